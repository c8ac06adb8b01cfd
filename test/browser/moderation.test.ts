/**
 * Issue 21, blocking, reports and a club's mutes in the site, on a phone (360×740): a player blocks
 * another from their page and finds them in the settings, the blocked player's chat lines stay out of
 * the table's chat (those the socket brings too) with a count of what was hidden, a report is sent
 * from the player page, and a club's owner mutes a member on the club's page; a watcher reports a chat
 * line from the table's chat, and the club's owner reads it with the line and marks it handled.
 */
import { api, assert, assertEqual, expectNoConsoleErrors, newPlayer, watchedPage, type ApiPlayer, type Suite, type TestEnv } from './harness.js';
import { expectAccessible } from './axe.js';
import { expectNoSidewaysOverflow } from './helpers.js';

const PHONE = { width: 360, height: 740 };

async function signedIn(env: TestEnv, who: ApiPlayer) {
  const p = await watchedPage(env, PHONE);
  await p.context.addInitScript((identity) => {
    localStorage.setItem('stammtisch.player', identity);
    localStorage.setItem('stammtisch.lang', 'en');
  }, JSON.stringify({ player: { id: who.id, name: who.name }, token: who.token }));
  return p;
}

async function blockReportMute(env: TestEnv): Promise<void> {
  const [ana, ben] = await Promise.all([newPlayer(env, 'Ana'), newPlayer(env, 'Ben')]);
  // A table they already share: it goes on after the block, but Ana no longer reads Ben.
  const made = await api<{ table: { id: string } }>(env, 'POST', '/api/tables', ana.token, { game: 'tablanet', seats: 2, seat: 0, options: { targetScore: 1 } });
  const table = made.table.id;
  await api(env, 'POST', `/api/tables/${table}/seats/1`, ben.token, {});
  const p = await signedIn(env, ana);
  const { page } = p;
  try {
    await page.goto(`${env.base}/players/${ben.id}`);
    await page.getByRole('button', { name: 'Block' }).click();
    await page.getByText('You have blocked this player').waitFor();
    await expectNoSidewaysOverflow(page);
    await page.getByText('Report', { exact: true }).click();
    await page.getByLabel('Reason').selectOption('stalling');
    await page.getByLabel('What happened (optional)').fill('He lets his clock run out on purpose');
    await page.getByLabel('Table (optional)').fill(`${env.base}/t/${table}`);
    await page.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Thank you. The report has reached the operators.').waitFor();

    await page.goto(`${env.base}/settings`);
    const row = page.locator(`st-blocked-list li[data-player="${ben.id}"]`);
    await row.getByText('Ben').waitFor();

    await api(env, 'POST', `/api/tables/${table}/chat`, ben.token, { text: 'Servus from Ben' });
    await api(env, 'POST', `/api/tables/${table}/chat`, ana.token, { text: 'Hello from Ana' });
    await page.goto(`${env.base}/t/${table}`);
    const chat = page.locator('st-corr-panel .chat');
    await chat.getByText('Hello from Ana').waitFor();
    await chat.getByText('1 message of a blocked player hidden').waitFor();
    // A line the socket brings is hidden the same way.
    await api(env, 'POST', `/api/tables/${table}/chat`, ben.token, { text: 'Still there?' });
    await chat.getByText('2 messages of blocked players hidden').waitFor();
    assertEqual(await chat.getByText(/Servus from Ben|Still there\?/).count(), 0, 'Ana does not see Ben\'s lines');

    // Ana's club: she mutes Ben on the club's page, which marks him in the member list.
    const club = `klub-${ana.id.slice(0, 8)}`;
    await api(env, 'POST', `/api/lobbies/${club}/claim`, ana.token);
    await api(env, 'PUT', `/api/lobbies/${club}/members`, ana.token, { members: [ben.id] });
    await page.goto(`${env.base}/clubs/${club}`);
    const member = page.locator(`st-club-page li[data-member="${ben.id}"]`);
    await member.getByText('Ben').waitFor();
    await member.getByRole('button', { name: 'Mute in this club' }).click();
    await member.getByText('Muted: cannot chat at, create or join this club’s tables').waitFor();
    const lobby = await api<{ muted?: string[] }>(env, 'GET', `/api/lobbies/${club}`, ana.token);
    assertEqual(lobby.muted, [ben.id], 'the mute is stored');
    await expectNoSidewaysOverflow(page);
    await member.getByRole('button', { name: 'Unmute' }).click();
    await member.getByRole('button', { name: 'Mute in this club' }).waitFor();
    assert((await member.getByText('Muted:').count()) === 0, 'unmuted, the mark is gone');
    expectNoConsoleErrors(p, 'the moderation pages');
  } finally {
    await p.context.close();
  }
}

async function reportLineAndHandle(env: TestEnv): Promise<void> {
  const [cleo, dan, ana] = await Promise.all([newPlayer(env, 'Cleo'), newPlayer(env, 'Dan'), newPlayer(env, 'Ana')]);
  const club = `klub-${cleo.id.slice(0, 8)}`;
  await api(env, 'POST', `/api/lobbies/${club}/claim`, cleo.token);
  const made = await api<{ table: { id: string } }>(env, 'POST', '/api/tables', cleo.token, { game: 'tablanet', seats: 2, seat: 0, lobby: club, options: { targetScore: 1 } });
  const table = made.table.id;
  await api(env, 'POST', `/api/tables/${table}/seats/1`, dan.token, {});
  await api(env, 'POST', `/api/tables/${table}/chat`, dan.token, { text: 'you play like a donkey' });

  // Ana watches the club's table and reports Dan's line from its chat.
  const watcher = await signedIn(env, ana);
  const owner = await signedIn(env, cleo);
  try {
    const page = watcher.page;
    await page.goto(`${env.base}/t/${table}`);
    const line = page.locator('st-corr-panel .chat li', { hasText: 'you play like a donkey' });
    await line.getByRole('button', { name: 'Report this message by Dan' }).click();
    await line.getByLabel('Reason').selectOption('abuse');
    await line.getByLabel('What happened (optional)').fill('an insult mid-deal');
    await expectNoSidewaysOverflow(page);
    await expectAccessible(page, 'the table with a chat line\'s report form open');
    await line.getByRole('button', { name: 'Send report' }).click();
    await line.getByText('Reported. Thank you.').waitFor();

    // The club's owner reads it on the club's page with what was said, and marks it handled.
    await owner.page.goto(`${env.base}/clubs/${club}`);
    const reports = owner.page.locator('st-lobby-reports');
    const item = reports.locator('li', { hasText: 'Ana reported Dan' });
    await item.getByText('Message: “you play like a donkey”').waitFor();
    await item.getByText('an insult mid-deal').waitFor();
    await expectNoSidewaysOverflow(owner.page);
    await expectAccessible(owner.page, 'the club page with its reports');
    await item.getByRole('button', { name: 'Mark handled' }).click();
    await reports.getByText('No reports here.').waitFor();
    await reports.getByLabel('Show').selectOption('handled');
    await reports.locator('li', { hasText: 'Ana reported Dan' }).getByText('Handled by Cleo').waitFor();
    const open = await api<{ reports: unknown[] }>(env, 'GET', `/api/lobbies/${club}/reports`, cleo.token);
    assertEqual(open.reports.length, 0, 'no open report is left');
    expectNoConsoleErrors(watcher, 'the table with a reported line');
    expectNoConsoleErrors(owner, 'the club page with its reports');

    // The public lobby's page is the operators' report page: no club, nothing about claiming it.
    await owner.page.goto(`${env.base}/clubs/public`);
    await owner.page.getByRole('heading', { level: 1, name: 'Reports to the site’s operators' }).waitFor();
    assertEqual(await owner.page.getByText('No club has claimed this lobby.').count(), 0, 'the public page says nothing about claiming');
  } finally {
    await watcher.context.close();
    await owner.context.close();
  }
}

export const suite: Suite = {
  name: 'moderation',
  tests: [
    { name: 'block from the player page and the settings, hidden chat lines, a report, and a club owner\'s mute (360 px)', run: blockReportMute },
    { name: 'a watcher reports a chat line from the table, and the club\'s owner marks it handled (360 px)', run: reportLineAndHandle },
  ],
};
