import { define } from '../core/define.js';
import { StActions } from './actions.component.js';

export { StActions, type ActionItem } from './actions.component.js';
define('st-actions', StActions);

declare global {
  interface HTMLElementTagNameMap {
    'st-actions': StActions;
  }
}
