import { define } from '../core/define.js';
import { StNamePrompt } from './name-prompt.component.js';

define('st-name-prompt', StNamePrompt);

declare global {
  interface HTMLElementTagNameMap {
    'st-name-prompt': StNamePrompt;
  }
}
