// Browser tests: builds the web app, starts `wrangler dev` on 127.0.0.1 (a free port, a temporary
// --persist-to directory), drives Debian's chromium (/usr/bin/chromium, never a downloaded browser)
// through playwright-core over test/browser/**, then stops wrangler. Exits non-zero on any failure
// and ends with a line "N passed, M failed". CHROMIUM overrides the browser path; a test name filter
// may be given as the first argument; STAMMTISCH_BASE=http://127.0.0.1:8787 tests a server that is
// already running instead of starting one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const filter = process.argv[2] ?? '';

/** wrangler needs Node 22: the pinned one from node_modules when this script runs on an older Node. */
function node22() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= 22) return process.execPath;
  const pinned = 'node_modules/node/bin/node';
  return existsSync(pinned) ? pinned : process.execPath;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, child, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`wrangler dev did not answer /health within ${timeoutMs / 1000} s`);
}

if (!existsSync(CHROMIUM)) {
  console.error(`${CHROMIUM} not found: install Debian's chromium (apt-get install -y chromium)`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const build = spawnSync(node22(), ['scripts/build-web.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const external = process.env.STAMMTISCH_BASE;
const port = external ? 0 : await freePort();
const base = external ?? `http://127.0.0.1:${port}`;
const state = mkdtempSync(join(tmpdir(), 'stammtisch-browser-'));
let wranglerLog = '';
const wrangler = external
  ? undefined
  : spawn(
      node22(),
      [
        'node_modules/wrangler/bin/wrangler.js', 'dev', '--port', String(port), '--ip', '127.0.0.1', '--persist-to', state, '--show-interactive-dev-session=false',
        // A light post-game analysis: the replay test sees it complete in seconds, and the other tests keep the CPU.
        '--var', `ANALYSIS_BUDGET:${readFileSync('scripts/analysis-light.json', 'utf8').trim()}`,
      ],
      { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: '1' }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
wrangler?.stdout.on('data', (d) => (wranglerLog += d));
wrangler?.stderr.on('data', (d) => (wranglerLog += d));

function stopWrangler() {
  if (wrangler && wrangler.exitCode === null) {
    try {
      process.kill(-wrangler.pid, 'SIGTERM'); // the process group we started: wrangler and its workerd
    } catch {
      // already gone
    }
  }
}
process.on('exit', stopWrangler);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(130));

let passed = 0;
let failed = 0;
let browser;
try {
  await waitForHealth(base, wrangler, 90_000);
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  mkdirSync('test-artifacts', { recursive: true });
  const { suites } = await tsImport('../test/browser/index.ts', import.meta.url);
  for (const suite of suites) {
    for (const test of suite.tests) {
      const name = `${suite.name} › ${test.name}`;
      if (filter && !name.includes(filter)) continue;
      const started = Date.now();
      try {
        await test.run({ browser, base, artifacts: 'test-artifacts' });
        passed++;
        console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
      } catch (e) {
        failed++;
        console.log(`  ✗ ${name} (${Date.now() - started} ms)\n    ${String(e?.stack ?? e).split('\n').join('\n    ')}`);
      }
    }
  }
} catch (e) {
  failed++;
  console.log(`  ✗ setup: ${e?.stack ?? e}`);
  console.log(wranglerLog.split('\n').slice(-30).join('\n'));
} finally {
  await browser?.close();
  stopWrangler();
  rmSync(state, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
