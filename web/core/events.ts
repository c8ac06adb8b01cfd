/**
 * Typed events the elements send up. Internal events start with `st-`; events for a host page
 * that embeds the widget start with `stammtisch-` (see docs/embedding.md).
 */

/** The player chose an action from the legal list; the table sends it to the server. */
export class ActEvent extends Event {
  static readonly type = 'st-act';
  constructor(readonly action: string) {
    super(ActEvent.type, { bubbles: true, composed: true });
  }
}

/** The player claims every remaining trick of the deal (offered only when the claim holds). */
export class ClaimEvent extends Event {
  static readonly type = 'st-claim';
  constructor() {
    super(ClaimEvent.type, { bubbles: true, composed: true });
  }
}

/** A card in the hand was chosen (activated by click, Enter or Space). */
export class CardPickEvent extends Event {
  static readonly type = 'st-card-pick';
  constructor(readonly card: string) {
    super(CardPickEvent.type, { bubbles: true, composed: true });
  }
}

/** The player asked to take a seat. */
export class SitEvent extends Event {
  static readonly type = 'st-sit';
  constructor(readonly seat: number) {
    super(SitEvent.type, { bubbles: true, composed: true });
  }
}

/** The player asked to leave their seat before the match started. */
export class LeaveEvent extends Event {
  static readonly type = 'st-leave';
  constructor(readonly seat: number) {
    super(LeaveEvent.type, { bubbles: true, composed: true });
  }
}

/** The choice of a card for a multi-step move was abandoned. */
export class CancelEvent extends Event {
  static readonly type = 'st-cancel';
  constructor() {
    super(CancelEvent.type, { bubbles: true, composed: true });
  }
}

/** The player queued a card play for their next turn (a pre-move); the server judges it when the turn comes. */
export class PremoveEvent extends Event {
  static readonly type = 'st-premove';
  constructor(readonly action: string) {
    super(PremoveEvent.type, { bubbles: true, composed: true });
  }
}

/** A DOM event for the page hosting the widget, with a plain JSON detail. */
export function hostEvent<T>(name: `stammtisch-${string}`, detail: T, cancelable = false): CustomEvent<T> {
  return new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable });
}

declare global {
  interface HTMLElementEventMap {
    'st-act': ActEvent;
    'st-card-pick': CardPickEvent;
    'st-sit': SitEvent;
    'st-leave': LeaveEvent;
    'st-cancel': CancelEvent;
    'st-premove': PremoveEvent;
  }
}
