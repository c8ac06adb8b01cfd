// npm start: build the web app, then serve site, API and docs with wrangler dev on localhost,
// with local persistent storage under .wrangler/state. PORT overrides the default 8787.
import { spawnSync, spawn } from 'node:child_process';

const port = process.env.PORT ?? '8787';
const build = spawnSync(process.execPath, ['scripts/build-web.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const child = spawn(
  process.execPath,
  [
    'node_modules/wrangler/bin/wrangler.js', 'dev', '--port', port, '--ip', '127.0.0.1', '--persist-to', '.wrangler/state',
    // Locally a client's own CF-Connecting-IP passes through: rate limits must not key on it.
    '--var', 'TRUST_CF_CONNECTING_IP:0',
  ],
  { stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
