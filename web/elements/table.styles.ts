import { css } from 'lit';

/** Styles of st-table: a felt table that fits a 360 px phone and grows to a desktop layout. */
export const tableStyles = css`
  :host {
    display: block;
    container-type: inline-size;
    color: var(--st-ink, #1e1e1e);
    font-family: var(--st-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
  }
  .felt {
    background: var(--st-felt, #1d5c3f);
    background-image: radial-gradient(circle at 50% 40%, rgb(255 255 255 / 0.08), transparent 70%);
    color: var(--st-on-felt, #f4f1e6);
    border-radius: var(--st-radius, 1rem);
    padding: 0.6rem;
    display: grid;
    /* a long hand (18 to 30 Tarot cards) must not widen the felt beyond a phone's screen */
    grid-template-columns: minmax(0, 1fr);
    gap: 0.6rem;
  }
  .bar {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.3rem 0.8rem;
    font-size: 0.85rem;
  }
  .bar strong {
    font-size: 1rem;
  }
  .live {
    opacity: 0.85;
  }
  .live::before {
    content: '●';
    margin-right: 0.25rem;
    color: #9ca3af;
  }
  .live[data-status='live']::before,
  .live[data-status='polling']::before {
    color: #4ade80;
  }
  .others {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(7.5rem, 1fr));
    gap: 0.4rem;
  }
  .centre {
    min-height: 8rem;
    display: grid;
    align-content: center;
  }
  .status {
    text-align: center;
    font-weight: 600;
    min-height: 1.4rem;
  }
  .status.turn {
    color: var(--st-focus, #f5b700);
  }
  .status.corr-settings {
    font-weight: 400;
    font-size: 0.8rem;
    margin: 0;
    opacity: 0.9;
  }
  .premove-offer p {
    margin: 0 0 0.4rem;
  }
  .claim {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 0.4rem;
    margin: 0.4rem 0 0;
    background: var(--st-panel, #f6f3ea);
    color: var(--st-ink, #1e1e1e);
    border-radius: 0.6rem;
    padding: 0.4rem 0.5rem;
  }
  .premove-offer button,
  .claim button {
    font: inherit;
    min-height: 2.5rem;
    margin-right: 0.4rem;
    padding: 0.2rem 0.8rem;
    border-radius: 0.5rem;
    border: 1px solid var(--st-button-edge, #6b5b3e);
    background: var(--st-button, #fffdf7);
    color: var(--st-ink, #1e1e1e);
    cursor: pointer;
  }
  .choices {
    background: var(--st-panel, #f6f3ea);
    color: var(--st-ink, #1e1e1e);
    border-radius: 0.6rem;
    padding: 0.5rem;
  }
  .choices:empty {
    display: none;
  }
  .info {
    display: grid;
    gap: 0.6rem;
    margin-top: 0.6rem;
    font-size: 0.9rem;
  }
  @container (min-width: 760px) {
    .info {
      grid-template-columns: 1fr 1fr;
    }
  }
  .info section {
    background: var(--st-panel, #fffdf7);
    border: 1px solid var(--st-panel-edge, #d9d2bf);
    border-radius: 0.6rem;
    padding: 0.5rem 0.7rem;
  }
  h2 {
    font-size: 1rem;
    margin: 0 0 0.4rem;
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    text-align: left;
    padding: 0.15rem 0.3rem;
    border-bottom: 1px solid var(--st-panel-edge, #e5dfcf);
  }
  td.num,
  th.num {
    text-align: right;
  }
  tr.winner {
    font-weight: 700;
  }
  ol.log {
    margin: 0;
    padding-left: 1.6rem;
    max-height: 14rem;
    overflow-y: auto;
  }
  .muted {
    opacity: 0.75;
    font-size: 0.8rem;
    overflow-wrap: anywhere;
  }
  .links {
    display: flex;
    flex-wrap: wrap;
    gap: 0.8rem;
  }
  a {
    color: var(--st-link, #1d4ed8);
  }
  .felt a {
    color: inherit;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .error {
    background: #fde8e8;
    color: #7f1d1d;
    border-radius: 0.5rem;
    padding: 0.4rem 0.6rem;
  }
`;
