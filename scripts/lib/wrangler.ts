/**
 * A local Stammtisch server for the long runs (bench, load, faults, fuzz): `wrangler dev` on 127.0.0.1
 * (local workerd, SQLite on disk under a temp dir). The worker is bundled once into that temp dir, and
 * the site's files copied there, and served from there, so that edits to the source tree during a run
 * (wrangler dev reloads on change) cannot drop the sockets or the objects under test.
 *
 * `kill()` sends SIGKILL to wrangler and its workerd (their own process group): nothing is flushed, as
 * when a machine loses power. `restart()` starts a new server on the same `--persist-to` directory.
 */
import LIGHT_ANALYSIS from '../analysis-light.json' with { type: 'json' };
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { experimental_readRawConfig } from 'wrangler';

export interface ServerOptions {
  /** Extra `--var NAME:value` settings (the runs lift the rate limits unless they test them). */
  readonly vars?: Readonly<Record<string, string>>;
  /** Folder name prefix under the OS temp dir. */
  readonly label?: string;
  /**
   * Serve the clients from the worker's own workerd socket instead of wrangler's dev proxy in front of
   * it (the runs with ~1,800 connections at once). The proxy, a second workerd that forwards every
   * request for live reload, holds 4–6 file descriptors per connection and keeps a request whose
   * client went away until the worker answers; under load it reached its 20,000 descriptors and died
   * with EMFILE in accept(), and the copy wrangler started in its place held every request without
   * answering. Production has no such proxy.
   */
  readonly direct?: boolean;
  /**
   * Serve the bench-only worker (bench/api-bare/worker.ts): the same service plus the API bench's
   * baseline, a bare SQLite Durable Object under /api/bench/bare, bound only in this run's config.
   */
  readonly bench?: boolean;
  /** Open workerd's V8 inspector on this port (a CPU profile over CDP, scripts/profile-api.ts). */
  readonly inspectorPort?: number;
  /** Listen on this port (a run's own, when several runs share the machine) instead of a free one. */
  readonly port?: number;
}

/**
 * The environment of a `wrangler dev` for the runs: no metrics sent, and no fetch of the `Request.cf`
 * placeholder from workers.cloudflare.com (offline it fails with a stack trace; the built-in
 * placeholder is what it falls back to anyway).
 */
export const DEV_ENV: Readonly<Record<string, string>> = {
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

/**
 * Limits high enough that a load run from one address never meets them, and a light post-game analysis
 * (scripts/analysis-light.json), so that the matches a run finishes do not take the server's CPU from it.
 */
export const UNLIMITED: Readonly<Record<string, string>> = {
  RATE_LIMIT: '1000000/1000000',
  PLAYER_RATE_LIMIT: '100000/100000',
  SOCKET_RATE_LIMIT: '1000000/1000000',
  ANALYSIS_BUDGET: JSON.stringify(LIGHT_ANALYSIS),
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class LocalServer {
  #child: ChildProcess | undefined;
  #port = 0;
  /** The worker's own socket, when serving `direct`. */
  #direct = 0;
  starts = 0;

  private constructor(
    readonly dir: string,
    private readonly options: ServerOptions,
  ) {}

  /** Bundles the worker and starts it. */
  static async start(options: ServerOptions = {}): Promise<LocalServer> {
    const dir = mkdtempSync(join(tmpdir(), `stammtisch-${options.label ?? 'run'}-`));
    await bundle(dir, options.bench === true);
    const server = new LocalServer(dir, options);
    await server.#spawn(options.port ?? (await freePort()));
    return server;
  }

  get base(): string {
    return `http://127.0.0.1:${this.#direct || this.#port}`;
  }

  get pid(): number | undefined {
    return this.#child?.pid;
  }

  async #spawn(port: number): Promise<void> {
    this.#port = port;
    this.#direct = 0;
    const args = ['node_modules/wrangler/bin/wrangler.js', 'dev', '--config', join(this.dir, 'wrangler.json'), '--ip', '127.0.0.1'];
    args.push('--port', String(port), '--persist-to', join(this.dir, 'state'));
    for (const [k, v] of Object.entries(this.options.vars ?? {})) args.push('--var', `${k}:${v}`);
    args.push('--log-level', 'warn', '--show-interactive-dev-session=false');
    if (this.options.inspectorPort) args.push('--inspector-port', String(this.options.inspectorPort));
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...DEV_ENV },
      // Its own process group, so that kill() reaches workerd too.
      detached: true,
    });
    this.#child = child;
    this.starts++;
    for (let i = 0; i < 480; i++) {
      if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${this.base}/health`)).ok) {
          if (this.options.direct) this.#direct = await this.#workerPort(child.pid!);
          return;
        }
      } catch {
        // not listening yet
      }
      await sleep(250);
    }
    this.#signal('SIGKILL');
    throw new Error('wrangler dev did not start within 120 s');
  }

  /**
   * The port of the worker's own entry socket: among the sockets the workerd processes below wrangler
   * listen on (the proxy's, the worker's, inspectors), the one other than the proxy's that answers
   * this service's /health.
   */
  async #workerPort(root: number): Promise<number> {
    const pids = new Set(descendants(root).filter((pid) => readProc(pid, 'comm').trim() === 'workerd'));
    const ports = execFileSync('ss', ['-ltnpH'], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => [...pids].some((pid) => line.includes(`pid=${pid},`)))
      .map((line) => Number(/127\.0\.0\.1:(\d+)/.exec(line)?.[1]))
      .filter((port) => port > 0 && port !== this.#port);
    for (const port of ports) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2000) });
        if (res.ok && ((await res.json()) as { service?: string }).service === 'stammtisch') return port;
      } catch {
        // an inspector or the control socket
      }
    }
    throw new Error(`the worker's own socket was not found among ${ports.join(', ')}`);
  }

  #signal(signal: NodeJS.Signals): void {
    const pid = this.#child?.pid;
    if (pid === undefined) return;
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  }

  /** SIGKILL to wrangler and workerd at once; resolves when wrangler has exited. */
  async kill(): Promise<void> {
    const child = this.#child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    this.#signal('SIGKILL');
    await exited;
    this.#child = undefined;
  }

  /** A new server on the same state directory (on the same port when it is free again, else another). */
  async restart(): Promise<void> {
    await this.kill();
    let port = this.#port;
    for (let i = 0; i < 20; i++) {
      if (await portFree(port)) break;
      await sleep(250);
      if (i === 19) port = await freePort();
    }
    await this.#spawn(port);
  }

  /** Resident memory (bytes) of the workerd processes under this server, read from /proc. */
  workerdRss(): number {
    const root = this.#child?.pid;
    if (root === undefined) return 0;
    let rss = 0;
    for (const pid of descendants(root)) {
      const comm = readProc(pid, 'comm').trim();
      if (comm !== 'workerd') continue;
      const m = /^VmRSS:\s+(\d+) kB/m.exec(readProc(pid, 'status'));
      if (m) rss += Number(m[1]) * 1024;
    }
    return rss;
  }

  /** CPU time (ns) the workerd processes under this server have used so far (`workerdCpuNs`). */
  workerdCpuNs(): number {
    const root = this.#child?.pid;
    return root === undefined ? 0 : workerdCpuNs(descendants(root).filter((pid) => readProc(pid, 'comm').trim() === 'workerd'));
  }

  /** Stops the server and removes its state. */
  async stop(): Promise<void> {
    const child = this.#child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      this.#signal('SIGTERM');
      await Promise.race([exited, sleep(3000)]);
      this.#signal('SIGKILL');
    }
    this.#child = undefined;
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * CPU time (ns) of processes so far: the sum over their threads of the time on CPU from
 * /proc/<pid>/task/<tid>/schedstat (nanosecond resolution, and unlike wall time not stretched when
 * other jobs hold the cores).
 */
export function workerdCpuNs(pids: readonly number[]): number {
  let ns = 0;
  for (const pid of pids) {
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      // gone
    }
    for (const tid of tasks) ns += Number(readProc(pid, `task/${tid}/schedstat`).split(' ')[0] || 0);
  }
  return ns;
}

async function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

function readProc(pid: number, file: string): string {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return '';
  }
}

/** Every process below `root` (children, grandchildren…), from the parent ids in /proc/<pid>/stat. */
export function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readProc(Number(name), 'stat');
    // The command name may hold spaces and parentheses: the parent id follows the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid)!.push(Number(name));
  }
  const out: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const c of children.get(queue.shift()!) ?? []) {
      out.push(c);
      queue.push(c);
    }
  }
  return out;
}

/**
 * Bundles a worker entry for workerd into `<dir>/bundle/worker.js` (a folder of its own: without
 * bundling, wrangler attaches every file next to `main`) and returns that path.
 */
export async function bundleWorker(entry: string, dir: string): Promise<string> {
  const outfile = join(dir, 'bundle', 'worker.js');
  await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'import'],
    mainFields: ['module', 'main'],
    external: ['cloudflare:*'],
    outfile,
    logLevel: 'error',
  });
  return outfile;
}

/**
 * Bundles worker/index.ts (or the bench-only worker around it) and writes a wrangler config next to
 * it: the project's wrangler.toml (its Durable Objects, migrations, assets, variables), with the
 * bundle as `main` — and for the bench, the baseline's binding and its own migration.
 */
async function bundle(dir: string, bench: boolean): Promise<void> {
  await bundleWorker(bench ? 'bench/api-bare/worker.ts' : 'worker/index.ts', dir);
  const { rawConfig } = experimental_readRawConfig({ config: 'wrangler.toml' });
  const config: Record<string, unknown> = {
    ...rawConfig,
    ...(bench
      ? {
          durable_objects: { bindings: [...(rawConfig.durable_objects?.bindings ?? []), { name: 'BARE', class_name: 'BareDO' }] },
          migrations: [...(rawConfig.migrations ?? []), { tag: 'bench-baseline', new_sqlite_classes: ['BareDO'] }],
        }
      : {}),
    name: 'stammtisch-local',
    // Without bundling wrangler attaches every file next to `main`: keep the bundle in a folder of its own.
    main: join(dir, 'bundle', 'worker.js'),
    no_bundle: true,
  };
  // The site's files too are copied: wrangler dev restarts the worker's workerd when its assets change
  // (another build of web/dist during a run), which would drop every socket and object under test.
  if (rawConfig.assets?.directory) {
    cpSync(resolve(rawConfig.assets.directory), join(dir, 'assets'), { recursive: true });
    config.assets = { ...rawConfig.assets, directory: join(dir, 'assets') };
  }
  writeFileSync(join(dir, 'wrangler.json'), JSON.stringify(config));
}
