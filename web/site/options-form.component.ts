import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { LocaleController, getLocale, hasMessage, t } from '../i18n/index.js';
import { pageStyles } from './styles.js';

/** The parts of a JSON Schema (as @valibot/to-json-schema writes a game's options) the form reads. */
export interface FieldSchema {
  readonly type?: string;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly anyOf?: readonly FieldSchema[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly description?: string;
  readonly default?: unknown;
}

export interface ObjectSchema {
  readonly properties?: Readonly<Record<string, FieldSchema>>;
}

/** The finite list of values a field allows, or undefined when it is open (numbers, text). */
export function choicesOf(f: FieldSchema): readonly unknown[] | undefined {
  if (f.enum) return f.enum;
  if (f.const !== undefined) return [f.const];
  if (f.type === 'boolean') return [false, true];
  if (f.anyOf) {
    const parts = f.anyOf.map(choicesOf);
    return parts.every((p) => p !== undefined) ? [...new Set(parts.flat())] : undefined;
  }
  return undefined;
}

/** "targetScore" → "Target score", unless the catalogue has a name for the option. */
function label(game: string, key: string): string {
  const k = `opt.${game}.${key}`;
  if (hasMessage(k)) return t(k);
  const words = key.replace(/([a-z])([A-Z0-9])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value of a choice: its title in the catalogue (`opt.<game>.<option>.<value>`), else as written. */
function show(game: string, key: string, v: unknown): string {
  if (v === true) return t('create.yes');
  if (v === false) return t('create.no');
  const k = `opt.${game}.${key}.${String(v)}`;
  return hasMessage(k) ? t(k) : String(v);
}

/**
 * The schema's explanation of an option is English (it documents the API); the form shows it only
 * to a reader of English, and otherwise the option's title says what it is.
 */
function explanation(f: FieldSchema): string | undefined {
  return getLocale() === 'en' ? f.description : undefined;
}

/**
 * A form generated from the JSON Schema of a game's options: a checkbox for a yes/no option, a list
 * for a choice, a number field with its bounds. It starts from the defaults with the chosen house
 * rules on top and reports only what the player changed.
 */
export class StOptionsForm extends LitElement {
  static override styles = [
    pageStyles,
    css`
      .field {
        margin-bottom: 0.5rem;
      }
      .check {
        display: flex;
        gap: 0.5rem;
        align-items: flex-start;
        font-weight: 600;
      }
    `,
  ];

  @property() game = '';
  @property({ attribute: false }) schema: ObjectSchema = {};
  /** The values the form starts from: defaults with a house-rule profile's options on top. */
  @property({ attribute: false }) baseline: Readonly<Record<string, unknown>> = {};
  @state() private changed: Record<string, unknown> = {};
  protected readonly i18n = new LocaleController(this);

  /** The options the player set differently from the baseline. */
  get overrides(): Record<string, unknown> {
    return { ...this.changed };
  }

  /** Forgets the player's changes (after the game or the house rules changed). */
  reset(): void {
    this.changed = {};
  }

  override render(): unknown {
    const props = Object.entries(this.schema.properties ?? {});
    return html`${props.map(([key, f]) => this.field(key, f))}`;
  }

  private value(key: string, f: FieldSchema): unknown {
    return key in this.changed ? this.changed[key] : key in this.baseline ? this.baseline[key] : f.default;
  }

  private set(key: string, value: unknown): void {
    const base = key in this.baseline ? this.baseline[key] : this.schema.properties?.[key]?.default;
    const next = { ...this.changed };
    if (value === base) delete next[key];
    else next[key] = value;
    this.changed = next;
  }

  private field(key: string, f: FieldSchema): unknown {
    const id = `opt-${key}`;
    const choices = choicesOf(f);
    const value = this.value(key, f);
    const about = explanation(f);
    const hint = about ? html`<div class="hint" id="${id}-hint">${about}</div>` : nothing;
    if (choices?.length === 1) return nothing; // fixed by the game, nothing to choose
    if (choices && choices.length === 2 && choices.includes(true) && choices.includes(false)) {
      return html`<div class="field">
        <label class="check"
          ><input id=${id} type="checkbox" .checked=${value === true} aria-describedby="${id}-hint" @change=${(e: Event) =>
            this.set(key, (e.target as HTMLInputElement).checked)} />
          <span>${label(this.game, key)}</span></label
        >${hint}
      </div>`;
    }
    if (choices) {
      return html`<div class="field">
        <label for=${id}>${label(this.game, key)}</label>
        <select id=${id} aria-describedby="${id}-hint" @change=${(e: Event) => this.set(key, choices[(e.target as HTMLSelectElement).selectedIndex])}>
          ${choices.map((c) => html`<option ?selected=${c === value}>${show(this.game, key, c)}</option>`)}
        </select>
        ${hint}
      </div>`;
    }
    // a number, or a number that may be left empty (anyOf [integer, null]: "empty" means the game's default rule)
    const num = f.type === 'integer' || f.type === 'number' ? f : f.anyOf?.find((p) => p.type === 'integer' || p.type === 'number');
    const nullable = f.anyOf?.some((p) => p.type === 'null') ?? false;
    if (num) {
      return html`<div class="field">
        <label for=${id}>${label(this.game, key)}</label>
        <input
          id=${id}
          type="number"
          inputmode="numeric"
          min=${num.minimum ?? ''}
          max=${num.maximum ?? ''}
          step=${num.type === 'integer' ? '1' : 'any'}
          .value=${String(value ?? '')}
          aria-describedby="${id}-hint"
          @change=${(e: Event) => {
            const input = e.target as HTMLInputElement;
            const n = input.valueAsNumber;
            if (Number.isFinite(n)) this.set(key, n);
            else if (nullable && input.value === '') this.set(key, null);
          }}
        />
        ${hint}
      </div>`;
    }
    if (f.type === 'string') {
      return html`<div class="field">
        <label for=${id}>${label(this.game, key)}</label>
        <input id=${id} type="text" .value=${String(value ?? '')} @change=${(e: Event) => this.set(key, (e.target as HTMLInputElement).value)} />
        ${hint}
      </div>`;
    }
    return nothing;
  }
}
