/**
 * What notifications (webhooks, push, the digest) say, in English: the reference every language has.
 * Messages are ICU-style (shared/locale.ts); {time} is a date and time the sender writes out.
 */
export const noticeEn = {
  turn: 'Your turn at {table}',
  turnMoves: 'Your turn at {table}: {moves}',
  due: '(due {time})',
  reminder: 'Reminder: your move at {table} is due {time}',
  timeout: 'Your time at {table} has run out; the table’s absence policy acts at {time}',
  standin: 'Your time ran out at {table}: a stand-in bot plays for you until you return',
  finished: '{table} has ended',
  finishedWon: '{table} has ended: {names} won with {score, plural, one {# point} other {# points}}',
  finishedDraw: '{table} has ended in a draw',
  finishedShared: '{table} has ended: {names} share first place with {score, plural, one {# point} other {# points}}',
  finishedPitschMade: '{table} has ended: the Pitsch was made; {names} won',
  finishedPitschLost: '{table} has ended: the Pitsch was lost; {names} won',
  finishedForfeit: '{table} has ended: {name} ran out of time; {names} won',
  rematch: '{by} asked for a rematch of {table}: you sit at seat {seat} of the new table',
  digest: '{n, plural, one {Your turn at # table} other {Your turn at # tables}}: {names}',
  digestTitle: 'Stammtisch: tables waiting for you',
  test: 'Hello {name}: this is how Stammtisch tells you it is your turn',
  open: 'Open',
} as const;

export type NoticeKey = keyof typeof noticeEn;
export type NoticeCatalogue = Readonly<Record<NoticeKey, string>>;
