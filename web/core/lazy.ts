/**
 * Widget elements whose code is a chunk of its own: the chunk is fetched the first time the element
 * appears on the page, so pages that never show one never download it.
 */

/** Watches the page for `tag` and calls `load` once when one appears (or at once if one is there). */
export function loadWhenSeen(tag: string, load: () => Promise<unknown>): void {
  if (typeof document === 'undefined' || customElements.get(tag)) return;
  if (document.querySelector(tag)) {
    void load();
    return;
  }
  const seen = new MutationObserver(() => {
    if (!document.querySelector(tag)) return;
    seen.disconnect();
    void load();
  });
  seen.observe(document.documentElement, { childList: true, subtree: true });
}
