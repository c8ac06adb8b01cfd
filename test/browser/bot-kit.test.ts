/**
 * The client kit's example bots (clients/examples) against this server, as CI runs them: a bot account
 * is challenged (the TypeScript one from the site: the challenge form on its player page, on a phone),
 * the example accepts it from its event stream and plays the whole match over the
 * table's socket while the challenger plays her seat, and the finished table labels the bot at its
 * seat and its player page. The TypeScript bot always; the Python one when python3 is there (skipped with a message if not).
 * Bounded: a Tablanet match of one hand, every wait with a deadline.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { api, type ApiPlayer, assert, assertEqual, expectNoConsoleErrors, newPlayer, type Suite, type TestEnv, type WatchedPage, watchedPage } from './harness.js';
import { expectNoSidewaysOverflow, openCreateForm, submitCreate, tableId } from './helpers.js';

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

/**
 * Ana challenges the bot from the site, as a person would, on a phone: signed in on this browser, she
 * opens the bot's player page, chooses Tablanet to one point and sends the challenge; once the bot
 * accepts, the page opens the table the challenge made. Returns the table's id.
 */
async function challengeFromSite(p: WatchedPage, env: TestEnv, ana: ApiPlayer, robo: ApiPlayer): Promise<string> {
  await p.page.goto(`${env.base}/`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
  await p.page.evaluate((identity) => localStorage.setItem('stammtisch.player', JSON.stringify(identity)), {
    player: { id: ana.id, name: ana.name },
    token: ana.token,
  });
  await p.page.goto(`${env.base}/players/${robo.id}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
  const form = p.page.locator('st-challenge-form form');
  await form.waitFor({ timeout: 30_000 });
  await form.locator('#challenge-game').selectOption('tablanet');
  await form.locator('#challenge-seats').selectOption('2');
  // The options fold is closed on a phone.
  for (const fold of await form.locator('details.fold').all()) {
    if (!(await fold.evaluate((d) => (d as HTMLDetailsElement).open))) await fold.locator('summary').click();
  }
  await form.locator('#opt-targetScore').fill('1');
  await p.page.keyboard.press('Tab');
  await expectNoSidewaysOverflow(p.page);
  await form.getByRole('button', { name: 'Send the challenge' }).click();
  await p.page.locator('st-challenge-form .challenge-sent').getByText(`waiting for ${robo.name} to answer`).waitFor({ timeout: 30_000 });
  await p.page.waitForURL(/\/t\/[a-z2-9]{12}$/, { timeout: 60_000 });
  return new URL(p.page.url()).pathname.split('/')[2]!;
}

async function botPlaysAChallenge(env: TestEnv, command: string, args: readonly string[], name: string, fromSite = false): Promise<void> {
  const robo = await newPlayer(env, name);
  await api(env, 'POST', '/api/me/bot', robo.token);
  const ana = await newPlayer(env, 'Ana');
  const bot = startBot(command, [...args, '--base', env.base, '--token', robo.token, '--once']);
  const p = fromSite ? await watchedPage(env, { width: 360, height: 740 }) : undefined;
  try {
    // The bot reads its events from now on: challenge it once it listens.
    await waitFor(`${name} listens (output: ${bot.output})`, 60_000, () => bot.output.includes('listening for challenges') || bot.child.exitCode !== null);
    let table = '';
    if (p) {
      table = await challengeFromSite(p, env, ana, robo);
    } else {
      const made = await api<{ id: string; to: { bot?: true } }>(env, 'POST', '/api/challenges', ana.token, {
        to: robo.id, game: 'tablanet', seats: 2, options: { targetScore: 1 },
      });
      assertEqual(made.to.bot, true, 'the challenge names a bot account');
      await waitFor(`${name} accepts (output: ${bot.output})`, 30_000, async () => {
        table = (await api<{ table?: string }>(env, 'GET', `/api/challenges/${made.id}`, ana.token)).table ?? '';
        return table !== '';
      });
    }
    const options = (await api<{ table: { options: { targetScore?: number } } }>(env, 'GET', `/api/tables/${table}`)).table.options;
    assertEqual(options.targetScore, 1, 'the table plays the options of the challenge');
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

    if (!p) return;
    // The site labels the bot at its seat.
    await p.page.goto(`${env.base}/t/${table}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    const badge = p.page.locator('.bot-badge').first();
    await badge.waitFor({ timeout: 30_000 });
    assert((await badge.innerText()).trim().length > 0, 'the bot badge has a visible label');
    // And on its player page.
    await p.page.goto(`${env.base}/players/${robo.id}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await p.page.locator('h1 .bot-badge').waitFor({ timeout: 30_000 });
    // Ana's challenges list the one the bot accepted, with its table.
    await p.page.goto(`${env.base}/me`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    const mine = p.page.locator('st-challenges li', { hasText: robo.name });
    await mine.getByText('accepted').waitFor({ timeout: 30_000 });
    assertEqual(await mine.getByRole('link', { name: 'Open the table' }).getAttribute('href'), `/t/${table}`, 'the accepted challenge links its table');
    expectNoConsoleErrors(p, 'the challenge form, the finished table, the player page of a bot account and the challenges');
  } finally {
    if (bot.child.exitCode === null) bot.child.kill('SIGTERM');
    await p?.context.close();
  }
}

export const suite: Suite = {
  name: 'client kit',
  tests: [
    {
      name: 'the create form lets a table\'s creator keep bot accounts away, and a bot account is then refused',
      run: async (env) => {
        const p = await watchedPage(env, { width: 360, height: 740 });
        try {
          await openCreateForm(p.page, env, 'Start a Tablanet table', 'people');
          const allow = p.page.locator('st-create #allow-bots');
          assert(await allow.isChecked(), 'casual tables allow bot accounts unless their creator says no');
          await allow.uncheck();
          const id = tableId(await submitCreate(p.page, 'Ana'));
          const robo = await newPlayer(env, 'Robo');
          await api(env, 'POST', '/api/me/bot', robo.token);
          const refused = await fetch(`${env.base}/api/tables/${id}/seats/1`, { method: 'POST', headers: { authorization: `Bearer ${robo.token}` } });
          assertEqual([refused.status, ((await refused.json()) as { code: string }).code], [403, 'BOTS_NOT_ALLOWED'], 'a bot account at a table without bots');
          expectNoConsoleErrors(p, 'the create form');
        } finally {
          await p.context.close();
        }
      },
    },
    {
      name: 'the TypeScript example bot accepts a challenge sent from the site and plays the match to its end',
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
