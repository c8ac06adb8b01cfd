/**
 * The create form's words cover every option of every game in all nine languages, in plain words: a
 * label and a hint for each option a player can set, a name for each of its choices, a name and a
 * description for each house-rule profile — and none of them is an option id ("sweepJack",
 * "king_call"), a value id or a reference into the rules files ("§11.2", "(Q14)").
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import { describe, expect, it } from 'vitest';
import { currentGames } from '../../shared/index.js';
import { LOCALES } from '../../shared/locale.js';
import { allOptionWords, ownOptionWords, type OptionWords } from '../../web/i18n/options.js';
import { choicesOf, optionLayout, type FieldSchema, type ObjectSchema } from '../../web/site/option-layout.js';

const games = currentGames().map((g) => ({
  id: g.id,
  profiles: g.profiles.map((p) => p.id),
  schema: toJsonSchema(g.options, { target: 'draft-2020-12', errorMode: 'ignore' }) as ObjectSchema,
}));

/** An id or a rules reference where words belong: camelCase, snake_case, §, (Q14). */
function notPlain(text: string): string | undefined {
  if (/§/.test(text)) return 'a section sign';
  if (/\bQ\d+\b/.test(text)) return 'a rules question number';
  const id = /\b[a-z]+[A-Z][A-Za-z]*\b|\b[a-z]+_[a-z_]+\b/.exec(text);
  return id ? `the id "${id[0]}"` : undefined;
}

/** The values a player chooses among, or none for a yes/no box or a number. */
function valuesToName(key: string, f: FieldSchema, game: string): readonly unknown[] {
  if (key in optionLayout(game).seat) return [];
  const choices = f.type === 'array' && f.items ? choicesOf(f.items) : choicesOf(f);
  if (!choices || choices.length < 2) return [];
  return choices.length === 2 && choices.includes(true) && choices.includes(false) ? [] : choices;
}

const catalogues = await allOptionWords();
const own = await ownOptionWords();

describe('option words', () => {
  it('knows all four games', () => {
    expect(games.map((g) => g.id).sort()).toEqual(['tablanet', 'taleles', 'tarock', 'tarot']);
  });

  for (const locale of LOCALES) {
    const catalogue = catalogues[locale];
    for (const game of games) {
      it(`${locale}: every ${game.id} option has a label, a hint and named choices in plain words`, () => {
        const words = catalogue.options[game.id] ?? {};
        const problems: string[] = [];
        for (const [key, f] of Object.entries(game.schema.properties ?? {})) {
          if (choicesOf(f)?.length === 1) continue; // fixed by the game: the form does not show it
          const w: OptionWords | undefined = words[key];
          if (!w) {
            problems.push(`${key}: no words`);
            continue;
          }
          const texts = [w.label, w.hint, ...Object.values(w.choices ?? {})];
          for (const text of texts) {
            const why = notPlain(text);
            if (why) problems.push(`${key}: ${why} in "${text}"`);
          }
          if (w.label === key) problems.push(`${key}: the label is the id`);
          for (const value of valuesToName(key, f, game.id)) {
            const name = w.choices?.[String(value)];
            if (!name) problems.push(`${key}: no name for the choice ${String(value)}`);
            else if (name === String(value) && /[a-z]/.test(name)) problems.push(`${key}: the choice ${name} is named by its id`);
          }
        }
        for (const key of Object.keys(words)) if (!(key in (game.schema.properties ?? {}))) problems.push(`${key}: words for an option the game does not have`);
        expect(problems).toEqual([]);
      });

      it(`${locale}: every ${game.id} house-rule profile has a name and a description`, () => {
        for (const id of game.profiles) {
          const p = catalogue.profiles[id];
          expect(p?.name, id).toBeTruthy();
          expect(p?.description, id).toBeTruthy();
          expect(notPlain(`${p!.name} ${p!.description}`), id).toBeUndefined();
        }
      });
    }
  }

  it('Bosnian holds only its own words: none is a copy of the Croatian one it falls back to', () => {
    const copies: string[] = [];
    for (const [game, options] of Object.entries(own.bs.options)) {
      for (const [key, w] of Object.entries(options)) {
        const hr = own.hr.options[game]?.[key];
        if (w.label !== undefined && w.label === hr?.label) copies.push(`${game}.${key}.label`);
        if (w.hint !== undefined && w.hint === hr?.hint) copies.push(`${game}.${key}.hint`);
        for (const [value, name] of Object.entries(w.choices ?? {})) if (name === hr?.choices?.[value]) copies.push(`${game}.${key}.${value}`);
      }
    }
    for (const [id, p] of Object.entries(own.bs.profiles)) {
      if (p.name !== undefined && p.name === own.hr.profiles[id]?.name) copies.push(`${id}.name`);
      if (p.description !== undefined && p.description === own.hr.profiles[id]?.description) copies.push(`${id}.description`);
    }
    expect(copies).toEqual([]);
  });

  it('a Bosnian reader gets Bosnian words where Bosnian has them and Croatian ones elsewhere', () => {
    const aces = catalogues.bs.options.tablanet!.aceValues!;
    expect(aces.label).toBe('Koliko vrijedi kec');
    // The choice '1/11' is said alike in both: Bosnian reads it from Croatian, its own 'auto' beside it.
    expect(aces.choices?.['1/11']).toBe(catalogues.hr.options.tablanet!.aceValues!.choices?.['1/11']);
    expect(aces.choices?.auto).toContain('žandar');
    expect(catalogues.bs.options.tablanet!.teams4!.label).toBe(catalogues.hr.options.tablanet!.teams4!.label);
  });

  it('the layout names only options the games have', () => {
    for (const game of games) {
      const keys = Object.keys(game.schema.properties ?? {});
      const layout = optionLayout(game.id);
      for (const key of [...layout.common, ...Object.keys(layout.onlyWith), ...Object.keys(layout.seat)]) expect(keys, `${game.id}.${key}`).toContain(key);
    }
  });
});
