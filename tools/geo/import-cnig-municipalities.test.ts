import { describe, expect, it } from 'vitest';
import { parseSource, pointsFor, render } from './import-cnig-municipalities';

// Rows as the two sources write them (values of CNIG's 2023 edition).
const DUMP = `-- phpMyAdmin SQL Dump
INSERT INTO \`softlinegeodb_ine_municipios\` (\`id_municipio\`, \`nombre\`) VALUES
(104001, 'Abla');
INSERT INTO \`softlinegeodb_ine_municipios_geo\` (\`id_municipio_geo\`, \`latitud\`, \`longitud\`, \`id_provincia\`, \`hoja_mtn25\`, \`codigo_cnig\`) VALUES
(104001, 37.14120990, -2.77953953, 4, '1029-1', '04005'),
(1328079, 40.40841191, -3.68760088, 28, '0559-4,055', '28001'),
(1648036, 43.23109400, -2.84005000, 48, '0062-3', '48340'),
(535016, 28.09937855, -15.41336841, 35, '1098-4', '35001');
INSERT INTO \`softlinegeodb_ine_provincias\` (\`id_provincia\`) VALUES (4);
`;

const CSV = [
  'COD_INE;ID_REL;COD_GEO;COD_PROV;PROVINCIA;NOMBRE_ACTUAL;LONGITUD_ETRS89;LATITUD_ETRS89;ORIGENCOOR',
  '01001000000;1010014;01010;01;Araba/Álava;Alegría-Dulantzi;-2,51243731;42,83981158;Mapa',
  '"10037000000";1100371;10001;10;Cáceres;Cáceres;-6,37121092;39,47316762;Mapa',
].join('\r\n');

const municipality = (code: string, name = code) => ({ code, name, province: code.slice(0, 2) });

describe('the CNIG points import', () => {
  it('reads softlinegeodb’s table by column name, quotes with commas included, and nothing of the other tables', () => {
    const { format, points } = parseSource(Buffer.from(DUMP));
    expect(format).toBe('softlinegeodb-sql');
    expect([...points.keys()]).toEqual(['04001', '28079', '48036', '35016']);
    expect(points.get('28079')).toEqual([40.40841191, -3.68760088]);
  });

  it('reads CNIG’s own MUNICIPIOS.csv in Latin-1 with decimal commas', () => {
    const { format, points } = parseSource(Buffer.from(CSV, 'latin1'));
    expect(format).toBe('cnig-csv');
    expect(points.get('01001')).toEqual([42.83981158, -2.51243731]);
    expect(points.get('10037')).toEqual([39.47316762, -6.37121092]);
  });

  it('refuses a point outside Spain and a code twice', () => {
    expect(() => parseSource(Buffer.from(CSV.replace('42,83981158', '52,8')))).toThrow(/fuera de España/);
    expect(() => parseSource(Buffer.from(`${CSV}\n${CSV.split('\r\n')[1]}`))).toThrow(/repetido/);
  });

  it('rounds to 4 decimals, borrows only what BORROWED names, and lists the rest as missing', () => {
    const { points: source } = parseSource(Buffer.from(DUMP));
    const result = pointsFor(
      [municipality('04001'), municipality('48036'), municipality('48916', 'Usansolo'), municipality('23092', 'Úbeda')],
      source,
    );
    expect(result.points.get('04001')).toEqual([37.1412, -2.7795]);
    expect(result.borrowed).toEqual(new Map([['48916', '48036']]));
    expect(result.points.get('48916')).toEqual(result.points.get('48036'));
    expect(result.missing.map((m) => m.code)).toEqual(['23092']);
    expect(result.unknown).toEqual(['28079', '35016']);
  });

  it('writes JSON with one municipality a line', () => {
    const { points: source } = parseSource(Buffer.from(DUMP));
    const result = pointsFor([municipality('48916'), municipality('04001'), municipality('48036')], source);
    const text = render(result, { source: 's', attribution: 'a' });
    expect(JSON.parse(text)).toEqual({
      source: 's',
      attribution: 'a',
      points: { '04001': [37.1412, -2.7795], '48036': [43.2311, -2.8401], '48916': [43.2311, -2.8401] },
      borrowed: { '48916': '48036' },
    });
    expect(text).toContain('\n    "04001": [37.1412, -2.7795],\n');
  });
});
