// The data generator: a whole marketplace at a chosen number of tasks, written by the database
// itself (INSERT … SELECT over generate_series, in batches), so nothing crosses the wire row by
// row and PostgreSQL and PGlite run the very same statements.
//
// Every pick (name, province, category, status…) is a hash of the row number, so a size always
// produces the same data. Triggers and foreign-key checks are off during the load
// (session_replication_role = replica): the rows are consistent by construction, and the two
// values triggers would compute (the search vectors, and the points of issue 23: a task's public
// point and earth_point, a professional's earth_point) are computed here with the same functions.
// Every index, key and foreign key of the loaded tables is dropped before the load and built
// again after it, as bulk loaders do: a row inserted into a table with its indexes costs a random
// B-tree descent per index (uuid keys), which at a million tasks no longer fits in the buffers.
// Building an index after the load is one sort; the foreign keys are then validated in bulk.
import { PROVINCES, TASK_CATEGORIES, TASK_CATEGORY_SLUGS, TASK_WITH_PROFESSIONAL } from '@faena/shared';
import { municipalityPoint } from '@faena/shared/municipality-points';
import municipalities from '../../packages/shared/data/municipalities.json' with { type: 'json' };
import { type SqlRunner, textArray } from './sql';
import * as V from './vocabulary';

export interface Sizes {
  tasks: number;
  owners: number;
  professionals: number;
  properties: number;
}

/** People and properties grow with the tasks (about 8 tasks per owner, 40 per professional). */
export function sizesFor(tasks: number): Sizes {
  const owners = Math.max(40, Math.ceil(tasks / 8));
  // A multiple of the 19 categories: professional k's first category is k mod 19.
  const professionals = Math.max(19 * 4, Math.ceil(tasks / 40 / 19) * 19);
  return { tasks, owners, professionals, properties: Math.ceil(owners * 1.5) };
}

export interface GenerateReport {
  sizes: Sizes;
  rows: Record<string, number>;
  seconds: number;
  /** Wall seconds and the database's CPU seconds (all load connections) of each step. */
  steps: { step: string; seconds: number; cpuSeconds: number }[];
}

const CATS = TASK_CATEGORY_SLUGS as readonly string[];
const TITLES_ALL = CATS.flatMap((c) => V.TITLES[c as keyof typeof V.TITLES]);
const CAT_LABELS = CATS.map((c) => TASK_CATEGORIES[c as keyof typeof TASK_CATEGORIES]);
const PROV_CODES = PROVINCES.map((p) => p.code);
const PROV_NAMES = PROVINCES.map((p) => p.name);
/** Property name templates and the kind each one is. */
const PROPERTY_KINDS = [
  'finca_rustica',
  'cortijo',
  'casa_de_campo',
  'huerta',
  'olivar',
  'masia',
  'vinedo',
  'granja',
  'parcela',
  'finca_rustica',
  'vinedo',
  'casa_de_campo',
];

interface BenchMunicipality {
  name: string;
  /** INE code; null for a province without a list (its own code stands in for the name). */
  code: string | null;
  /** The municipality's point (@faena/shared/municipality-points), as the triggers read it. */
  lat: number | null;
  lon: number | null;
}

/** Municipalities flattened by province, with each province's offset and count (1-based SQL arrays). */
function municipalityArrays() {
  const byProvince = new Map<string, BenchMunicipality[]>();
  for (const m of municipalities as { code: string; name: string; province: string }[]) {
    const list = byProvince.get(m.province) ?? [];
    const point = municipalityPoint(m.code);
    list.push({ name: m.name, code: m.code, lat: point?.lat ?? null, lon: point?.lon ?? null });
    byProvince.set(m.province, list);
  }
  const rows: BenchMunicipality[] = [];
  const offsets: number[] = [];
  const counts: number[] = [];
  for (const code of PROV_CODES) {
    const list = byProvince.get(code) ?? [{ name: code, code: null, lat: null, lon: null }];
    offsets.push(rows.length);
    counts.push(list.length);
    rows.push(...list);
  }
  return { rows, offsets, counts };
}

/**
 * A column (name, code, lat, lon) of the municipality of the province whose 0-based index is `p`,
 * picked by hash `h`: a lookup in bench_muni (a table, not an array literal: subscripting a
 * text[] walks it element by element). The same `p` and `h` give the same municipality. The
 * lookup tables' columns are named so that none can capture a column of the caller's row (`n`,
 * `k`) in `p` or `h`: a bench_prov column `n` once turned `bench_h(n, 6)` here into a hash of the
 * province's municipality count, and profiles got municipalities of other provinces.
 */
function municipalityOf(p: string, h: string, column = 'name'): string {
  return `(SELECT bm.${column} FROM bench_muni bm
            WHERE bm.muni_k = (SELECT bp.muni_off FROM bench_prov bp WHERE bp.prov_i = ${p})
                              + ${h} % (SELECT bp.muni_n FROM bench_prov bp WHERE bp.prov_i = ${p}))`;
}

/** Rows of a small lookup table (i from 0) with each text and its search vector. */
function lookupTable(name: string, texts: readonly string[]): string {
  const rows = texts.map((t, i) => `(${i}, '${t.replaceAll("'", "''")}')`).join(',');
  return `CREATE TABLE ${name} AS SELECT i, t, position('{m}' in t) > 0 AS has_m, position('{h}' in t) > 0 AS has_h,
            to_tsvector('faena_es', replace(replace(t, '{m}', ''), '{h}', '')) AS tsv
            FROM (VALUES ${rows}) v (i, t);
          CREATE UNIQUE INDEX ON ${name} (i);`;
}

/** The tables the generator fills, largest first (the order their indexes are built in). */
const LOADED_TABLES = [
  'tasks',
  'applications',
  'messages',
  'payments',
  'reviews',
  'conversations',
  'properties',
  'profiles',
  'user',
  'field_worker_profiles',
] as const;

interface SchemaItem {
  /** Quoted table name. */
  tbl: string;
  name: string;
  /** CREATE INDEX statement, or the foreign key's definition. */
  def: string;
  /** For an index behind a key: 'PRIMARY KEY' or 'UNIQUE'. */
  key?: string;
}
interface LoadSchema {
  indexes: SchemaItem[];
  foreignKeys: SchemaItem[];
}

async function loadSchema(db: SqlRunner): Promise<LoadSchema> {
  const loaded = `(SELECT oid FROM pg_class WHERE relnamespace = 'public'::regnamespace
                    AND relname = ANY(${textArray(LOADED_TABLES)}))`;
  const indexes = await db.query<SchemaItem>(
    `SELECT quote_ident(t.relname) AS tbl, quote_ident(i.relname) AS name, pg_get_indexdef(x.indexrelid) AS def,
            CASE c.contype WHEN 'p' THEN 'PRIMARY KEY' WHEN 'u' THEN 'UNIQUE' END AS key
       FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid
       LEFT JOIN pg_constraint c ON c.conindid = x.indexrelid AND c.contype IN ('p', 'u')
      WHERE x.indrelid IN ${loaded}
      ORDER BY array_position(${textArray(LOADED_TABLES)}, t.relname::text), c.contype NULLS LAST, i.relname`,
  );
  const foreignKeys = await db.query<SchemaItem>(
    `SELECT quote_ident(t.relname) AS tbl, quote_ident(c.conname) AS name, pg_get_constraintdef(c.oid) AS def
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
      WHERE c.contype = 'f' AND (c.conrelid IN ${loaded} OR c.confrelid IN ${loaded})
      ORDER BY coalesce(array_position(${textArray(LOADED_TABLES)}, t.relname::text), 99), c.conname`,
  );
  return { indexes, foreignKeys };
}

async function dropSchema(db: SqlRunner, schema: LoadSchema): Promise<void> {
  // Foreign keys first: they depend on the primary keys they point at.
  for (const f of schema.foreignKeys) await db.query(`ALTER TABLE ${f.tbl} DROP CONSTRAINT ${f.name}`);
  for (const i of schema.indexes) {
    await db.query(i.key ? `ALTER TABLE ${i.tbl} DROP CONSTRAINT ${i.name}` : `DROP INDEX ${i.name}`);
  }
}

/**
 * Each index is one sorted build; two connections build two at a time (CREATE INDEX takes a
 * SHARE lock, so builds on one table do not block each other). A key's index is built first and
 * then attached as the constraint (USING INDEX), which holds the table's exclusive lock only
 * for that last, instant step.
 */
async function restoreIndexes(conns: SqlRunner[], schema: LoadSchema): Promise<void> {
  const pending = [...schema.indexes];
  await Promise.all(
    conns.map(async (conn) => {
      for (let i = pending.shift(); i; i = pending.shift()) {
        await conn.query(i.def);
        if (i.key) await conn.query(`ALTER TABLE ${i.tbl} ADD CONSTRAINT ${i.name} ${i.key} USING INDEX ${i.name}`);
      }
    }),
  );
}

/**
 * Foreign keys come back NOT VALID (no scan), then each is validated: one anti-join over the
 * table instead of a lookup per row. VALIDATE locks the referencing table against another
 * VALIDATE only, so the two connections take whole tables each.
 */
async function restoreForeignKeys(conns: SqlRunner[], schema: LoadSchema): Promise<void> {
  const [first] = conns;
  if (!first) return;
  for (const f of schema.foreignKeys)
    await first.query(`ALTER TABLE ${f.tbl} ADD CONSTRAINT ${f.name} ${f.def} NOT VALID`);
  const byTable = new Map<string, SchemaItem[]>();
  for (const f of schema.foreignKeys) byTable.set(f.tbl, [...(byTable.get(f.tbl) ?? []), f]);
  const pending = [...byTable.values()];
  await Promise.all(
    conns.map(async (conn) => {
      for (let group = pending.shift(); group; group = pending.shift()) {
        for (const f of group) await conn.query(`ALTER TABLE ${f.tbl} VALIDATE CONSTRAINT ${f.name}`);
      }
    }),
  );
}

const pick = (arr: readonly string[], h: string) => `(${textArray(arr)})[1 + ${h} % ${arr.length}]`;

export async function generate(
  db: SqlRunner,
  tasks: number,
  log: (message: string) => void = () => {},
  parallel?: SqlRunner,
): Promise<GenerateReport> {
  const sizes = sizesFor(tasks);
  const { owners: O, professionals: P, properties: PR } = sizes;
  const PK = P / 19;
  const muni = municipalityArrays();
  const started = performance.now();
  const steps: GenerateReport['steps'] = [];
  const conns = [db, ...(parallel ? [parallel] : [])];
  const cpu = (on: SqlRunner[]) => on.reduce((sum, c) => sum + c.cpuSeconds(), 0);
  const timed = async (name: string, work: () => Promise<unknown>, on: SqlRunner[] = conns) => {
    const t = performance.now();
    const c = cpu(on);
    await work();
    const seconds = (performance.now() - t) / 1000;
    const cpuSeconds = cpu(on) - c;
    steps.push({ step: name, seconds, cpuSeconds });
    log(`  ${name}: ${seconds.toFixed(1)} s (CPU de la base ${cpuSeconds.toFixed(1)} s)`);
  };
  /**
   * Two lists of independent steps, one per connection at once (each list in order); one after
   * the other on a single connection (PGlite). A step's CPU is its own connection's.
   */
  const twoWays = async (...lists: [string, string][][]) => {
    const run = (conn: SqlRunner, list: [string, string][]) =>
      list.reduce<Promise<unknown>>(
        (prev, [name, sqlText]) => prev.then(() => timed(name, () => conn.query(sqlText), [conn])),
        Promise.resolve(),
      );
    if (parallel) await Promise.all(lists.map((list, i) => run(conns[i % 2] as SqlRunner, list)));
    else for (const list of lists) await run(db, list);
  };

  // Helpers: h(n, salt) a non-negative hash; id(kind, n) a deterministic uuid.
  await db.query(`
    CREATE OR REPLACE FUNCTION bench_h(n bigint, salt int) RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT hashint8(n * 1000 + salt) & 2147483647 $$;
    CREATE OR REPLACE FUNCTION bench_id(kind text, n bigint) RETURNS uuid LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT md5(kind || n::text)::uuid $$;
    CREATE OR REPLACE FUNCTION bench_hid(id uuid, salt int) RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT hashtext(id::text || salt::text) & 2147483647 $$;
  `);
  // Bulk-load settings for these sessions only. No parallel workers: the two connections already
  // keep the machine's two cores busy (and the backends' CPU, measured per step, is then all of it).
  // No JIT: compiling the long INSERT … SELECT expressions costs more than it saves per batch.
  for (const conn of conns) {
    await conn.query(`SET session_replication_role = replica`);
    if (conn.kind === 'postgres') {
      await conn.query(`SET synchronous_commit = off`);
      await conn.query(`SET maintenance_work_mem = '512MB'`);
      await conn.query(`SET work_mem = '128MB'`);
      await conn.query(`SET max_parallel_workers_per_gather = 0`);
      await conn.query(`SET max_parallel_maintenance_workers = 0`);
      await conn.query(`SET jit = off`);
    }
  }

  // Lookup tables: municipalities by province, and every text piece of a task with its vector.
  const num = (x: number | null) => (x === null ? 'NULL::float8' : `${x}::float8`);
  const muniRows = muni.rows
    .map(
      (m, k) =>
        `(${k}, '${m.name.replaceAll("'", "''")}', ${m.code === null ? 'NULL::text' : `'${m.code}'`}, ${num(m.lat)}, ${num(m.lon)})`,
    )
    .join(',');
  const provRows = PROV_CODES.map(
    (code, p) => `(${p}, '${code}', '${PROV_NAMES[p]?.replaceAll("'", "''")}', ${muni.offsets[p]}, ${muni.counts[p]})`,
  ).join(',');
  await db.query(`
    DROP TABLE IF EXISTS bench_muni, bench_prov, bench_tpl, bench_cat, bench_open, bench_mid, bench_close, bench_prop;
    CREATE TABLE bench_muni AS SELECT muni_k, name, code, lat, lon, to_tsvector('faena_es', name) AS tsv
      FROM (VALUES ${muniRows}) v (muni_k, name, code, lat, lon);
    CREATE UNIQUE INDEX ON bench_muni (muni_k);
    CREATE TABLE bench_prov AS SELECT prov_i, code, name, muni_off, muni_n, to_tsvector('faena_es', name) AS tsv
      FROM (VALUES ${provRows}) v (prov_i, code, name, muni_off, muni_n);
    CREATE UNIQUE INDEX ON bench_prov (prov_i);
    ${lookupTable('bench_tpl', TITLES_ALL)}
    ${lookupTable('bench_cat', CAT_LABELS)}
    ${lookupTable('bench_open', V.DESCRIPTION_OPENINGS)}
    ${lookupTable('bench_mid', V.DESCRIPTION_MIDDLES)}
    ${lookupTable('bench_close', V.DESCRIPTION_CLOSINGS)}
  `);

  // Indexes, keys and foreign keys of the loaded tables (and foreign keys pointing at them):
  // dropped now, built and validated after the load (see the top of the file).
  const schema = await loadSchema(db);
  await timed('quitar índices', () => dropSchema(db, schema));

  const now = `timestamptz '${new Date().toISOString()}'`;
  const day = `interval '1 day'`;

  // People: owners are 1..O, professionals O+1..O+P. Generated accounts have no password (they
  // never sign in through the form; the benchmarks create sessions directly).
  const peopleSql = `
    INSERT INTO "user" (id, name, email, email_verified, created_at, updated_at)
    SELECT bench_id('u', n), ${pick(V.FIRST_NAMES, 'bench_h(n, 1)')} || ' ' || ${pick(V.LAST_NAMES, 'bench_h(n, 2)')},
           'persona' || n || '@banco.faena.test', true, ${now} - (bench_h(n, 3) % 900) * ${day}, ${now}
      FROM generate_series(1, ${O + P}) n;
    INSERT INTO profiles (id, user_id, role, first_name, last_name, phone, location_province, location_municipality,
                          location_municipality_code, verified, suspended_at, terms_accepted_at, created_at, updated_at)
    SELECT bench_id('p', n), bench_id('u', n),
           (CASE WHEN n <= ${O} THEN 'property_owner' ELSE 'professional' END)::role,
           ${pick(V.FIRST_NAMES, 'bench_h(n, 1)')}, ${pick(V.LAST_NAMES, 'bench_h(n, 2)')} || ' ' || ${pick(V.LAST_NAMES, 'bench_h(n, 4)')},
           '6' || lpad((bench_h(n, 5) % 100000000)::text, 8, '0'),
           (${textArray(PROV_CODES)})[1 + bench_h(n, 6) % 52],
           ${municipalityOf('bench_h(n, 6) % 52', 'bench_h(n, 7)')},
           ${municipalityOf('bench_h(n, 6) % 52', 'bench_h(n, 7)', 'code')},
           n > ${O} AND bench_h(n, 8) % 10 < 4,
           CASE WHEN n <= ${O} AND bench_h(n, 9) % 1000 < 3 THEN ${now} - ${day} END,
           ${now} - (bench_h(n, 3) % 900) * ${day}, ${now} - (bench_h(n, 3) % 900) * ${day}, ${now}
      FROM generate_series(1, ${O + P}) n;
    INSERT INTO field_worker_profiles (profile_id, headline, bio, categories, service_provinces, travel_radius_km,
                                       hourly_rate_cents, years_experience, availability, verification_status,
                                       search_vector, earth_point, created_at, updated_at)
    SELECT bench_id('p', ${O} + k), hl, bio,
           ARRAY[(${textArray(CATS)})[1 + (k - 1) % 19], (${textArray(CATS)})[1 + (k + 6) % 19]],
           ARRAY[(${textArray(PROV_CODES)})[1 + bench_h(${O} + k, 6) % 52], (${textArray(PROV_CODES)})[1 + (bench_h(${O} + k, 6) + 1) % 52]],
           20 + bench_h(k, 11) % 100, (15 + bench_h(k, 12) % 30) * 100, 1 + bench_h(k, 13) % 30,
           'De lunes a sábado', (CASE WHEN bench_h(${O} + k, 8) % 10 < 4 THEN 'verified' ELSE 'none' END)::verification_status,
           professional_search_document(${pick(V.FIRST_NAMES, `bench_h(${O} + k, 1)`)}, ${pick(V.LAST_NAMES, `bench_h(${O} + k, 2)`)}, hl, bio),
           -- The trigger's point: the base municipality's (the profile's, same hashes as above),
           -- spread by the id as faena_earth_point does.
           faena_earth_point(${municipalityOf(`bench_h(${O} + k, 6) % 52`, `bench_h(${O} + k, 7)`, 'lat')},
                             ${municipalityOf(`bench_h(${O} + k, 6) % 52`, `bench_h(${O} + k, 7)`, 'lon')},
                             bench_id('p', ${O} + k)),
           ${now} - (bench_h(k, 3) % 900) * ${day}, ${now}
      FROM (SELECT k,
                   ${pick(V.HEADLINES, 'bench_h(k, 14)')} || ': ' || lower((${textArray(CAT_LABELS)})[1 + (k - 1) % 19]) AS hl,
                   'Trabajo en fincas de la comarca desde hace ' || (1 + bench_h(k, 13) % 30) || ' años. ' ||
                   ${pick(V.DESCRIPTION_MIDDLES, 'bench_h(k, 15)')} AS bio
              FROM generate_series(1, ${P}) k) f;
  `;

  const propertiesSql = `
    -- The municipality's vector comes from bench_muni (one per municipality, not one per property).
    -- A third of the properties are marked on the map, up to about 5 km from their municipality's
    -- point; the others have none. A task's public point is the trigger's (0011): the marked
    -- point rounded to 0.01°, else the municipality's; computed once per property here.
    CREATE TABLE bench_prop AS
    SELECT y.*,
           CASE WHEN y.lat IS NULL THEN y.m_lat ELSE round(y.lat::numeric, 2)::double precision END AS point_lat,
           CASE WHEN y.lon IS NULL THEN y.m_lon ELSE round(y.lon::numeric, 2)::double precision END AS point_lon
      FROM (
        SELECT x.i, bench_id('f', x.i) AS id, bench_id('p', 1 + (x.i - 1) % ${O}) AS owner_id,
               pv.code AS province, m.name AS municipality, m.code AS municipality_code, x.kind_i,
               m.tsv AS m_tsv, pv.tsv AS prov_tsv, m.lat AS m_lat, m.lon AS m_lon,
               CASE WHEN x.marked THEN m.lat + (bench_h(x.i, 18) % 1001 - 500) / 10000.0 END AS lat,
               CASE WHEN x.marked THEN m.lon + (bench_h(x.i, 19) % 1001 - 500) / 10000.0 END AS lon
          FROM (SELECT i, bench_h(i, 21) % 52 AS p, bench_h(i, 22) AS h, bench_h(i, 23) % 12 AS kind_i,
                       bench_h(i, 17) % 3 = 0 AS marked
                  FROM generate_series(1, ${PR}) i OFFSET 0) x
          JOIN bench_prov pv ON pv.prov_i = x.p
          JOIN bench_muni m ON m.muni_k = pv.muni_off + x.h % pv.muni_n
      ) y;
    CREATE UNIQUE INDEX ON bench_prop (i);
    INSERT INTO properties (id, owner_id, name, kind, province, municipality, municipality_code, latitude, longitude,
                            address, size_ha, description, access_notes, created_at, updated_at)
    SELECT id, owner_id,
           replace((${textArray(V.PROPERTY_NAMES)})[1 + kind_i], '{s}', ${pick(V.PROPERTY_SUFFIXES, 'bench_h(i, 24)')}),
           (${textArray(PROPERTY_KINDS)})[1 + kind_i]::property_kind, province, municipality, municipality_code, lat, lon,
           'Polígono ' || (1 + bench_h(i, 25) % 40) || ', parcela ' || (1 + bench_h(i, 26) % 300),
           round(((1 + bench_h(i, 27) % 5000) / 100.0)::numeric, 2),
           'Propiedad en ' || municipality || '. ' || ${pick(V.DESCRIPTION_MIDDLES, 'bench_h(i, 28)')},
           'Camino de tierra desde la carretera; cancela con candado.',
           ${now} - (bench_h(i, 29) % 900) * ${day}, ${now}
      FROM bench_prop;
  `;
  // People and properties do not read each other (ids are hashes of the row number): at once.
  await twoWays([['personas', peopleSql]], [['fincas', propertiesSql]]);

  // Tasks in batches (progress, bounded memory). State shares: 30 % open, 8 draft, 8 assigned,
  // 6 in progress, 3 pending confirmation, 35 completed, 10 cancelled. Open tasks were published
  // in the last 120 days, the others in the last two years. The search vector is the trigger's
  // (title A; category, municipality, province B; description C) assembled from the vectors of
  // the pieces the text is made of, computed once: parsing and stemming a million descriptions
  // is most of the load otherwise. Lexemes and weights are the trigger's; word positions may
  // differ by a few places where a piece joins the next.
  const batchSql = (a: number, b: number) => `
      INSERT INTO tasks (id, owner_id, property_id, title, description, category, urgency, budget_min_cents,
                         budget_max_cents, preferred_start_date, status, province, municipality,
                         assigned_professional_id, agreed_price_cents, hidden_at, published_at, assigned_at,
                         started_at, finished_at, completed_at, cancelled_at, cancel_reason, search_vector,
                         point_latitude, point_longitude, earth_point, created_at, updated_at)
      SELECT bench_id('t', n), bp.owner_id, bp.id,
             replace(tp.t, '{m}', bp.municipality),
             replace(replace(o1.t, '{m}', bp.municipality), '{h}', h1::text) || ' ' ||
               replace(replace(o2.t, '{m}', bp.municipality), '{h}', h2::text) || ' ' || md.t || ' ' || cl.t,
             (${textArray(CATS)})[1 + g.c]::task_category, g.urgency::urgency, g.bmin, g.bmax,
             CASE WHEN g.s >= 8 AND bench_h(n, 40) % 100 >= 15 THEN (g.pub + (bench_h(n, 41) % 60) * ${day})::date END,
             g.status::task_status, bp.province, bp.municipality,
             CASE WHEN g.status = ANY(${textArray(TASK_WITH_PROFESSIONAL)})
                  THEN bench_id('p', ${O} + 1 + g.c + 19 * (bench_h(n, 42) % ${PK})) END,
             CASE WHEN g.status = ANY(${textArray(TASK_WITH_PROFESSIONAL)})
                  THEN coalesce((g.bmin + g.bmax) / 2, 25000) END,
             CASE WHEN g.status = 'open' AND bench_h(n, 43) % 1000 < 2 THEN g.pub + ${day} END,
             CASE WHEN g.s >= 8 THEN g.pub END,
             CASE WHEN g.s >= 38 AND g.s < 90 THEN g.pub + 2 * ${day} END,
             CASE WHEN g.s >= 46 AND g.s < 90 THEN g.pub + 5 * ${day} END,
             CASE WHEN g.s >= 52 AND g.s < 90 THEN g.pub + 9 * ${day} END,
             CASE WHEN g.s >= 55 AND g.s < 90 THEN g.pub + 10 * ${day} END,
             CASE WHEN g.s >= 90 THEN g.pub + 3 * ${day} END,
             CASE WHEN g.s >= 90 THEN 'Ya no es necesario: lo hemos resuelto por nuestra cuenta.' END,
             setweight(tp.tsv || CASE WHEN tp.has_m THEN bp.m_tsv ELSE ''::tsvector END, 'A') ||
             setweight(ct.tsv || bp.m_tsv || bp.prov_tsv, 'B') ||
             setweight(o1.tsv || CASE WHEN o1.has_m THEN bp.m_tsv ELSE ''::tsvector END ||
                       CASE WHEN o1.has_h THEN to_tsvector('simple', h1::text) ELSE ''::tsvector END ||
                       o2.tsv || CASE WHEN o2.has_m THEN bp.m_tsv ELSE ''::tsvector END ||
                       CASE WHEN o2.has_h THEN to_tsvector('simple', h2::text) ELSE ''::tsvector END ||
                       md.tsv || cl.tsv, 'C'),
             bp.point_lat, bp.point_lon, faena_earth_point(bp.point_lat, bp.point_lon, bench_id('t', n)),
             g.pub - ${day}, ${now}
        FROM (
          SELECT n, c, s, bmin, bmax, pub,
                 CASE WHEN s < 8 THEN 'draft' WHEN s < 38 THEN 'open' WHEN s < 46 THEN 'assigned'
                      WHEN s < 52 THEN 'in_progress' WHEN s < 55 THEN 'pending_confirmation'
                      WHEN s < 90 THEN 'completed' ELSE 'cancelled' END AS status,
                 CASE WHEN u < 20 THEN 'low' WHEN u < 75 THEN 'normal' WHEN u < 93 THEN 'high' ELSE 'urgent' END AS urgency,
                 1 + bench_h(n, 46) % 40 AS h1, 1 + bench_h(n, 47) % 40 AS h2,
                 1 + bench_h(n, 20) % ${PR} AS prop_i, c * 4 + bench_h(n, 32) % 4 AS tpl_i,
                 bench_h(n, 33) % ${V.DESCRIPTION_OPENINGS.length} AS o1_i,
                 bench_h(n, 34) % ${V.DESCRIPTION_OPENINGS.length} AS o2_i,
                 bench_h(n, 35) % ${V.DESCRIPTION_MIDDLES.length} AS md_i,
                 bench_h(n, 36) % ${V.DESCRIPTION_CLOSINGS.length} AS cl_i
            FROM (
              SELECT n, bench_h(n, 30) % 19 AS c, bench_h(n, 31) % 100 AS s, bench_h(n, 37) % 100 AS u,
                     CASE WHEN bench_h(n, 38) % 10 = 0 THEN NULL ELSE (ARRAY[4000, 12000, 30000, 90000, 250000])[1 + bench_h(n, 39) % 5] END AS bmin,
                     CASE WHEN bench_h(n, 38) % 10 = 0 THEN NULL ELSE (ARRAY[4000, 12000, 30000, 90000, 250000])[1 + bench_h(n, 39) % 5] * 2 END AS bmax,
                     ${now} - (CASE WHEN bench_h(n, 31) % 100 BETWEEN 8 AND 37 THEN bench_h(n, 44) % 120 ELSE bench_h(n, 44) % 730 END) * ${day}
                           - (bench_h(n, 45) % 86400) * interval '1 second' AS pub
                FROM generate_series(${a}, ${b}) n
            ) x
          -- A fence: the join keys are computed once per task, not again in every join filter.
          OFFSET 0
        ) g
        JOIN bench_prop bp ON bp.i = g.prop_i
        JOIN bench_tpl tp ON tp.i = g.tpl_i
        JOIN bench_cat ct ON ct.i = g.c
        JOIN bench_open o1 ON o1.i = g.o1_i
        JOIN bench_open o2 ON o2.i = g.o2_i
        JOIN bench_mid md ON md.i = g.md_i
        JOIN bench_close cl ON cl.i = g.cl_i;
  `;
  const batch = 50_000;
  const ranges: [number, number][] = [];
  for (let a = 1; a <= tasks; a += batch) ranges.push([a, Math.min(tasks, a + batch - 1)]);
  let done = 0;
  // With a second connection (PostgreSQL), two batches load at once: the machine has two cores.
  await timed('tareas', () =>
    Promise.all(
      conns.map(async (conn) => {
        // The planner has no estimate for keys computed in a subquery and walks each lookup table
        // once per task in a nested loop (76 title rows, 19 categories… for every task: 40 % of
        // the batch's CPU). Hash joins read each lookup table once per batch.
        await conn.query(`SET enable_nestloop = off`);
        for (let r = ranges.shift(); r; r = ranges.shift()) {
          await conn.query(batchSql(r[0], r[1]));
          done += r[1] - r[0] + 1;
          log(`  tareas ${done.toLocaleString('es-ES')} / ${tasks.toLocaleString('es-ES')}`);
        }
        await conn.query(`RESET enable_nestloop`);
      }),
    ),
  );

  const cat = `(array_position(${textArray(CATS)}, t.category::text) - 1)`;
  const applicationsSql = `
    -- The accepted application of every task with a professional.
    INSERT INTO applications (task_id, professional_id, message, price_cents, status, created_at, updated_at, decided_at)
    SELECT t.id, t.assigned_professional_id, ${pick(V.APPLICATION_MESSAGES, 'bench_hid(t.id, 1)')},
           t.agreed_price_cents, 'accepted', t.published_at + interval '1 day', t.assigned_at, t.assigned_at
      FROM tasks t WHERE t.assigned_professional_id IS NOT NULL;
    -- Pending ones on open tasks (0, 1 or 2) and a rejected one on some assigned tasks, from the
    -- professionals of the next categories (so never the assigned one).
    INSERT INTO applications (task_id, professional_id, message, price_cents, status, created_at, updated_at, decided_at)
    SELECT t.id, bench_id('p', ${O} + 1 + (${cat} + o) % 19 + 19 * (bench_hid(t.id, 2) % ${PK})),
           ${pick(V.APPLICATION_MESSAGES, 'bench_hid(t.id, 3)')}, coalesce(t.budget_max_cents, 20000),
           (CASE WHEN t.status = 'open' THEN 'pending' ELSE 'rejected' END)::application_status,
           t.published_at + interval '12 hours', ${now}, CASE WHEN t.status <> 'open' THEN t.assigned_at END
      FROM tasks t CROSS JOIN generate_series(1, 2) o
     WHERE (t.status = 'open' AND bench_hid(t.id, 4) % 3 >= o)
        OR (t.status = 'assigned' AND o = 1 AND bench_hid(t.id, 4) % 2 = 0);
  `;

  const conversationsSql = `
    INSERT INTO conversations (owner_id, professional_id, context_task_id, last_message_at, owner_read_at,
                               professional_read_at, created_at)
    SELECT DISTINCT ON (t.owner_id, t.assigned_professional_id)
           t.owner_id, t.assigned_professional_id, t.id, t.assigned_at + interval '1 hour',
           t.assigned_at + interval '2 hours', t.assigned_at + interval '1 hour', t.assigned_at
      FROM tasks t
     WHERE t.assigned_professional_id IS NOT NULL AND bench_hid(t.id, 5) % 2 = 0
     ORDER BY t.owner_id, t.assigned_professional_id, t.assigned_at DESC
    ON CONFLICT DO NOTHING;
    INSERT INTO messages (conversation_id, sender_id, task_id, body, created_at)
    SELECT c.id, CASE WHEN k = 1 THEN c.owner_id ELSE c.professional_id END, c.context_task_id,
           ${pick(V.CHAT_MESSAGES, 'bench_hid(c.id, k)')}, c.created_at + k * interval '20 minutes'
      FROM conversations c CROSS JOIN generate_series(1, 2) k;
  `;

  const paymentsSql = `
    INSERT INTO payments (task_id, payer_id, payee_id, amount_cents, work_cents, travel_cents, fee_cents, net_cents,
                          fee_rate_bps, method, status, provider, provider_ref, idempotency_key, created_at,
                          updated_at, held_at, released_at)
    SELECT t.id, t.owner_id, t.assigned_professional_id, w + tr, w, tr, fee, w + tr - fee, 1000,
           (ARRAY['card', 'transfer', 'bizum'])[1 + bench_hid(t.id, 6) % 3]::payment_method,
           (CASE WHEN t.status = 'completed' THEN 'released' ELSE 'held' END)::payment_status,
           'prueba', 'banco-' || t.id, 'banco-' || t.id, t.assigned_at + interval '1 day', ${now},
           t.assigned_at + interval '1 day', t.completed_at
      FROM (SELECT t.*, t.agreed_price_cents AS w,
                   CASE WHEN bench_hid(t.id, 7) % 3 = 0 THEN 1500 ELSE 0 END AS tr,
                   round(t.agreed_price_cents * 0.10)::int AS fee
              FROM tasks t
             WHERE t.status = 'completed' OR (t.status = 'in_progress' AND bench_hid(t.id, 8) % 2 = 0)) t;
  `;

  const reviewsSql = `
    INSERT INTO reviews (task_id, reviewer_id, reviewee_id, rating, comment, published_at, created_at)
    SELECT t.id, t.owner_id, t.assigned_professional_id, 3 + bench_hid(t.id, 9) % 3,
           ${pick(V.REVIEW_COMMENTS, 'bench_hid(t.id, 10)')}, t.completed_at + interval '2 days', t.completed_at + interval '1 day'
      FROM tasks t WHERE t.status = 'completed' AND bench_hid(t.id, 11) % 10 < 8;
    INSERT INTO reviews (task_id, reviewer_id, reviewee_id, rating, comment, published_at, created_at)
    SELECT t.id, t.assigned_professional_id, t.owner_id, 4 + bench_hid(t.id, 12) % 2,
           'Buen trato y pago puntual.', t.completed_at + interval '2 days', t.completed_at + interval '2 days'
      FROM tasks t WHERE t.status = 'completed' AND bench_hid(t.id, 11) % 10 < 5;
    -- The averages and counts the app keeps.
    UPDATE field_worker_profiles f SET rating_avg = r.avg, rating_count = r.n
      FROM (SELECT reviewee_id, round(avg(rating), 2) AS avg, count(*)::int AS n FROM reviews GROUP BY reviewee_id) r
     WHERE r.reviewee_id = f.profile_id;
    UPDATE field_worker_profiles f SET completed_count = c.n
      FROM (SELECT assigned_professional_id AS id, count(*)::int AS n FROM tasks WHERE status = 'completed'
             GROUP BY assigned_professional_id) c
     WHERE c.id = f.profile_id;
    UPDATE profiles p SET owner_rating_avg = r.avg, owner_rating_count = r.n
      FROM (SELECT reviewee_id, round(avg(rating), 2) AS avg, count(*)::int AS n FROM reviews r
              JOIN profiles q ON q.id = r.reviewee_id AND q.role = 'property_owner' GROUP BY reviewee_id) r
     WHERE r.reviewee_id = p.id;
  `;
  // What follows the tasks only reads them (and the two tables each list writes): two at a time.
  await twoWays(
    [
      ['solicitudes', applicationsSql],
      ['conversaciones', conversationsSql],
    ],
    [
      ['pagos', paymentsSql],
      ['valoraciones', reviewsSql],
    ],
  );

  for (const conn of conns) await conn.query(`SET session_replication_role = origin`);
  await timed('índices', () => restoreIndexes(conns, schema));
  await timed('claves ajenas', () => restoreForeignKeys(conns, schema));

  await db.query(
    `DROP TABLE bench_muni, bench_prov, bench_tpl, bench_cat, bench_open, bench_mid, bench_close, bench_prop`,
  );
  // Statistics of the application's tables, the loaded ones first and two at a time (a bare
  // ANALYZE also walks the system catalogs, which the load did not change).
  const toAnalyze = (
    await db.query<{ t: string }>(
      `SELECT quote_ident(relname) AS t FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r'
        ORDER BY coalesce(array_position(${textArray(LOADED_TABLES)}, relname::text), 99), relname`,
    )
  ).map((r) => r.t);
  await timed('analyze', () =>
    Promise.all(
      conns.map(async (conn) => {
        for (let t = toAnalyze.shift(); t; t = toAnalyze.shift()) await conn.query(`ANALYZE ${t}`);
      }),
    ),
  );

  const rows: Record<string, number> = {};
  for (const table of [
    'user',
    'profiles',
    'field_worker_profiles',
    'properties',
    'tasks',
    'applications',
    'conversations',
    'messages',
    'payments',
    'reviews',
  ]) {
    const [r] = await db.query<{ n: string }>(`SELECT count(*) AS n FROM "${table}"`);
    rows[table] = Number(r?.n ?? 0);
  }
  return { sizes, rows, seconds: (performance.now() - started) / 1000, steps };
}
