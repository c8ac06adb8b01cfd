import { define } from '../core/define.js';
import { StCorrPanel } from './corr-panel.component.js';
import './line-report.js';

export { StCorrPanel } from './corr-panel.component.js';
define('st-corr-panel', StCorrPanel);

declare global {
  interface HTMLElementTagNameMap {
    'st-corr-panel': StCorrPanel;
  }
}
