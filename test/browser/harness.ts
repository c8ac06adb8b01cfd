/**
 * What scripts/browser-tests.mjs hands every browser test, and helpers they share: pages that
 * record console errors, a component test page, and players created through the public API.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface TestEnv {
  readonly browser: Browser;
  /** Origin of wrangler dev, e.g. http://127.0.0.1:40123. */
  readonly base: string;
  /** Folder for screenshots (gitignored). */
  readonly artifacts: string;
}

export interface BrowserTest {
  readonly name: string;
  run(env: TestEnv): Promise<void>;
}

export interface Suite {
  readonly name: string;
  readonly tests: readonly BrowserTest[];
}

/** A page whose console errors and uncaught exceptions are collected for `expectNoConsoleErrors`. */
export interface WatchedPage {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly errors: string[];
}

export async function watchedPage(env: TestEnv, viewport = { width: 1280, height: 900 }, locale = 'en-US', touch = false): Promise<WatchedPage> {
  const context = await env.browser.newContext({ viewport, locale, deviceScaleFactor: 1, hasTouch: touch, isMobile: touch });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  return { page, context, errors };
}

export function expectNoConsoleErrors(p: WatchedPage, what: string): void {
  if (p.errors.length) throw new Error(`${what} logged errors:\n${p.errors.join('\n')}`);
}

/**
 * An empty page of the server's origin with the widget script and every game's chunk loaded: every
 * element is defined, and a table draws its game's own parts at its first render. A phone's
 * `viewport` with `touch` makes it a touch screen (hasTouch, isMobile).
 */
export async function componentPage(env: TestEnv, viewport?: { width: number; height: number }, touch = false): Promise<WatchedPage> {
  const p = await watchedPage(env, viewport, 'en-US', touch);
  await p.page.goto(`${env.base}/health`);
  await p.page.setContent('<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Components</title></head><body></body></html>');
  await p.page.addScriptTag({ url: `${env.base}/embed.js`, type: 'module' });
  await p.page.waitForFunction(() => customElements.get('stammtisch-table') !== undefined);
  await p.page.evaluate(async (url) => {
    const widget = (await import(url)) as { loadGame(game: string): Promise<boolean> };
    const ok = await Promise.all(['tablanet', 'taleles', 'tarock', 'tarot'].map((g) => widget.loadGame(g)));
    if (!ok.every(Boolean)) throw new Error('a game chunk did not load');
  }, `${env.base}/embed.js`);
  await p.page.evaluate(() => localStorage.setItem('stammtisch.lang', 'en'));
  return p;
}

export interface ApiPlayer {
  readonly id: string;
  readonly name: string;
  readonly token: string;
}

export async function api<T>(env: TestEnv, method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(env.base + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

export async function newPlayer(env: TestEnv, name: string): Promise<ApiPlayer> {
  const r = await api<{ player: { id: string; name: string }; token: string }>(env, 'POST', '/api/players', undefined, { name });
  return { ...r.player, token: r.token };
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export function assertEqual<T>(actual: T, expected: T, message: string): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${message}: expected ${e}, got ${a}`);
}
