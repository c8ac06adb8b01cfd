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
    position: relative;
    display: grid;
    /* a long hand (18 to 30 Tarot cards) must not widen the felt beyond a phone's screen */
    grid-template-columns: minmax(0, 1fr);
    gap: 0.6rem;
  }
  .bar {
    display: flex;
    align-items: center;
    gap: 0.3rem 0.6rem;
    font-size: 0.85rem;
    min-width: 0;
  }
  .bar .title {
    flex: 1 1 auto;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .bar strong {
    font-size: 1rem;
  }
  .live {
    opacity: 0.85;
    white-space: nowrap;
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
  .settings {
    flex: 0 1 auto;
    min-width: 0;
    font-size: 0.78rem;
  }
  .settings summary {
    list-style: none;
    cursor: pointer;
    display: flex;
    align-items: center;
    gap: 0.25rem;
    min-height: 1.6rem;
    padding: 0 0.5rem;
    border-radius: 0.8rem;
    background: rgb(0 0 0 / 0.25);
    white-space: nowrap;
    overflow: hidden;
  }
  /* a long time control in a long language shortens with an ellipsis instead of widening the page */
  .settings summary span {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .settings summary::-webkit-details-marker {
    display: none;
  }
  .settings[open] {
    position: absolute;
    z-index: 4;
    inset: 2.4rem 0.6rem auto;
    background: var(--st-panel, #f6f3ea);
    color: var(--st-ink, #1e1e1e);
    border-radius: 0.6rem;
    padding: 0.4rem;
    box-shadow: 0 4px 16px rgb(0 0 0 / 0.35);
  }
  .settings[open] summary {
    background: none;
  }
  .settings p {
    margin: 0.3rem 0.3rem 0;
    white-space: normal;
  }
  .seats {
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
    margin: 0;
  }
  .status.turn {
    color: var(--st-focus, #f5b700);
  }
  .status.corr-settings {
    font-weight: 400;
    font-size: 0.8rem;
    opacity: 0.9;
  }
  .dock {
    position: sticky;
    bottom: 0;
    /* over the deal's summary card: the next deal can be played under it */
    z-index: 4;
    margin: 0 -0.6rem -0.6rem;
    padding: 0 0.3rem 0.3rem;
    border-radius: 0 0 var(--st-radius, 1rem) var(--st-radius, 1rem);
    background: var(--st-felt, #1d5c3f);
    box-shadow: 0 -6px 12px -8px rgb(0 0 0 / 0.5);
  }
  .queued {
    margin: 0.3rem 0 0;
    font-size: 0.8rem;
    text-align: center;
  }
  /* a phone: everything of the table in one screen, the hand docked at the bottom */
  @container (max-width: 599px) {
    .felt {
      padding: 0.35rem;
      gap: 0.35rem;
      border-radius: 0.6rem;
    }
    .dock {
      margin: 0 -0.35rem -0.35rem;
    }
    .live-text {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    .seats {
      grid-template-columns: repeat(auto-fit, minmax(4.6rem, 1fr));
      gap: 0.25rem;
    }
    .centre {
      min-height: 0;
    }
    .choices {
      padding: 0.35rem;
      /* a long list of decisions (the Königrufen announcements) scrolls in its panel, not the page */
      max-height: 40svh;
      overflow-y: auto;
    }
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
