/**
 * <stammtisch-standings> in the widget: its code (with its strings) is a chunk of its own, fetched the
 * first time a <stammtisch-standings> appears on the page, so pages that only show a table or a lobby
 * never download it.
 */
const TAG = 'stammtisch-standings';

let loading: Promise<unknown> | undefined;

/** Loads the element now (a page that adds one later may call this ahead of time). */
export function loadStandings(): Promise<unknown> {
  loading ??= import('./stammtisch-standings.js');
  return loading;
}

function watch(): void {
  if (typeof document === 'undefined' || customElements.get(TAG)) return;
  if (document.querySelector(TAG)) {
    void loadStandings();
    return;
  }
  const seen = new MutationObserver(() => {
    if (!document.querySelector(TAG)) return;
    seen.disconnect();
    void loadStandings();
  });
  seen.observe(document.documentElement, { childList: true, subtree: true });
}

watch();
