// `npm run bench:generate -- --tasks 100000 [--embedded] [--fresh] [--db-prefix p] [--data-dir d]`:
// only the data generator. PostgreSQL (DATABASE_URL, database <db-prefix>_<size>, faena_bench_<size>
// by default) unless --embedded (--data-dir, or .tmp/bench/embedded-<size>). Prints the time of
// each step and the rows of each table.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DB_PREFIX, prepareEmbedded, preparePostgres } from './lib/prepare';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    tasks: { type: 'string', default: '10000' },
    embedded: { type: 'boolean', default: false },
    fresh: { type: 'boolean', default: false },
    'db-prefix': { type: 'string', default: DB_PREFIX },
    'data-dir': { type: 'string' },
  },
});
const tasks = Number(values.tasks);
if (!Number.isInteger(tasks) || tasks < 100) {
  console.error('--tasks debe ser un número entero de al menos 100.');
  process.exit(1);
}
const log = (m: string) => console.log(m);
const url = process.env.DATABASE_URL;
if (!values.embedded && !url) {
  console.error('Falta DATABASE_URL (p. ej. postgres:///postgres?host=/var/run/postgresql) o --embedded.');
  process.exit(1);
}
const started = performance.now();
const prepared = values.embedded
  ? await prepareEmbedded(root, tasks, {
      fresh: values.fresh,
      log,
      dataDir: values['data-dir'] && path.resolve(values['data-dir']),
    })
  : await preparePostgres(url as string, tasks, { fresh: values.fresh, log, prefix: values['db-prefix'] });
if (prepared.report) {
  console.table(prepared.report.rows);
  console.log(`Total (con migraciones y demo): ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
process.exit(0);
