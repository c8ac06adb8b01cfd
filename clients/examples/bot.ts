/**
 * An example bot for Stammtisch, in TypeScript: it plays any game without knowing its rules.
 *
 * It listens to its account's event stream, accepts every challenge addressed to it, and plays each
 * table it is seated at over the table's socket, choosing among the `legal` actions the server lists,
 * until the match ends. Nothing is polled: the event stream says when there is something to do.
 *
 *   npm run bot:example -- --token st_… [--base http://127.0.0.1:8787] [--once]
 *
 * `--once` stops after the first match has ended (CI uses it). The token may also come from
 * STAMMTISCH_TOKEN. clients/README.md says how to get a token and make the account a bot.
 */
import { parseArgs } from 'node:util';
import { accountEvents, stammtisch, tableSocket, type AccountEvent, type TableState } from '../typescript/index.js';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string', default: process.env.STAMMTISCH_BASE ?? 'http://127.0.0.1:8787' },
    token: { type: 'string', default: process.env.STAMMTISCH_TOKEN },
    once: { type: 'boolean', default: false },
  },
});
if (!args.token) {
  console.error('usage: npm run bot:example -- --token <token> [--base <url>] [--once]   (or set STAMMTISCH_TOKEN)');
  process.exit(2);
}
const base = args.base;
const token = args.token;
const api = stammtisch(base, token);
const log = (text: string) => console.log(`${new Date().toISOString()} ${text}`);

/** The move to make: here simply the first legal one. A real bot thinks here, with `state.view`. */
function choose(state: TableState): string {
  return state.legal[0]!;
}

/** Plays one table over its socket until its match ends (or the socket closes). */
async function play(tableId: string): Promise<void> {
  const socket = tableSocket(base, tableId, token);
  let answered = -1; // the seq we last acted at: one action per state of the table
  for await (const message of socket) {
    if (message.type === 'error') {
      log(`table ${tableId}: ${message.code} ${message.detail}`);
      continue; // a STALE_SEQ is followed by the current state; a refused socket closes
    }
    if (message.type !== 'state') continue;
    if (message.table.status === 'finished') {
      const mine = message.yourSeat;
      const won = mine !== null && message.outcome?.winners.includes(mine);
      log(`table ${tableId}: the match is over — ${won ? 'won' : 'not won'} (${message.outcome?.summary ?? ''})`);
      socket.close();
      return;
    }
    if (message.legal.length > 0 && message.seq !== answered) {
      answered = message.seq;
      const action = choose(message);
      socket.send({ type: 'act', seq: message.seq, action, requestId: `${tableId}-${message.seq}` });
    }
  }
}

/** What the bot does with each event of its account. */
async function handle(event: AccountEvent, me: string, playing: Set<string>): Promise<void> {
  const challenge = event.challenge;
  if (event.kind === 'challengeReceived' && challenge?.status === 'open' && challenge.to?.id === me) {
    const { error } = await api.POST('/api/challenges/{id}/accept', { params: { path: { id: challenge.id } } });
    log(error ? `challenge ${challenge.id} from ${challenge.from.name}: not accepted (${error.code})` : `accepted ${challenge.from.name}'s challenge (${challenge.game})`);
    return;
  }
  // Seated (by a challenge, a rematch or an invitation): play the table, once per table.
  if (event.kind === 'seated' && event.table && !playing.has(event.table.id)) {
    const table = event.table;
    playing.add(table.id);
    log(`seated at ${table.name} (${table.game}, ${table.id}), seat ${event.seat}`);
    void play(table.id)
      .catch((e: unknown) => log(`table ${table.id}: ${String(e)}`))
      .finally(() => {
        playing.delete(table.id);
        if (args.once) process.exit(0);
      });
  }
}

const { data: me, error } = await api.GET('/api/me');
if (!me) {
  console.error(`the token was refused: ${error?.detail ?? 'no answer'}`);
  process.exit(1);
}
log(`${me.name} (${me.id})${me.bot ? ', a bot account' : ' — not a bot account yet: POST /api/me/bot (clients/README.md)'}`);
const playing = new Set<string>();
const ready = () => log('listening for challenges');
for await (const event of accountEvents(base, token, { onReady: ready })) {
  await handle(event, me.id, playing);
}
