// `npx tsx bench/search-languages.ts [--size 1000000] [--runs 60] [--share 15]`: Buscar tareas
// with a text search on PostgreSQL (DATABASE_URL), the search of issue 24 in every language.
// The database is <prefix>_<size> (faena_bench_lang_1m by default: the other benchmarks' are left
// alone), generated as `npm run bench` does, and migrated to this checkout. When the schema has tasks.language, --share per cent
// of the tasks are then written in Català, Galego, Euskara and English (a quarter each: the
// trigger adds their language's vector to the Castellano one), once per generated database.
// Prints p50/p95 of browseTasks (first page, newest first) per searcher's language, and of the
// bare search statement with three tsqueries: Castellano, Castellano or one language, all five.
import { parseArgs } from 'node:util';
import { openDatabase, runMigrations } from '@faena/db';
import type { Language } from '@faena/shared';
import { browseTasks } from '../apps/server/src/modules/tasks/browse';
import { label, preparePostgres } from './lib/prepare';
import { connectPostgres } from './lib/sql';

const { values: opts } = parseArgs({
  options: {
    size: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '60' },
    share: { type: 'string', default: '15' },
    prefix: { type: 'string', default: 'faena_bench_lang' },
  },
});
const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  console.log('Uso: DATABASE_URL=postgres:///postgres?host=/var/run/postgresql npx tsx bench/search-languages.ts');
  process.exit(1);
}
const SIZE = Number(opts.size);
const RUNS = Number(opts.runs);
const SHARE = Number(opts.share);

/** Words people type: common and rare, one and two words, Castellano and Catalan. */
const QUERIES = ['olivo finca', 'poda', 'desbroce parcela', 'riego', 'limpieza', 'leña', 'oliveres', 'masia', 'tejado'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `p50 ${percentile(s, 50).toFixed(2)} ms  p95 ${percentile(s, 95).toFixed(2)} ms`;
};

const prepared = await preparePostgres(baseUrl, SIZE, { prefix: opts.prefix, log: console.log });
const url = prepared.url as string;
// Migrated to this checkout (nothing to do when it was just generated): generated on an older
// schema, the same tasks then compare the search before and after its migrations.
{
  const handle = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
}
const sqlDb = await connectPostgres(url);
const [hasLanguage] = await sqlDb.query<{ t: boolean }>(
  `SELECT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = 'tasks' AND column_name = 'language') AS t`,
);
const languages = hasLanguage?.t ?? false;
if (languages) {
  const [mixed] = await sqlDb.query<{ n: string }>(`SELECT count(*) AS n FROM tasks WHERE language <> 'es'`);
  if (Number(mixed?.n) === 0 && SHARE > 0) {
    const started = performance.now();
    await sqlDb.query(
      `UPDATE tasks SET language = (ARRAY['ca', 'gl', 'eu', 'en'])[1 + abs(hashtext(id::text)) % 4]
        WHERE abs(hashtext(id::text || 'lang')) % 100 < $1`,
      [SHARE],
    );
    await sqlDb.query('VACUUM ANALYZE tasks');
    console.log(`${SHARE} % de las tareas en ca/gl/eu/en en ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }
  const counts = await sqlDb.query<{ language: string; n: string }>(
    'SELECT language, count(*) AS n FROM tasks GROUP BY 1 ORDER BY 1',
  );
  console.log(`Tareas por idioma: ${counts.map((c) => `${c.language} ${c.n}`).join(', ')}`);
} else {
  console.log('Sin tasks.language: el esquema de antes (solo Castellano).');
}
const [size] = await sqlDb.query<{ s: string }>(
  `SELECT pg_size_pretty(pg_relation_size('tasks_open_search_idx')) || ' índice, ' ||
          pg_size_pretty(sum(pg_column_size(search_vector))) || ' vectores' AS s FROM tasks`,
);
console.log(`Búsqueda: ${size?.s}`);

// The bare statement: browse's first page, newest first, without the columns and the photo.
const bare = (tsquery: string) =>
  `SELECT t.id FROM tasks t JOIN profiles p ON p.id = t.owner_id
    WHERE t.status = 'open' AND t.hidden_at IS NULL AND p.suspended_at IS NULL
      AND (t.reserved_until IS NULL OR t.reserved_until <= now()) AND t.search_vector @@ (${tsquery})
    ORDER BY t.published_at DESC NULLS LAST, t.id DESC NULLS LAST LIMIT 21`;
const q = (cfg: string) => `websearch_to_tsquery('${cfg}', $1)`;
const variants: Record<string, string> = {
  es: q('faena_es'),
  ...(languages
    ? {
        'es || ca': `${q('faena_es')} || ${q('faena_ca')}`,
        'los cinco': ['es', 'ca', 'gl', 'eu', 'en'].map((l) => q(`faena_${l}`)).join(' || '),
      }
    : {}),
};

const handle = await openDatabase({ databaseUrl: url, poolSize: 1 });
try {
  console.log(`\nBuscar tareas con texto, ${label(SIZE)} tareas, ${RUNS} veces cada consulta (${QUERIES.join(', ')}):`);
  const searchers: Language[] = languages ? ['es', 'ca', 'gl', 'eu', 'en'] : ['es'];
  for (const searcher of searchers) {
    const times: number[] = [];
    for (let run = -3; run < RUNS; run++) {
      for (const text of QUERIES) {
        const started = performance.now();
        await browseTasks(handle.db, { q: text }, null, searcher);
        if (run >= 0) times.push(performance.now() - started);
      }
    }
    console.log(`  browseTasks, quien busca en ${searcher}: ${summary(times)}`);
  }
  console.log('\nLa sentencia sola (primera página, más nuevas primero), por tsquery:');
  for (const [name, tsquery] of Object.entries(variants)) {
    const times: number[] = [];
    const rows: number[] = [];
    for (let run = -3; run < RUNS; run++) {
      for (const text of QUERIES) {
        const started = performance.now();
        const found = await sqlDb.query(bare(tsquery), [text]);
        if (run >= 0) times.push(performance.now() - started);
        if (run === 0) rows.push(found.length);
      }
    }
    console.log(`  ${name.padEnd(11)} ${summary(times)}  (filas de la primera página: ${rows.join('/')})`);
  }
} finally {
  await handle.close();
  await sqlDb.close();
}
