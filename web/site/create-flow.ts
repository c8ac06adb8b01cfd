/**
 * What the site's two create forms (a table, a tournament) share: the person acting is asked for a
 * name first when this browser has no identity, the request then runs once with a busy button and a
 * readable error; and the styles and the options section both forms show.
 */
import { css, html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { GameInfo } from '../../shared/protocol.js';
import { Api } from '../api/client.js';
import type { Identity } from '../api/session.js';
import { hasMessage, t } from '../i18n/index.js';
import type { IdentityEvent } from './events.js';
import { problemText } from '../core/texts.js';
import type { ObjectSchema, StOptionsForm } from './options-form.component.js';

/** A create form's element: it holds the identity the shell gave it (or the name prompt made). */
export interface CreateHost extends ReactiveControllerHost {
  identity: Identity | undefined;
}

/** Submit → (name prompt →) request, with `busy` and `error` for the form's render. */
export class CreateFlow implements ReactiveController {
  needName = false;
  busy = false;
  error = '';

  constructor(
    private readonly host: CreateHost,
    private readonly send: (identity: Identity) => Promise<void>,
  ) {
    host.addController(this);
  }

  /** Nothing to do on connect: the host only needs the controller for `requestUpdate`. */
  hostConnected(): void {}

  /** Shows a message in the form's error line (e.g. the games could not be loaded). */
  fail(message: string): void {
    this.error = message;
    this.host.requestUpdate();
  }

  /** Fetches the games the form offers; a failure shows in the error line. */
  loadGames(then: (games: readonly GameInfo[]) => void): void {
    void new Api('').games().then(
      (r) => then(r.games),
      () => this.fail(t('error.network')),
    );
  }

  readonly submit = (e: SubmitEvent): void => {
    e.preventDefault();
    if (!this.host.identity) {
      this.needName = true;
      this.host.requestUpdate();
      return;
    }
    void this.run();
  };

  private readonly afterName = (e: IdentityEvent): void => {
    this.host.identity = e.identity;
    this.needName = false;
    void this.run();
  };

  /** The end of the form: the name prompt when one is needed, the error, the submit button. */
  footer(label: string): unknown {
    return html`${this.needName && !this.host.identity ? html`<st-name-prompt @st-identity=${this.afterName}></st-name-prompt>` : nothing}
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      <p><button type="submit" ?disabled=${this.busy}>${label}</button></p>`;
  }

  private async run(): Promise<void> {
    const identity = this.host.identity;
    if (!identity) return;
    this.busy = true;
    this.error = '';
    this.host.requestUpdate();
    try {
      await this.send(identity);
    } catch (err) {
      this.error = problemText(err);
    } finally {
      this.busy = false;
      this.host.requestUpdate();
    }
  }
}

/** A game's name in the page's language ("Französisches Tarot"), else the one the server gives. */
export function gameName(info: Pick<GameInfo, 'id' | 'name'>): string {
  const key = `game.${info.id}.name`;
  return hasMessage(key) ? t(key) : info.name;
}

/** Whether the screen is wide enough to show a create form unfolded (a phone folds it). */
export const wideScreen = (): boolean => globalThis.matchMedia?.('(min-width: 48rem)').matches ?? true;

/**
 * A game's options as two folds, "Common settings" and "House rules" (open on a wide screen, folded
 * on a phone), each a form generated from the game's option schema over a baseline (a profile's
 * options), for a table of `seats` players; `commonTop` and `houseTop` lead their fold.
 */
export function optionsSection(
  game: string,
  schema: unknown,
  baseline: Readonly<Record<string, unknown>>,
  seats: number,
  fold: { readonly open: boolean; readonly commonTop?: unknown; readonly houseTop?: unknown },
): unknown {
  const part = (which: 'common' | 'house') =>
    html`<st-options-form section=${which} game=${game} seats=${seats} .schema=${(schema ?? {}) as ObjectSchema} .baseline=${baseline}></st-options-form>`;
  return html`<details class="fold" ?open=${fold.open}>
      <summary>${t('create.common')}</summary>
      ${fold.commonTop ?? nothing} ${part('common')}
    </details>
    <details class="fold" ?open=${fold.open}>
      <summary>${t('create.houseRules')}</summary>
      ${fold.houseTop ?? nothing} ${part('house')}
    </details>`;
}

/** The options the player changed, from both folds of `optionsSection`. */
export function chosenOptions(root: ParentNode): Record<string, unknown> {
  return Object.assign({}, ...[...root.querySelectorAll<StOptionsForm>('st-options-form')].map((f) => f.overrides)) as Record<string, unknown>;
}

/** Forgets the player's option changes (the game or the house rules changed). */
export function resetOptions(root: ParentNode): void {
  for (const f of root.querySelectorAll<StOptionsForm>('st-options-form')) f.reset();
}

/** Checkbox and radio rows and the options section, as both create forms lay them out. */
export const createFormStyles = css`
  .choice {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    min-height: 2.2rem;
  }
  details.fold {
    margin-top: 0.4rem;
    border-top: 1px solid var(--st-panel-edge, #d6d0bf);
    padding-top: 0.3rem;
  }
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 2.75rem;
    display: flex;
    align-items: center;
  }
  summary::before {
    content: '▸';
    margin-right: 0.4rem;
  }
  details[open] > summary::before {
    content: '▾';
  }
  summary::-webkit-details-marker {
    display: none;
  }
`;
