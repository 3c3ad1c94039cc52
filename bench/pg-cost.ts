// PostgreSQL's CPU per request without Faena: `npx tsx bench/pg-cost.ts <run.json> <database URL>`
// replays each shape's statements from a run of `npm run bench -- --only api` (bench/results/
// run-*.json keeps them) with pgbench, as the API part does (32 clients, simple protocol, pgbench
// on core 1 when there are two), and reads the database's client backends from /proc between the
// run's 2nd and 8th second: the CPU per transaction of the whole request, of the session check
// alone and of the data statement alone. PostgreSQL must run on this machine. docs/scaling.md.
import fs from 'node:fs';
import os from 'node:os';
import { pgbench } from './lib/load';
import { backendsCpuMs, connectPostgres } from './lib/sql';

const [file, url] = process.argv.slice(2);
if (!file || !url) {
  console.log('Uso: npx tsx bench/pg-cost.ts bench/results/run-<hora>.json postgres:///faena_bench_100k?host=…');
  process.exit(1);
}
const run = JSON.parse(fs.readFileSync(file, 'utf8')) as { api?: { request: string; statements: string[] }[] };
const cpu = os.cpus().length >= 2 ? '1' : undefined;
const monitor = await connectPostgres(url);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function measured(statements: string[]) {
  const result = pgbench({ databaseUrl: url as string, statements, clients: 32, seconds: 10, mode: 'simple', cpu });
  await sleep(2000);
  const before = await backendsCpuMs(monitor);
  const started = performance.now();
  await sleep(6000);
  const after = await backendsCpuMs(monitor);
  const seconds = (performance.now() - started) / 1000;
  const { tps } = await result;
  let ms = 0;
  for (const [pid, value] of Object.entries(after)) ms += value - (before[Number(pid)] ?? 0);
  return { tps, msPerTransaction: ms / (tps * seconds) };
}

try {
  for (const shape of run.api ?? []) {
    if (typeof shape.statements === 'number') throw new Error('latest.json no guarda las sentencias: usa run-*.json');
    const whole = await measured(shape.statements);
    const session = await measured(shape.statements.slice(0, 1));
    const data = await measured(shape.statements.slice(1));
    const f = (m: { tps: number; msPerTransaction: number }) =>
      `${m.tps.toFixed(0)}/s ${m.msPerTransaction.toFixed(3)} ms`;
    console.log(
      `${shape.request.padEnd(7)} todo ${f(whole)} | sesión ${f(session)} | datos ${f(data)} | carga ${os.loadavg()[0]?.toFixed(2)}`,
    );
  }
} finally {
  await monitor.close();
}
