// Starting and stopping the built server (apps/server/dist/server.js, what `npm start` runs) for
// a measurement: pinned to a core, timed from spawn to the first 200 of /api/health, its peak
// RSS read from /proc (VmHWM), always stopped with SIGTERM by its own pid. One server process
// unless `processes` asks for more (WEB_CONCURRENCY): then the pid is the cluster's primary and
// the CPU and memory figures add up the primary and its server processes (its children).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const AUTH_SECRET = 'secreto-de-las-pruebas-de-rendimiento-de-faena-0123456789';

export interface RunningServer {
  url: string;
  /** The process started: the server itself, or the cluster's primary with `processes` > 1. */
  pid: number;
  /** Server processes (WEB_CONCURRENCY) it runs. */
  processes: number;
  /** The pids of the server processes now: [pid] for one, the primary's children otherwise. */
  workerPids(): number[];
  /** Milliseconds from spawn to the first 200 on /api/health. */
  startMs: number;
  /**
   * CPU time (user + system, all threads) the process used until then: on a shared, loaded
   * machine the wall time above mostly measures the neighbours; this is what the start costs.
   */
  startCpuMs: number;
  /**
   * Peak resident memory of the process so far, in MB (VmHWM); with several processes, the sum
   * of the primary's and each server process's peak (an upper bound: the peaks need not coincide).
   */
  peakRssMb(): number;
  /**
   * CPU time (user + system) the process has used so far, in ms; with several processes, the
   * primary's plus its live server processes' (a server process that died and was replaced takes
   * its CPU time with it: compare `workerPids()` before and after a measurement).
   */
  cpuMs(): number;
  /** The same, process by process (primary first): how the work was shared. */
  cpuByPid(): Record<number, number>;
  stop(): Promise<void>;
}

export interface ServerOptions {
  root: string;
  port: number;
  /**
   * CPU list for taskset (e.g. '0', or '0-1' for every core); none to inherit the caller's
   * affinity (the bench pins itself to its load core, so a server started without one runs there).
   */
  cpu?: string;
  /** Server processes (WEB_CONCURRENCY); 1 unless set, whatever the machine's cores. */
  processes?: number;
  databaseUrl?: string;
  dataDir: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}

const live = new Set<ChildProcess>();
// Never leave a server behind, whatever happens to this process.
process.on('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/** utime + stime of a process from /proc/<pid>/stat (clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** The children of a process, from /proc/<pid>/task/<tid>/children (Linux 3.5+). */
export function childPids(pid: number): number[] {
  const found: number[] = [];
  try {
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      const text = fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim();
      if (text) found.push(...text.split(/\s+/).map(Number));
    }
  } catch {}
  return found;
}

function peakRssMbOf(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const entry = path.join(options.root, 'apps/server/dist/server.js');
  // To profile the servers of a run: BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/perfiles'.
  const nodeArgs = [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), entry];
  const args = options.cpu ? ['-c', options.cpu, process.execPath, ...nodeArgs] : nodeArgs;
  const command = options.cpu ? 'taskset' : process.execPath;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: options.dataDir,
    AUTH_SECRET,
    // Production with DATABASE_URL requires a VAPID pair (config/env.ts); this one is only the bench's.
    VAPID_PUBLIC_KEY: 'BCUpleFGLLumkGvjOHlTkeUA3-rUH2SG2yqB_AvPQmg5oFKIke1Mpn6EUtLmYGISVhGT8IHicEE-PrCzaxUeIds',
    VAPID_PRIVATE_KEY: 'xldBBIVzYiOUBRm-haFt6soV8zkY9P2aEg-UScvMGDc',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '100000',
    // Explicit: in production the server's default is one process per core it may run on.
    WEB_CONCURRENCY: String(options.processes ?? 1),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const processes = options.processes ?? 1;
  const started = performance.now();
  // taskset execs node in place: the child's pid is the server's.
  const child = spawn(command, args, { cwd: options.root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  live.add(child);
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  let startMs = -1;
  let startCpuMs = Number.NaN;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${url}/api/health`);
      // With several processes the first one listening answers: wait until all are forked too
      // (that they all listen shows in the bench's warm-up, which gives each its share: cpuByPid).
      const pids = processes > 1 ? [child.pid as number, ...childPids(child.pid as number)] : [child.pid as number];
      if (res.status === 200 && pids.length >= (processes > 1 ? processes + 1 : 1)) {
        startMs = performance.now() - started;
        startCpuMs = pids.reduce((sum, p) => sum + cpuMsOf(p), 0);
        break;
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
  }
  if (startMs < 0) {
    child.kill('SIGKILL');
    live.delete(child);
    throw new Error(`El servidor del puerto ${options.port} no arrancó:\n${stderr}`);
  }
  const pid = child.pid as number;
  const workerPids = () => (processes > 1 ? childPids(pid) : [pid]);
  // The primary and its children, or the one process.
  const all = () => (processes > 1 ? [pid, ...childPids(pid)] : [pid]);
  return {
    url,
    pid,
    processes,
    workerPids,
    startMs,
    startCpuMs,
    peakRssMb: () => all().reduce((sum, p) => sum + peakRssMbOf(p), 0),
    cpuMs: () => all().reduce((sum, p) => sum + cpuMsOf(p), 0),
    cpuByPid: () => Object.fromEntries(all().map((p) => [p, cpuMsOf(p)])),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      live.delete(child);
    },
  };
}

/** Signs in through the real form endpoint and returns the Cookie header of the session. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`No se pudo iniciar sesión como ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
