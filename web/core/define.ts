/**
 * Registers a custom element once: the widget script may be loaded twice on one page (two
 * snippets, or the site plus a snippet), and a second `define` would throw.
 */
export function define(name: string, ctor: CustomElementConstructor): void {
  if (!customElements.get(name)) customElements.define(name, ctor);
}
