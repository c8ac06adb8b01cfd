import { svg } from 'lit';

/** A clock face for time chips (drawn, not an emoji: the same on every system, hidden from screen readers). */
export const clockIcon = svg`<svg class="icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false"><circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" stroke-width="1.6"/><path d="M8 4.2V8l2.6 1.6" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"/></svg>`;
