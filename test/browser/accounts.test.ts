/**
 * The "done when", at 360×740 in Chromium: a player starts a table on the phone and adds a
 * passkey when the site offers one; a second, fresh browser signs in with that passkey (the DevTools
 * protocol's virtual authenticator holds it, as a synced passkey would be) and plays a move at the
 * table; a third signs in with a one-time code from the devices page; the phone is signed out from the
 * second browser, and the phone's socket closes at once.
 */
import type { BrowserContext, CDPSession, Page, WebSocket as PwSocket } from 'playwright-core';
import { assert, assertEqual, expectNoConsoleErrors, watchedPage, type Suite, type TestEnv, type WatchedPage } from './harness.js';
import { giveName, seenState, tableId, trackState, waitForSeqAbove } from './helpers.js';

const PHONE = { width: 360, height: 740 };

/** A virtual platform authenticator (resident keys, user verification) for the page's browser context. */
async function authenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, id: authenticatorId };
}

/** Sockets the page opens to a table, with how they closed. */
function watchSockets(page: Page): { sockets: PwSocket[]; closed: Set<PwSocket> } {
  const sockets: PwSocket[] = [];
  const closed = new Set<PwSocket>();
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/ws')) return;
    sockets.push(ws);
    ws.on('close', () => closed.add(ws));
  });
  return { sockets, closed };
}

async function until(what: string, probe: () => Promise<boolean> | boolean, ms = 15_000): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (await probe()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out: ${what}`);
}

/** A fresh browser at the phone size on localhost (WebAuthn needs a domain as relying party, not 127.0.0.1). */
async function phoneSized(env: TestEnv): Promise<WatchedPage> {
  const p = await watchedPage(env, PHONE);
  await trackState(p);
  return p;
}

async function signedInName(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('stammtisch.player') ?? '{}') as { player?: { name: string } }).player?.name ?? '');
}

async function followsAcrossDevices(env: TestEnv): Promise<void> {
  const base = env.base.replace('127.0.0.1', 'localhost');
  const contexts: BrowserContext[] = [];
  const phone = await phoneSized(env);
  const desktop = await phoneSized(env);
  const tablet = await phoneSized(env);
  contexts.push(phone.context, desktop.context, tablet.context);
  try {
    // The phone starts a Tablanet table against a bot, giving a name on the way.
    const phoneAuth = await authenticator(phone.page);
    const phoneSockets = watchSockets(phone.page);
    await phone.page.goto(`${base}/new/tablanet`);
    // alone, so a bot takes the other seat and the form goes straight to the table
    await phone.page.getByRole('button', { name: 'Start playing' }).click();
    await giveName(phone.page, 'Ana');
    await phone.page.waitForFunction(() => (window as unknown as { st?: { yourSeat: number | null } }).st?.yourSeat === 0);
    const id = tableId(phone.page.url());
    assert(id.length === 12, 'the phone is at its table');

    // The site offers a passkey after the first table; the first one comes with the recovery code.
    await phone.page.getByRole('button', { name: 'Add a passkey' }).click();
    const recovery = await phone.page.locator('st-recovery-code [data-recovery-code]').textContent();
    assert(/^([A-Z2-9]{4} ){8}[A-Z2-9]{4}$/.test(recovery?.trim() ?? ''), `a recovery code is shown: ${recovery}`);
    await phone.page.getByRole('button', { name: 'I have written it down' }).click();
    const { credentials } = await phoneAuth.cdp.send('WebAuthn.getCredentials', { authenticatorId: phoneAuth.id });
    assertEqual(credentials.length, 1, 'the phone holds one passkey');
    assert(credentials[0]!.isResidentCredential, 'the passkey is discoverable');
    await until('the phone\'s socket is open', () => phoneSockets.sockets.length > 0);
    assert(phoneSockets.sockets.every((s) => s.url().includes('ticket=wt_') && !s.url().includes('token=')), 'the socket opens with a ticket, no token in the URL');

    // The desktop, a fresh browser, has the same passkey (synced) and signs in with it.
    const desktopAuth = await authenticator(desktop.page);
    await desktopAuth.cdp.send('WebAuthn.addCredential', { authenticatorId: desktopAuth.id, credential: credentials[0]! });
    await desktop.page.goto(`${base}/signin`);
    await desktop.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await desktop.page.waitForURL(/\/me$/);
    assertEqual(await signedInName(desktop.page), 'Ana', 'the desktop is signed in as Ana');
    await desktop.page.getByRole('link', { name: /Tablanet with Ana/ }).click();
    await desktop.page.waitForFunction(() => (window as unknown as { st?: { yourSeat: number | null } }).st?.yourSeat === 0);
    // It plays a move there (the bot may have to move first).
    await desktop.page.waitForFunction(() => (window as unknown as { st?: { yourTurn: boolean } }).st?.yourTurn === true, undefined, { timeout: 20_000 });
    const before = (await seenState(desktop.page))!.seq;
    await desktop.page.locator('st-hand button[data-playable]').first().click();
    const options = desktop.page.locator('st-tablanet-board .options button[data-action]');
    await desktop.page.waitForTimeout(300);
    if ((await options.count()) > 0) await options.first().click();
    await waitForSeqAbove(desktop.page, before);
    await until('the phone sees the desktop\'s move', async () => ((await seenState(phone.page))?.seq ?? 0) > before);

    // The tablet signs in with a one-time code the desktop shows.
    await desktop.page.goto(`${base}/devices`);
    await desktop.page.getByRole('button', { name: 'Show a code' }).click();
    const code = (await desktop.page.locator('[data-link-code]').textContent())!.trim();
    assert(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/.test(code), `a code is shown: ${code}`);
    assert((await desktop.page.locator('img.qr').getAttribute('src'))!.startsWith('data:image/svg+xml'), 'with its QR code');
    await tablet.page.goto(`${base}/signin`);
    await tablet.page.getByRole('textbox', { name: 'Code from your other device' }).fill(code.toLowerCase());
    await tablet.page.getByRole('button', { name: 'Sign in with the code' }).click();
    await tablet.page.waitForURL(/\/me$/);
    await tablet.page.getByRole('link', { name: /Tablanet with Ana/ }).waitFor();

    // The desktop signs the phone out: the phone's socket closes at once and the phone says why.
    await desktop.page.reload();
    const phoneRow = desktop.page.locator('li[data-via="name"]');
    await phoneRow.waitFor();
    assertEqual(await desktop.page.locator('li[data-session]').count(), 3, 'three devices are signed in');
    const open = phoneSockets.sockets.filter((s) => !phoneSockets.closed.has(s));
    assert(open.length > 0, 'the phone has a live socket');
    await phoneRow.getByRole('button').click();
    await until('the phone\'s socket closes', () => open.every((s) => phoneSockets.closed.has(s)), 5_000);
    await phone.page.getByText('This device has been signed out').waitFor();
    await until('the desktop lists two devices', async () => (await desktop.page.locator('li[data-session]').count()) === 2);
    // The phone's next request is refused; it forgets its key and offers to sign in again.
    await phone.page.goto(`${base}/me`);
    await phone.page.getByText('This device was signed out').waitFor();
    assertEqual(await signedInName(phone.page), '', 'the phone no longer holds a key');

    expectNoConsoleErrors(desktop, 'the desktop');
    expectNoConsoleErrors(tablet, 'the tablet');
  } finally {
    for (const c of contexts) await c.close();
  }
}

export const suite: Suite = {
  name: 'accounts',
  tests: [{ name: 'a player signs in on a second browser with a passkey and on a third with a code, plays on, and signs the phone out (360×740)', run: followsAcrossDevices }],
};
