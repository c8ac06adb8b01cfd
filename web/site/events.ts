/** Events between the site's pages and the app shell. */
import type { Identity } from '../api/session.js';

/** A page obtained a player identity (a name was chosen); the shell keeps it. */
export class IdentityEvent extends Event {
  static readonly type = 'st-identity';
  constructor(readonly identity: Identity) {
    super(IdentityEvent.type, { bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'st-identity': IdentityEvent;
  }
}
