/** The browser test suites, in the order scripts/browser-tests.mjs runs them. */
import { suite as a11y } from './a11y.test.js';
import { suite as accounts } from './accounts.test.js';
import { suite as analysis } from './analysis.test.js';
import { suite as botKit } from './bot-kit.test.js';
import { suite as claim } from './claim.test.js';
import { suite as components } from './components.test.js';
import { suite as correspondence } from './correspondence.test.js';
import { suite as create } from './create.test.js';
import { suite as embed } from './embed.test.js';
import type { Suite } from './harness.js';
import { suite as languages } from './languages.test.js';
import { suite as moderation } from './moderation.test.js';
import { suite as phone } from './phone.test.js';
import { suite as play } from './play.test.js';
import { suite as ratings } from './ratings.test.js';
import { suite as taleles } from './taleles.test.js';
import { suite as tarock } from './tarock.test.js';
import { suite as tarot } from './tarot.test.js';
import { suite as tournament } from './tournament.test.js';
import { suite as turns } from './turns.test.js';

export const suites: readonly Suite[] = [a11y, components, create, play, embed, tarock, taleles, tarot, claim, tournament, correspondence, turns, accounts, analysis, ratings, moderation, phone, languages, botKit];
