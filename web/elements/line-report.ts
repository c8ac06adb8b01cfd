import { define } from '../core/define.js';
import { StLineReport } from './line-report.component.js';

export { StLineReport } from './line-report.component.js';
define('st-line-report', StLineReport);

declare global {
  interface HTMLElementTagNameMap {
    'st-line-report': StLineReport;
  }
}
