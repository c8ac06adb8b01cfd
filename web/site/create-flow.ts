/**
 * What the site's two create forms (a table, a tournament) share: the person acting is asked for a
 * name first when this browser has no identity, the request then runs once with a busy button and a
 * readable error; and the styles and the options section both forms show.
 */
import { css, html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { GameInfo } from '../../shared/protocol.js';
import { Api } from '../api/client.js';
import type { Identity } from '../api/session.js';
import { t } from '../i18n/index.js';
import type { IdentityEvent } from './events.js';
import type { ObjectSchema } from './options-form.component.js';
import { problemText } from '../core/texts.js';

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

/** The collapsed options section: the game's option schema as a form, over a baseline (a profile's options). */
export function optionsSection(game: string, schema: unknown, baseline: Readonly<Record<string, unknown>>): unknown {
  return html`<details>
    <summary>${t('create.options')}</summary>
    <st-options-form game=${game} .schema=${(schema ?? {}) as ObjectSchema} .baseline=${baseline}></st-options-form>
  </details>`;
}

/** Checkbox and radio rows and the options section, as both create forms lay them out. */
export const createFormStyles = css`
  .choice {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    min-height: 2.2rem;
  }
  details {
    margin-top: 0.8rem;
  }
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 2rem;
  }
`;
