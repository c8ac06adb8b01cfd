import { css } from 'lit';

/** Styles the French Tarot elements share: decision buttons, small cards, chips on the felt. */
export const tarotStyles = css`
  :host {
    display: block;
  }
  button {
    font: inherit;
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 2.75rem;
    padding: 0.3rem 0.8rem;
    border-radius: 0.5rem;
    border: 1px solid var(--st-button-edge, #6b5b3e);
    background: var(--st-button, #fffdf7);
    color: var(--st-ink, #1e1e1e);
    cursor: pointer;
    --st-card-width: 1.7rem;
  }
  button:hover {
    background: var(--st-button-hover, #f3e7c9);
  }
  button:focus-visible {
    outline: 3px solid var(--st-focus, #f5b700);
    outline-offset: 2px;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem;
  }
  .cards {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    list-style: none;
    margin: 0;
    padding: 0;
    --st-card-width: clamp(2.1rem, 8vw, 2.8rem);
  }
  .chip {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    border-radius: 0.8rem;
    padding: 0.1rem 0.55rem;
    background: rgb(0 0 0 / 0.28);
    font-size: 0.85rem;
  }
  .note {
    margin: 0.3rem 0;
    font-size: 0.9rem;
  }
  .warn {
    border-left: 4px solid var(--st-focus, #f5b700);
    padding-left: 0.5rem;
  }
  h3 {
    font-size: 0.95rem;
    margin: 0 0 0.4rem;
  }
`;
