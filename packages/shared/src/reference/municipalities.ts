import data from '../../data/municipalities.json';

/** A municipality of INE's list (1 January 2024): 5-digit code, official name, province code. */
export interface Municipality {
  code: string;
  name: string;
  province: string;
}

// Server-side only: the list weighs about 0.5 MB. The web asks the API for one province at a time.
const ALL = data as Municipality[];
const BY_CODE = new Map(ALL.map((m) => [m.code, m]));
const collator = new Intl.Collator('es', { sensitivity: 'base' });
const BY_PROVINCE = new Map<string, Municipality[]>();
for (const m of ALL) {
  const list = BY_PROVINCE.get(m.province) ?? [];
  list.push(m);
  BY_PROVINCE.set(m.province, list);
}
for (const list of BY_PROVINCE.values()) list.sort((a, b) => collator.compare(a.name, b.name));

export const MUNICIPALITY_COUNT = ALL.length;

/** The province's municipalities sorted by name as a Spanish reader expects. */
export function municipalitiesOf(province: string): readonly Municipality[] {
  return BY_PROVINCE.get(province) ?? [];
}

export function municipalityByCode(code: string | null | undefined): Municipality | undefined {
  return code ? BY_CODE.get(code) : undefined;
}

/** Finds a municipality of a province by name, ignoring case and accents. */
export function municipalityByName(province: string, name: string): Municipality | undefined {
  return municipalitiesOf(province).find((m) => collator.compare(m.name, name.trim()) === 0);
}
