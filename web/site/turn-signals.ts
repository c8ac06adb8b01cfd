/**
 * Turn awareness on every page of the site, drawn from the turn feed (web/api/turn-feed.ts): the
 * tab's title says "(n) Your turn — <table>" and the favicon gets a badge with the count while any
 * of the player's tables waits for them; the shell shows the count in its navigation.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { turns, type TurnTable } from '../api/turn-feed.js';
import { t } from '../i18n/index.js';
import { tSite } from '../i18n/site.js';

/**
 * The tab's title: the page's own title, or "(n) Your turn — <table>" when n tables wait, naming the
 * table on screen if it is one of them, else the most urgent one.
 */
export function turnTitle(waiting: readonly TurnTable[], onScreen: string, base: string): string {
  if (waiting.length === 0) return base;
  const table = waiting.find((w) => w.id === onScreen) ?? waiting[0]!;
  return `(${waiting.length}) ${tSite('turns.title', { table: table.name })}`;
}

/** The site's club favicon, with a red badge showing `count` (9+ above nine) when it is not 0. */
export function faviconHref(count: number): string {
  const badge =
    count > 0
      ? `<circle cx='70' cy='30' r='30' fill='%23c62828'/><text x='70' y='42' font-size='34' font-family='sans-serif' font-weight='700' text-anchor='middle' fill='white'>${count > 9 ? '9+' : count}</text>`
      : '';
  return `data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'><text y='.9em' font-size='90'>%E2%99%A3</text>${badge}</svg>`;
}

/** Keeps the document's title and favicon in step with the turn feed; its host (the shell) redraws the count. */
export class TurnSignals implements ReactiveController {
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    /** The id of the table on screen ('' on other pages). */
    private readonly onScreen: () => string,
  ) {
    host.addController(this);
  }

  /** The tables that wait for the player now. */
  get waiting(): readonly TurnTable[] {
    return turns.waiting;
  }

  hostConnected(): void {
    this.unsubscribe = turns.subscribe(() => this.host.requestUpdate());
  }

  hostDisconnected(): void {
    this.unsubscribe?.();
  }

  /** After every redraw of the shell (a turn changed, the page or the language did). */
  hostUpdated(): void {
    const waiting = this.waiting;
    const title = turnTitle(waiting, this.onScreen(), t('app.title'));
    if (document.title !== title) document.title = title;
    const icon = document.querySelector<HTMLLinkElement>('link[rel=icon]');
    const href = faviconHref(waiting.length);
    if (icon && icon.getAttribute('href') !== href) icon.setAttribute('href', href);
  }
}
