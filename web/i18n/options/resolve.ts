/**
 * The words of one option or profile in a language, looked up field by field through the language's
 * catalogues in fallback order (the language itself, its neighbours, English: shared/locale.ts
 * `lookupOrder`). Pure: the site's create form and the worker's GET /api/games both read it.
 */
import type { OptionWords, OwnOptionCatalogue, ProfileWords } from './types.js';

/** The words for option `key` of `game`: each of label, hint and every choice's name from the first catalogue that has it. */
export function resolveOptionWords(order: readonly OwnOptionCatalogue[], game: string, key: string): OptionWords | undefined {
  const found = order.map((c) => c.options[game]?.[key]).filter((w): w is Partial<OptionWords> => w !== undefined);
  const label = found.find((w) => w.label !== undefined)?.label;
  const hint = found.find((w) => w.hint !== undefined)?.hint;
  if (label === undefined || hint === undefined) return undefined;
  const named = found.filter((w) => w.choices !== undefined);
  if (named.length === 0) return { label, hint };
  // The first catalogue's name of each choice wins: merge from the last one forward.
  const choices = Object.assign({}, ...named.map((w) => w.choices).reverse()) as Record<string, string>;
  return { label, hint, choices };
}

/** The name and description of house-rule profile `id`, each from the first catalogue that has it. */
export function resolveProfileWords(order: readonly OwnOptionCatalogue[], id: string): ProfileWords | undefined {
  const found = order.map((c) => c.profiles[id]).filter((w): w is Partial<ProfileWords> => w !== undefined);
  const name = found.find((w) => w.name !== undefined)?.name;
  const description = found.find((w) => w.description !== undefined)?.description;
  return name === undefined || description === undefined ? undefined : { name, description };
}
