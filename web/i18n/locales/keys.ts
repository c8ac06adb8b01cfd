/**
 * What a language's own catalogue holds: every key of the core (en.ts, with the correspondence
 * strings) and of the site (site.ts). The type checker sees that none is missing and none is extra;
 * test/engine/catalogues.test.ts checks the same at run time and that every key is used.
 */
import type { CoreKey } from '../en.js';
import type { SiteKey } from '../site.js';

export type LocaleCatalogue = Readonly<Record<CoreKey | SiteKey, string>>;
