/**
 * The client kit's example bots (clients/examples) against this server, as CI runs them: a bot account
 * is challenged, the example accepts it from its event stream and plays the whole match over the
 * table's socket while the challenger plays her seat, and the finished table labels the bot at its
 * seat. The TypeScript bot always; the Python one when python3 is there (skipped with a message if not).
 * Bounded: a Tablanet match of one hand, every wait with a deadline.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { api, assert, assertEqual, expectNoConsoleErrors, newPlayer, type Suite, type TestEnv, watchedPage } from './harness.js';

interface Playable {
  seq: number;
  legal: string[];
  table: { status: string; players: { name?: string; botAccount?: true }[] };
}

/** A started example bot with everything it printed so far. */
interface RunningBot {
  readonly child: ChildProcess;
  output: string;
}

function startBot(command: string, args: readonly string[]): RunningBot {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const bot: RunningBot = { child, output: '' };
  child.stdout!.on('data', (d) => (bot.output += d));
  child.stderr!.on('data', (d) => (bot.output += d));
  return bot;
}

async function waitFor(what: string, ms: number, done: () => boolean | Promise<boolean>): Promise<void> {
  const until = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Node 22 (the example needs its WebSocket): the pinned one when this runs on an older Node. */
const node22 = (): string => (Number(process.versions.node.split('.')[0]) >= 22 || !existsSync('node_modules/node/bin/node') ? process.execPath : 'node_modules/node/bin/node');

async function botPlaysAChallenge(env: TestEnv, command: string, args: readonly string[], name: string, showOnSite = false): Promise<void> {
  const robo = await newPlayer(env, name);
  await api(env, 'POST', '/api/me/bot', robo.token);
  const ana = await newPlayer(env, 'Ana');
  const bot = startBot(command, [...args, '--base', env.base, '--token', robo.token, '--once']);
  try {
    // The bot reads its events from now on: challenge it once it listens.
    await waitFor(`${name} listens (output: ${bot.output})`, 60_000, () => bot.output.includes('listening for challenges') || bot.child.exitCode !== null);
    const made = await api<{ id: string; to: { bot?: true } }>(env, 'POST', '/api/challenges', ana.token, {
      to: robo.id, game: 'tablanet', seats: 2, options: { targetScore: 1 },
    });
    assertEqual(made.to.bot, true, 'the challenge names a bot account');
    let table = '';
    await waitFor(`${name} accepts (output: ${bot.output})`, 30_000, async () => {
      table = (await api<{ table?: string }>(env, 'GET', `/api/challenges/${made.id}`, ana.token)).table ?? '';
      return table !== '';
    });
    // Ana plays her seat over REST; the bot answers over its socket.
    const until = Date.now() + 180_000;
    for (let state = await api<Playable>(env, 'GET', `/api/tables/${table}`, ana.token); state.table.status !== 'finished'; ) {
      if (Date.now() > until) throw new Error(`the match did not end within 180 s (bot output: ${bot.output})`);
      if (state.legal.length > 0) {
        try {
          state = await api<Playable>(env, 'POST', `/api/tables/${table}/actions`, ana.token, { seq: state.seq, action: state.legal[0] });
          continue;
        } catch (e) {
          if (!/409/.test(String(e))) throw e; // the bot moved meanwhile (STALE_SEQ): read again
        }
      } else {
        await new Promise((r) => setTimeout(r, 150));
      }
      state = await api<Playable>(env, 'GET', `/api/tables/${table}`, ana.token);
    }
    await waitFor(`${name} ends after the match (output: ${bot.output})`, 30_000, () => bot.child.exitCode !== null);
    assertEqual(bot.child.exitCode, 0, `${name} exit code (output: ${bot.output})`);
    assert(/accepted Ana's challenge/.test(bot.output) && /the match is over/.test(bot.output), `${name} says what it did: ${bot.output}`);
    const end = await api<Playable>(env, 'GET', `/api/tables/${table}`);
    assertEqual(end.table.players.map((p) => p.botAccount === true), [false, true], 'the bot account is labelled at its seat');

    if (!showOnSite) return;
    // The site labels the bot at its seat.
    const p = await watchedPage(env, { width: 360, height: 740 });
    await p.page.goto(`${env.base}/t/${table}`);
    const badge = p.page.locator('.bot-badge').first();
    await badge.waitFor({ timeout: 15_000 });
    assert((await badge.innerText()).trim().length > 0, 'the bot badge has a visible label');
    expectNoConsoleErrors(p, 'the finished table with a bot account');
    await p.context.close();
  } finally {
    if (bot.child.exitCode === null) bot.child.kill('SIGTERM');
  }
}

export const suite: Suite = {
  name: 'client kit',
  tests: [
    {
      name: 'the TypeScript example bot accepts a challenge and plays the match to its end',
      run: (env) => botPlaysAChallenge(env, node22(), ['node_modules/tsx/dist/cli.mjs', 'clients/examples/bot.ts'], 'TS bot', true),
    },
    {
      name: 'the Python example bot (standard library only) does the same',
      run: async (env) => {
        if (spawnSync('python3', ['--version']).status !== 0) {
          console.log('    (skipped: python3 is not installed)');
          return;
        }
        await botPlaysAChallenge(env, 'python3', ['clients/examples/bot.py'], 'Python bot');
      },
    },
  ],
};
