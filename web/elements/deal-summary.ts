import { define } from '../core/define.js';
import { StDealSummary } from './deal-summary.component.js';

export { StDealSummary, SummaryCloseEvent } from './deal-summary.component.js';
define('st-deal-summary', StDealSummary);

declare global {
  interface HTMLElementTagNameMap {
    'st-deal-summary': StDealSummary;
  }
}
