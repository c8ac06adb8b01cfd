/**
 * The shape of the create form's words (see ../options.ts). Pure data types, shared by the site and
 * the worker (GET /api/games titles its options with them).
 */
export interface OptionWords {
  readonly label: string;
  readonly hint: string;
  /** A name for each value of a choice, keyed by the value as text ('true', '6-6-4', 'vorhandChooses'). */
  readonly choices?: Readonly<Record<string, string>>;
}

export interface ProfileWords {
  readonly name: string;
  readonly description: string;
}

export interface OptionCatalogue {
  readonly options: Readonly<Record<string, Readonly<Record<string, OptionWords>>>>;
  readonly profiles: Readonly<Record<string, ProfileWords>>;
}

/**
 * A language's own words: only what differs from the language it falls back to (Bosnian holds only
 * what it says otherwise than Croatian). Every field, and every choice's name, is looked up on its own
 * through the language's fallbacks (shared/locale.ts `lookupOrder`).
 */
export interface OwnOptionCatalogue {
  readonly options: Readonly<Record<string, Readonly<Record<string, Partial<OptionWords>>>>>;
  readonly profiles: Readonly<Record<string, Partial<ProfileWords>>>;
}
