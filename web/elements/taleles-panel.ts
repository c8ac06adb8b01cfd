import { define } from '../core/define.js';
import { StTalelesPanel } from './taleles-panel.component.js';

export { StTalelesPanel } from './taleles-panel.component.js';
define('st-taleles-panel', StTalelesPanel);

declare global {
  interface HTMLElementTagNameMap {
    'st-taleles-panel': StTalelesPanel;
  }
}
