/**
 * Writes packages/shared/data/municipality-points.json: the point of every municipality Faena knows
 * (packages/shared/data/municipalities.json, INE's list of 1 January 2024) from CNIG's
 * "Nomenclátor Geográfico de Municipios y Entidades de Población" (IGN/CNIG, CC BY 4.0).
 *
 *   npx tsx tools/geo/import-cnig-municipalities.ts --edition 2023 <source file>
 *
 * The source file is either of:
 *
 * - CNIG's own MUNICIPIOS.csv, from "BD_Municipios-Entidades.zip" in the Centro de Descargas del
 *   CNIG (centrodedescargas.cnig.es): `;`-separated, decimal commas, Latin-1 or UTF-8, a header row
 *   with COD_INE (or CODIGOINE) and LATITUD_ETRS89 / LONGITUD_ETRS89 (or their _REGCAN95 forms).
 *   Prefer this one when the download centre is reachable.
 * - The copy of those points in the public repository softline-informatica/softlinegeodb, which is
 *   what this machine could reach and what the committed data was made from. Its folder
 *   src-php-import-script/datos/CNIG/2023/ holds only a README (how to download MUNICIPIOS.csv, no
 *   licence note); the file itself is not committed there. Its points are in the table
 *   `softlinegeodb_ine_municipios_geo` of sql/softlinegeodb-spain-minimal-db.sql (a MariaDB dump of
 *   27 April 2023 made from CNIG's data downloaded on 26 March 2023; 8,131 municipalities):
 *     commit aec80f610a1ed4da59331ddd6f6f8a03a2effede, blob 8050f76985dada259f61f0c99509a2d9953c6f8f,
 *     2,316,398 bytes, sha256 bebd47908f9c892f96427ab75f79e623cfcdb9f6ce2fdb2363a10e165eee86ea.
 *   It is too large to commit here (and the repository is GPL-3.0: see docs/third-party-data.md).
 *   To get it back: `git --git-dir=<snapshot> show aec80f6:sql/softlinegeodb-spain-minimal-db.sql`.
 *
 * What CNIG gives for a municipality is one point, which softlinegeodb's table calls the centroid;
 * in CNIG's file it is the point of the municipality's capital (its main settlement: Cáceres's is in
 * the old town, not in the middle of its 1,750 km²), which is the point a driver heads for.
 *
 * Points are rounded to 4 decimals (about 11 m). A municipality the source does not have is never
 * given an invented point: either it is listed in BORROWED below (the point of the municipality it
 * was split from, flagged in the output as borrowed), or the script stops and names it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const MUNICIPALITIES = path.join(ROOT, 'packages/shared/data/municipalities.json');
const OUTPUT = path.join(ROOT, 'packages/shared/data/municipality-points.json');

/** [lat, lon] in decimal degrees (ETRS89 on the peninsula and the Balearics, REGCAN95 in the Canaries). */
export type LatLon = readonly [number, number];

/**
 * Municipalities newer than the source, and whose point they borrow. Only a split from a single
 * municipality belongs here: the new one lies inside the old one's former territory.
 */
export const BORROWED: Readonly<Record<string, { from: string; why: string }>> = {
  '48916': {
    from: '48036',
    why: 'Usansolo was split from Galdakao in 2022 (INE list of 2024); CNIG’s file of March 2023 lists Galdakao only',
  },
};

export interface SourcePoints {
  format: 'cnig-csv' | 'softlinegeodb-sql';
  points: Map<string, LatLon>;
}

/** Reads either source format (see the header of this file) into INE code → [lat, lon]. */
export function parseSource(bytes: Buffer): SourcePoints {
  const text = decode(bytes);
  if (text.includes('INSERT INTO `softlinegeodb_ine_municipios_geo`')) {
    return { format: 'softlinegeodb-sql', points: parseSoftlinegeodbDump(text) };
  }
  return { format: 'cnig-csv', points: parseCnigMunicipios(text) };
}

function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

/** CNIG's MUNICIPIOS.csv: a header row, `;` between fields, decimal commas. */
export function parseCnigMunicipios(text: string): Map<string, LatLon> {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = (lines.shift() ?? '').split(';').map((h) => unquote(h).toUpperCase());
  const column = (...names: string[]) => {
    const index = header.findIndex((h) => names.includes(h));
    if (index < 0) throw new Error(`MUNICIPIOS.csv sin columna ${names.join(' / ')} (cabecera: ${header.join(';')})`);
    return index;
  };
  const codeAt = column('COD_INE', 'CODIGOINE');
  const latAt = column('LATITUD_ETRS89', 'LATITUD_ETRS89_REGCAN95');
  const lonAt = column('LONGITUD_ETRS89', 'LONGITUD_ETRS89_REGCAN95');
  const points = new Map<string, LatLon>();
  for (const line of lines) {
    const fields = line.split(';').map(unquote);
    // COD_INE is the 11-digit code of the entity: province (2), municipality (3), then zeros.
    const code = (fields[codeAt] ?? '').padStart(11, '0').slice(0, 5);
    const point: LatLon = [decimal(fields[latAt]), decimal(fields[lonAt])];
    add(points, code, point, line);
  }
  return points;
}

function unquote(field: string): string {
  const trimmed = field.trim();
  return trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1).replaceAll('""', '"') : trimmed;
}

function decimal(field: string | undefined): number {
  return Number((field ?? '').replace(',', '.'));
}

/**
 * The table `softlinegeodb_ine_municipios_geo` of softlinegeodb's dump: id_municipio_geo is the
 * autonomous community's number followed by INE's 5-digit code (1 04 001 is Abla, Almería).
 */
export function parseSoftlinegeodbDump(text: string): Map<string, LatLon> {
  const points = new Map<string, LatLon>();
  const insert = /INSERT INTO `softlinegeodb_ine_municipios_geo` \(([^)]*)\) VALUES/g;
  for (let match = insert.exec(text); match; match = insert.exec(text)) {
    const columns = (match[1] ?? '').split(',').map((c) => c.trim().replaceAll('`', ''));
    const at = (name: string) => {
      const index = columns.indexOf(name);
      if (index < 0) throw new Error(`softlinegeodb_ine_municipios_geo sin columna ${name}`);
      return index;
    };
    const [idAt, latAt, lonAt, provinceAt] = [
      at('id_municipio_geo'),
      at('latitud'),
      at('longitud'),
      at('id_provincia'),
    ];
    for (const row of sqlTuples(text, match.index + match[0].length)) {
      const code = String(Number(row[idAt]) % 100_000).padStart(5, '0');
      if (Number(code.slice(0, 2)) !== Number(row[provinceAt])) {
        throw new Error(`id_municipio_geo ${row[idAt]} no es de la provincia ${row[provinceAt]}`);
      }
      add(points, code, [Number(row[latAt]), Number(row[lonAt])], row.join(', '));
    }
  }
  return points;
}

/** The tuples of one INSERT's VALUES, up to its `;`: fields split on commas outside quotes. */
function* sqlTuples(text: string, from: number): Generator<string[]> {
  let fields: string[] | undefined;
  let field = '';
  let quoted = false;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '\\') field += text[++i];
      else if (c === "'" && text[i + 1] === "'") field += text[++i];
      else if (c === "'") quoted = false;
      else field += c;
    } else if (c === "'") {
      quoted = true;
    } else if (!fields) {
      if (c === ';') return;
      if (c === '(') {
        fields = [];
        field = '';
      }
    } else if (c === ',' || c === ')') {
      fields.push(field.trim());
      field = '';
      if (c === ')') {
        yield fields;
        fields = undefined;
      }
    } else {
      field += c;
    }
  }
}

function add(points: Map<string, LatLon>, code: string, point: LatLon, line: string) {
  if (!/^\d{5}$/.test(code)) throw new Error(`Código INE ilegible en: ${line}`);
  const [lat, lon] = point;
  // Spain with the Canaries, loosely; the data test checks each point against its own region's box.
  if (!(lat >= 27 && lat <= 44.5 && lon >= -18.5 && lon <= 4.5)) {
    throw new Error(`Punto fuera de España para ${code}: ${lat}, ${lon}`);
  }
  if (points.has(code)) throw new Error(`Código repetido en la fuente: ${code}`);
  points.set(code, point);
}

export interface Municipality {
  code: string;
  name: string;
  province: string;
}

export interface ImportResult {
  points: Map<string, LatLon>;
  /** Faena codes whose point is another municipality's (BORROWED), with that code. */
  borrowed: Map<string, string>;
  /** Faena codes with no point: the output is not written while there is one. */
  missing: Municipality[];
  /** Codes of the source Faena does not know (municipalities merged away, or a newer source). */
  unknown: string[];
}

const round = (x: number) => Math.round(x * 1e4) / 1e4;

/** The point of each of Faena's municipalities: the source's own, or a BORROWED one, flagged. */
export function pointsFor(municipalities: readonly Municipality[], source: Map<string, LatLon>): ImportResult {
  const points = new Map<string, LatLon>();
  const borrowed = new Map<string, string>();
  const missing: Municipality[] = [];
  for (const m of municipalities) {
    const own = source.get(m.code);
    const stand = BORROWED[m.code];
    const theirs = stand ? source.get(stand.from) : undefined;
    const point = own ?? theirs;
    if (!point) {
      missing.push(m);
      continue;
    }
    points.set(m.code, [round(point[0]), round(point[1])]);
    if (!own && stand) borrowed.set(m.code, stand.from);
  }
  const known = new Set(municipalities.map((m) => m.code));
  const unknown = [...source.keys()].filter((code) => !known.has(code)).sort();
  return { points, borrowed, missing, unknown };
}

/** The committed file: one municipality a line, so that a new edition reads as a diff. */
export function render(result: ImportResult, meta: { source: string; attribution: string }): string {
  const codes = [...result.points.keys()].sort();
  const points = codes.map((code) => {
    const [lat, lon] = result.points.get(code)!;
    return `    ${JSON.stringify(code)}: [${lat}, ${lon}]`;
  });
  const borrowed = [...result.borrowed]
    .sort()
    .map(([code, from]) => `    ${JSON.stringify(code)}: ${JSON.stringify(from)}`);
  return [
    '{',
    `  "source": ${JSON.stringify(meta.source)},`,
    `  "attribution": ${JSON.stringify(meta.attribution)},`,
    '  "points": {',
    points.join(',\n'),
    '  },',
    '  "borrowed": {',
    ...(borrowed.length ? [borrowed.join(',\n')] : []),
    '  }',
    '}',
    '',
  ].join('\n');
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { edition: { type: 'string' }, out: { type: 'string', default: OUTPUT } },
  });
  const file = positionals[0];
  if (!file || !values.edition) {
    console.error('Uso: npx tsx tools/geo/import-cnig-municipalities.ts --edition <año> <MUNICIPIOS.csv | dump.sql>');
    process.exit(2);
  }
  const bytes = fs.readFileSync(file);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const { format, points: source } = parseSource(bytes);
  const municipalities = JSON.parse(fs.readFileSync(MUNICIPALITIES, 'utf8')) as Municipality[];
  const result = pointsFor(municipalities, source);

  console.log(`Fuente: ${file} (${format}, ${bytes.length} bytes, sha256 ${sha256})`);
  console.log(`Municipios en la fuente: ${source.size}; en Faena: ${municipalities.length}`);
  console.log(`Con su propio punto: ${result.points.size - result.borrowed.size}`);
  for (const [code, from] of result.borrowed) {
    console.log(`Punto prestado: ${code} usa el de ${from} (${BORROWED[code]?.why})`);
  }
  for (const code of result.unknown) console.log(`En la fuente, no en Faena (se ignora): ${code}`);
  if (result.missing.length) {
    for (const m of result.missing) console.error(`Sin punto: ${m.code} ${m.name} (provincia ${m.province})`);
    console.error('No se escribe nada: ningún municipio se queda sin punto ni recibe uno inventado.');
    process.exit(1);
  }
  const via =
    format === 'softlinegeodb-sql'
      ? ', via softline-informatica/softlinegeodb sql/softlinegeodb-spain-minimal-db.sql, table softlinegeodb_ine_municipios_geo'
      : ', MUNICIPIOS.csv';
  const meta = {
    source: `CNIG, Nomenclátor Geográfico de Municipios y Entidades de Población ${values.edition}${via} (sha256 ${sha256}); rounded to 4 decimals by tools/geo/import-cnig-municipalities.ts`,
    attribution: `Obra derivada de Nomenclátor Geográfico de Municipios y Entidades de Población ${values.edition} CC BY 4.0 ign.es`,
  };
  fs.writeFileSync(values.out, render(result, meta));
  console.log(`Escrito ${path.relative(process.cwd(), values.out)}: ${result.points.size} municipios`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
