import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { LocaleController, getLocale, t } from '../i18n/index.js';
import { optionWords } from '../i18n/options.js';
import { appliesAt, choicesOf, optionLayout, type FieldSchema, type ObjectSchema } from './option-layout.js';
import { pageStyles } from './styles.js';

export type { FieldSchema, ObjectSchema } from './option-layout.js';

/** An option the catalogue has no words for yet: "targetScore" → "Target score". */
function fallbackLabel(key: string): string {
  const words = key.replace(/([a-z])([A-Z0-9])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const show = (v: unknown): string => (v === true ? t('create.yes') : v === false ? t('create.no') : String(v));

/**
 * The schema's explanation of an option is English (it documents the API); the form shows it only
 * to a reader of English, should the option catalogue have no hint for an option.
 */
function explanation(f: FieldSchema): string | undefined {
  return getLocale() === 'en' ? f.description : undefined;
}
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const isNumber = (f: FieldSchema): boolean => f.type === 'integer' || f.type === 'number';

/**
 * A form generated from the JSON Schema of a game's options, in the words of the option catalogue
 * (web/i18n/options.ts): a checkbox for a yes/no option, a list for a choice, a box per choice where
 * several may be ticked, a number field with its bounds, a seat list where the value is a seat. It
 * shows one part of the options (the common ones or the house rules) and only those that matter at
 * the chosen number of players; it starts from the defaults with the chosen house rules on top and
 * reports only what the player changed.
 */
export class StOptionsForm extends LitElement {
  static override styles = [
    pageStyles,
    css`
      .field {
        margin-bottom: 0.6rem;
      }
      .check {
        display: flex;
        gap: 0.5rem;
        align-items: flex-start;
        font-weight: 600;
        min-height: 2.75rem;
        margin: 0;
      }
      .check input {
        margin-top: 0.25rem;
      }
      fieldset {
        border: 0;
        padding: 0;
        margin: 0 0 0.6rem;
      }
      legend {
        font-weight: 600;
        padding: 0;
      }
    `,
  ];

  @property() game = '';
  @property({ attribute: false }) schema: ObjectSchema = {};
  /** The values the form starts from: defaults with a house-rule profile's options on top. */
  @property({ attribute: false }) baseline: Readonly<Record<string, unknown>> = {};
  /** Players at the table: options for other numbers of players are left out, seat lists are this long. */
  @property({ type: Number }) seats = 0;
  /** Which options: the ones most tables set, or the house rules. */
  @property() section: 'common' | 'house' = 'common';
  @state() private changed: Record<string, unknown> = {};
  protected readonly i18n = new LocaleController(this);

  /** The options the player set differently from the baseline (only those that apply at this table). */
  get overrides(): Record<string, unknown> {
    return Object.fromEntries(Object.entries(this.changed).filter(([key]) => appliesAt(this.game, key, this.seats)));
  }

  /** Forgets the player's changes (after the game or the house rules changed). */
  reset(): void {
    this.changed = {};
  }

  override render(): unknown {
    const common = optionLayout(this.game).common;
    const props = Object.entries(this.schema.properties ?? {}).filter(
      ([key]) => common.includes(key) === (this.section === 'common') && appliesAt(this.game, key, this.seats),
    );
    return html`${props.map(([key, f]) => this.field(key, f))}`;
  }

  private value(key: string, f: FieldSchema): unknown {
    return key in this.changed ? this.changed[key] : key in this.baseline ? this.baseline[key] : f.default;
  }

  private set(key: string, value: unknown): void {
    const base = key in this.baseline ? this.baseline[key] : this.schema.properties?.[key]?.default;
    const next = { ...this.changed };
    if (same(value, base)) delete next[key];
    else next[key] = value;
    this.changed = next;
  }

  private field(key: string, f: FieldSchema): unknown {
    const id = `opt-${key}`;
    const words = optionWords(this.game, key);
    const label = words?.label ?? fallbackLabel(key);
    const hintText = words?.hint ?? explanation(f);
    const hint = hintText ? html`<div class="hint" id="${id}-hint">${hintText}</div>` : nothing;
    const describedBy = hintText ? `${id}-hint` : nothing;
    const value = this.value(key, f);
    const lot = optionLayout(this.game).seat[key];
    if (lot !== undefined) {
      // a seat: the game counts from 0, the table (and so this list) from 1
      const values = [lot, ...Array.from({ length: this.seats }, (_, i) => i)];
      return this.select(id, label, hint, describedBy, key, values, value, (v) => (v === lot ? t('create.byLot') : t('table.seat', { n: Number(v) + 1 })));
    }
    const choices = choicesOf(f) ?? (words?.choices && isNumber(f) ? Object.keys(words.choices).map(Number) : undefined);
    const name = (c: unknown): string => words?.choices?.[String(c)] ?? show(c);
    if (choices?.length === 1) return nothing; // fixed by the game, nothing to choose
    if (choices && choices.length === 2 && choices.includes(true) && choices.includes(false)) {
      return html`<div class="field">
        <label class="check"
          ><input id=${id} type="checkbox" .checked=${value === true} aria-describedby=${describedBy} @change=${(e: Event) =>
            this.set(key, (e.target as HTMLInputElement).checked)} />
          <span>${label}</span></label
        >${hint}
      </div>`;
    }
    if (choices) return this.select(id, label, hint, describedBy, key, choices, value, name);
    const many = f.type === 'array' && f.items ? choicesOf(f.items) : undefined;
    if (many) {
      const picked = Array.isArray(value) ? (value as unknown[]) : [];
      return html`<fieldset class="field" id=${id} aria-describedby=${describedBy}>
        <legend>${label}</legend>
        ${many.map(
          (c) => html`<label class="check"
            ><input type="checkbox" value=${String(c)} .checked=${picked.includes(c)} @change=${(e: Event) =>
              this.set(key, (e.target as HTMLInputElement).checked ? many.filter((x) => x === c || picked.includes(x)) : picked.filter((x) => x !== c))} />
            <span>${name(c)}</span></label
          >`,
        )}
        ${hint}
      </fieldset>`;
    }
    // a number, or a number that may be left empty (anyOf [integer, null]: "empty" means the game's default rule)
    const num = isNumber(f) ? f : f.anyOf?.find(isNumber);
    const nullable = f.anyOf?.some((p) => p.type === 'null') ?? false;
    if (num) {
      return html`<div class="field">
        <label for=${id}>${label}</label>
        <input
          id=${id}
          type="number"
          inputmode="numeric"
          min=${num.minimum ?? ''}
          max=${num.maximum ?? ''}
          step=${num.type === 'integer' ? '1' : 'any'}
          .value=${String(value ?? '')}
          aria-describedby=${describedBy}
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
        <label for=${id}>${label}</label>
        <input id=${id} type="text" .value=${String(value ?? '')} aria-describedby=${describedBy} @change=${(e: Event) =>
          this.set(key, (e.target as HTMLInputElement).value)} />
        ${hint}
      </div>`;
    }
    return nothing;
  }

  private select(
    id: string,
    label: string,
    hint: unknown,
    describedBy: unknown,
    key: string,
    choices: readonly unknown[],
    value: unknown,
    name: (c: unknown) => string,
  ): unknown {
    return html`<div class="field">
      <label for=${id}>${label}</label>
      <select id=${id} aria-describedby=${describedBy} @change=${(e: Event) => this.set(key, choices[(e.target as HTMLSelectElement).selectedIndex])}>
        ${choices.map((c) => html`<option ?selected=${same(c, value)}>${name(c)}</option>`)}
      </select>
      ${hint}
    </div>`;
  }
}
