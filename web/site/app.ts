import { define } from '../core/define.js';
import { StApp } from './app.component.js';

define('st-app', StApp);

declare global {
  interface HTMLElementTagNameMap {
    'st-app': StApp;
  }
}
