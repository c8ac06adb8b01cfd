/**
 * The styles the table's panels under the cards share (chat, pre-moves, a chat line's report form). A
 * module of its own: they load with the panels' chunk, not with the widget's first download.
 */
import { css } from 'lit';

/** A button of a table's panels (chat, pre-moves, a report form), big enough for a thumb. */
export const panelButton = css`
  button {
    font: inherit;
    min-height: 2.5rem;
    padding: 0.2rem 0.8rem;
    border-radius: 0.5rem;
    border: 1px solid var(--st-button-edge, #6b5b3e);
    background: var(--st-button, #fffdf7);
    color: var(--st-ink, #1e1e1e);
    cursor: pointer;
  }
  button:focus-visible,
  input:focus-visible,
  select:focus-visible {
    outline: 3px solid var(--st-focus, #f5b700);
    outline-offset: 2px;
  }
`;
