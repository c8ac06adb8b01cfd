// npm start: build the web app, then serve site, API and docs with wrangler dev on localhost,
// with local persistent storage under .wrangler/state. PORT overrides the default 8787.
// Works offline: wrangler's fetch of the `Request.cf` placeholder from workers.cloudflare.com is
// switched off (its built-in placeholder is what it would fall back to), and once the server answers
// /health one line says where it is ready.
import { spawnSync, spawn } from 'node:child_process';

const port = process.env.PORT ?? '8787';
const base = `http://127.0.0.1:${port}`;
const build = spawnSync(process.execPath, ['scripts/build-web.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const child = spawn(
  process.execPath,
  [
    'node_modules/wrangler/bin/wrangler.js', 'dev', '--port', port, '--ip', '127.0.0.1', '--persist-to', '.wrangler/state',
    // Locally a client's own CF-Connecting-IP passes through: rate limits must not key on it.
    '--var', 'TRUST_CF_CONNECTING_IP:0',
  ],
  { stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' } },
);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));

/** Polls /health (for at most two minutes) and says once where the site is ready. */
async function announceReady() {
  for (let i = 0; i < 480 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) {
        console.log(`\nStammtisch ready on ${base} (API docs: ${base}/api/docs)\n`);
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
void announceReady();
