/** Registers the site's pages and the elements they use. */
import { define } from '../core/define.js';
import '../elements/stammtisch-lobby.js';
import '../elements/stammtisch-table.js';
import { StChallengeForm } from './challenge-form.component.js';
import { StChallenges } from './challenges.component.js';
import { StCopyButton } from './copy-button.component.js';
import { StCreate } from './create.component.js';
import { StDevices } from './devices.component.js';
import { StEmbedPage } from './embed-page.component.js';
import { StHome } from './home.component.js';
import { StMyTables } from './my-tables.component.js';
import { StNextTurn } from './next-turn.component.js';
import './name-prompt.js';
import { StOptionsForm } from './options-form.component.js';
import { StPasskeyOffer } from './passkey-offer.component.js';
import { StRecoveryCode } from './recovery-code.component.js';
import { StPushOffer } from './push-offer.component.js';
import { StReplay } from './replay.component.js';
import { StReplayAnalysis } from './replay-analysis.component.js';
import { StSettings } from './settings.component.js';
import { StSignIn } from './signin.component.js';
import { StTablePage } from './table-page.component.js';
import './tournament-pages.js';
import './rating-pages.js';

define('st-challenge-form', StChallengeForm);
define('st-challenges', StChallenges);
define('st-copy-button', StCopyButton);
define('st-create', StCreate);
define('st-devices', StDevices);
define('st-embed-page', StEmbedPage);
define('st-home', StHome);
define('st-my-tables', StMyTables);
define('st-next-turn', StNextTurn);
define('st-options-form', StOptionsForm);
define('st-passkey-offer', StPasskeyOffer);
define('st-recovery-code', StRecoveryCode);
define('st-push-offer', StPushOffer);
define('st-replay', StReplay);
define('st-replay-analysis', StReplayAnalysis);
define('st-settings', StSettings);
define('st-signin', StSignIn);
define('st-table-page', StTablePage);

declare global {
  interface HTMLElementTagNameMap {
    'st-challenge-form': StChallengeForm;
    'st-challenges': StChallenges;
    'st-copy-button': StCopyButton;
    'st-create': StCreate;
    'st-devices': StDevices;
    'st-embed-page': StEmbedPage;
    'st-home': StHome;
    'st-my-tables': StMyTables;
    'st-next-turn': StNextTurn;
    'st-options-form': StOptionsForm;
    'st-passkey-offer': StPasskeyOffer;
    'st-recovery-code': StRecoveryCode;
    'st-push-offer': StPushOffer;
    'st-replay': StReplay;
    'st-replay-analysis': StReplayAnalysis;
    'st-settings': StSettings;
    'st-signin': StSignIn;
    'st-table-page': StTablePage;
  }
}
