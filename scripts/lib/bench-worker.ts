/**
 * A bench-only worker under `wrangler dev` on 127.0.0.1: any entry module, bundled into a temp dir
 * with a wrangler config of its own (the project's compatibility date and flags, no bindings), so
 * that nothing of it reaches the production wrangler.toml. For the whole service use LocalServer
 * (scripts/lib/wrangler.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { experimental_readRawConfig } from 'wrangler';
import { bundleWorker, descendants, DEV_ENV, freePort, workerdCpuNs } from './wrangler.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class BenchWorker {
  /** The workerd processes, found on first use. */
  #workerd: number[] | undefined;

  private constructor(
    readonly dir: string,
    readonly base: string,
    private readonly child: ChildProcess,
  ) {}

  /** Bundles `entry`, starts it and waits until GET /health answers. */
  static async start(entry: string, label = 'bench'): Promise<BenchWorker> {
    const dir = mkdtempSync(join(tmpdir(), `stammtisch-${label}-`));
    const main = await bundleWorker(entry, dir);
    const { rawConfig } = experimental_readRawConfig({ config: 'wrangler.toml' });
    const config = {
      name: `stammtisch-${label}`,
      main,
      no_bundle: true,
      compatibility_date: rawConfig.compatibility_date,
      compatibility_flags: rawConfig.compatibility_flags,
    };
    writeFileSync(join(dir, 'wrangler.json'), JSON.stringify(config));
    const port = await freePort();
    const args = ['node_modules/wrangler/bin/wrangler.js', 'dev', '--config', join(dir, 'wrangler.json'), '--ip', '127.0.0.1'];
    args.push('--port', String(port), '--persist-to', join(dir, 'state'), '--log-level', 'error', '--show-interactive-dev-session=false');
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...DEV_ENV },
      // Its own process group, so that stop() reaches workerd too.
      detached: true,
    });
    const worker = new BenchWorker(dir, `http://127.0.0.1:${port}`, child);
    for (let i = 0; i < 480; i++) {
      if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${worker.base}/health`)).ok) return worker;
      } catch {
        // not listening yet
      }
      await sleep(250);
    }
    await worker.stop();
    throw new Error('wrangler dev did not start within 120 s');
  }

  async get<T>(path: string): Promise<T> {
    const res = await fetch(this.base + path);
    if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  async post<T>(path: string, body: unknown): Promise<T> {
    const res = await fetch(this.base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  /**
   * CPU time (ns) the workerd processes under this server have used so far: the sum over their
   * threads of the time on CPU from /proc/<pid>/task/<tid>/schedstat (nanosecond resolution, and
   * unlike wall time not stretched when other jobs hold the cores).
   */
  workerdCpuNs(): number {
    const root = this.child.pid;
    if (root === undefined) return 0;
    this.#workerd ??= descendants(root).filter((pid) => readProc(`/proc/${pid}/comm`).trim() === 'workerd');
    return workerdCpuNs(this.#workerd);
  }

  /** SIGTERM, then SIGKILL, to wrangler and its workerd; removes the temp dir. */
  async stop(): Promise<void> {
    const pid = this.child.pid;
    const signal = (s: NodeJS.Signals) => {
      try {
        if (pid !== undefined) process.kill(-pid, s);
      } catch {
        // already gone
      }
    };
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise((r) => this.child.once('exit', r));
      signal('SIGTERM');
      await Promise.race([exited, sleep(3000)]);
      signal('SIGKILL');
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function readProc(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
