/**
 * The themed styles the widget's list elements share (<stammtisch-lobby>, <stammtisch-leaderboard>,
 * <stammtisch-standings> and the lobby's rating parts; the site's lists of rows take `listRows` too), so that a club page themes them all with the
 * same custom properties (docs/embedding.md): --st-font, --st-ink, --st-panel, --st-panel-edge,
 * --st-felt, --st-on-felt, --st-focus, --st-radius. Each element takes the pieces it shows; esbuild
 * puts each piece only into the chunks that use it, so the lobby does not carry the table styles.
 */
import { css } from 'lit';

/** The element's box: the club's font and ink, headings of one size. */
export const themedHost = css`
  :host {
    display: block;
    font-family: var(--st-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    color: var(--st-ink, #1e1e1e);
  }
  h2 {
    font-size: 1.15rem;
    margin: 0 0 0.4rem;
  }
  small {
    opacity: 0.8;
    font-size: 0.85rem;
  }
  a {
    color: inherit;
  }
  :focus-visible {
    outline: 3px solid var(--st-focus, #f5b700);
    outline-offset: 2px;
  }
`;

/** A panel on the page's background (a lobby's table, a form). */
export const panel = css`
  .panel {
    padding: 0.5rem 0.7rem;
    border-radius: var(--st-radius, 0.6rem);
    background: var(--st-panel, #fffdf7);
    border: 1px solid var(--st-panel-edge, #d9d2bf);
  }
`;

/** The main action of a row (a link or a button on the felt colour), big enough for a thumb. */
export const feltAction = css`
  .felt {
    display: inline-block;
    padding: 0.45rem 0.9rem;
    min-height: 2.75rem;
    box-sizing: border-box;
    border: 0;
    border-radius: 0.5rem;
    background: var(--st-felt, #1d5c3f);
    color: var(--st-on-felt, #f4f1e6);
    text-decoration: none;
    font: inherit;
    font-weight: 600;
    line-height: 1.9rem;
  }
`;

/** A list of rows (a lobby's tables, the tables near a rating, challenges): one per line, wrapping on a phone. */
export const listRows = css`
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 0.4rem;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.4rem;
  }
`;
