import { define } from '../core/define.js';
import { StTarockPanel } from './tarock-panel.component.js';

export { StTarockPanel, type TarockChoice } from './tarock-panel.component.js';
define('st-tarock-panel', StTarockPanel);

declare global {
  interface HTMLElementTagNameMap {
    'st-tarock-panel': StTarockPanel;
  }
}
