import { css } from 'lit';

/** Text for screen readers only (the page's heading where the table shows its name, counts read out). */
export const srOnly = css`
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/** Styles shared by the site's pages: headings, panels, forms and buttons sized for fingers. */
export const pageStyles = css`
  :host {
    display: block;
    color: var(--st-ink, #1e1e1e);
  }
  h1 {
    font-size: clamp(1.4rem, 5vw, 2rem);
    margin: 0.2rem 0 0.8rem;
  }
  h2 {
    font-size: 1.15rem;
    margin: 1.2rem 0 0.5rem;
  }
  .panel {
    background: var(--st-panel, #fffdf7);
    border: 1px solid var(--st-panel-edge, #d9d2bf);
    border-radius: 0.8rem;
    padding: 0.8rem 1rem;
  }
  /* A list of rows (members, reports): no bullets, a line between rows. */
  ul.rows {
    list-style: none;
    padding: 0;
  }
  ul.rows > li {
    padding: 0.3rem 0;
    border-bottom: 1px solid var(--st-panel-edge, #d9d2bf);
    overflow-wrap: anywhere;
  }
  .grid {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
    gap: 0.8rem;
  }
  label {
    display: block;
    font-weight: 600;
    margin: 0.6rem 0 0.2rem;
  }
  .hint,
  small {
    font-weight: 400;
    opacity: 0.8;
    font-size: 0.85rem;
  }
  input[type='text'],
  input[type='number'],
  select {
    font: inherit;
    width: 100%;
    box-sizing: border-box;
    min-height: 2.6rem;
    padding: 0.3rem 0.5rem;
    border-radius: 0.4rem;
    border: 1px solid #9b8f72;
    background: #fff;
  }
  input[type='checkbox'],
  input[type='radio'] {
    width: 1.2rem;
    height: 1.2rem;
    vertical-align: middle;
  }
  button,
  .button {
    font: inherit;
    display: inline-block;
    min-height: 2.75rem;
    padding: 0.45rem 1.1rem;
    border-radius: 0.5rem;
    border: 1px solid var(--st-felt, #1d5c3f);
    background: var(--st-felt, #1d5c3f);
    color: #fff;
    cursor: pointer;
    text-decoration: none;
    box-sizing: border-box;
  }
  button.secondary,
  .button.secondary {
    background: transparent;
    color: var(--st-felt, #1d5c3f);
  }
  button:disabled {
    opacity: 0.6;
    cursor: default;
  }
  :focus-visible {
    outline: 3px solid var(--st-focus, #f5b700);
    outline-offset: 2px;
  }
  a {
    color: var(--st-link, #1d4ed8);
  }
  .error {
    background: #fde8e8;
    color: #7f1d1d;
    border-radius: 0.5rem;
    padding: 0.4rem 0.6rem;
  }
  code,
  pre {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    font-size: 0.85rem;
  }
  pre {
    background: #f1ede1;
    border-radius: 0.5rem;
    padding: 0.6rem;
    overflow-x: auto;
    white-space: pre-wrap;
    word-break: break-all;
  }
  ${srOnly}
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
`;
