/**
 * The ranked tables of <stammtisch-leaderboard> and <stammtisch-standings>, themed like the rest of
 * the widget (./widget.styles.ts). A module of its own because both are chunks: the lobby, which is in
 * the widget's first download, does not carry these rules.
 */
import { css } from 'lit';

/** A quiet secondary button ("show more"). */
export const plainButton = css`
  button.plain {
    margin-top: 0.5rem;
    font: inherit;
    padding: 0.4rem 0.9rem;
    border-radius: 0.4rem;
    border: 1px solid var(--st-panel-edge, #d9d2bf);
    background: var(--st-panel, #fffdf7);
    color: inherit;
    min-height: 2.75rem;
  }
`;

/** A ranked table (leaderboard, standings): felt header, tabular numbers, the leader's row marked. */
export const rankedTable = css`
  table {
    border-collapse: collapse;
    width: 100%;
    background: var(--st-panel, #fffdf7);
    border: 1px solid var(--st-panel-edge, #d9d2bf);
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 0.35rem 0.5rem;
    text-align: right;
    border-bottom: 1px solid var(--st-panel-edge, #d9d2bf);
  }
  th.name,
  td.name {
    text-align: left;
  }
  thead th {
    background: var(--st-felt, #1d5c3f);
    color: var(--st-on-felt, #f4f1e6);
    font-weight: 600;
  }
  tr.first td,
  tr.first th {
    background: rgb(245 183 0 / 0.15);
  }
`;
