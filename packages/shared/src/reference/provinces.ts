/** The 50 Spanish provinces plus Ceuta and Melilla, keyed by their INE code. */
export interface Province {
  code: string;
  name: string;
  timeZone: 'Europe/Madrid' | 'Atlantic/Canary';
}

const CANARY = new Set(['35', '38']);

const NAMES: Record<string, string> = {
  '01': 'Araba/Álava',
  '02': 'Albacete',
  '03': 'Alicante/Alacant',
  '04': 'Almería',
  '05': 'Ávila',
  '06': 'Badajoz',
  '07': 'Illes Balears',
  '08': 'Barcelona',
  '09': 'Burgos',
  '10': 'Cáceres',
  '11': 'Cádiz',
  '12': 'Castellón/Castelló',
  '13': 'Ciudad Real',
  '14': 'Córdoba',
  '15': 'A Coruña',
  '16': 'Cuenca',
  '17': 'Girona',
  '18': 'Granada',
  '19': 'Guadalajara',
  '20': 'Gipuzkoa',
  '21': 'Huelva',
  '22': 'Huesca',
  '23': 'Jaén',
  '24': 'León',
  '25': 'Lleida',
  '26': 'La Rioja',
  '27': 'Lugo',
  '28': 'Madrid',
  '29': 'Málaga',
  '30': 'Murcia',
  '31': 'Navarra',
  '32': 'Ourense',
  '33': 'Asturias',
  '34': 'Palencia',
  '35': 'Las Palmas',
  '36': 'Pontevedra',
  '37': 'Salamanca',
  '38': 'Santa Cruz de Tenerife',
  '39': 'Cantabria',
  '40': 'Segovia',
  '41': 'Sevilla',
  '42': 'Soria',
  '43': 'Tarragona',
  '44': 'Teruel',
  '45': 'Toledo',
  '46': 'Valencia/València',
  '47': 'Valladolid',
  '48': 'Bizkaia',
  '49': 'Zamora',
  '50': 'Zaragoza',
  '51': 'Ceuta',
  '52': 'Melilla',
};

export const PROVINCES: readonly Province[] = Object.entries(NAMES).map(([code, name]) => ({
  code,
  name,
  timeZone: CANARY.has(code) ? 'Atlantic/Canary' : 'Europe/Madrid',
}));

export const PROVINCE_CODES = PROVINCES.map((p) => p.code) as [string, ...string[]];

const BY_CODE = new Map(PROVINCES.map((p) => [p.code, p]));

/** Whether a code is one of the 52 provinces (INE codes, '01' to '52'). */
export function isProvinceCode(code: string): boolean {
  return BY_CODE.has(code);
}

export function provinceByCode(code: string | null | undefined): Province | undefined {
  return code ? BY_CODE.get(code) : undefined;
}

export function provinceName(code: string | null | undefined): string {
  return provinceByCode(code)?.name ?? '';
}

/** Alphabetical for pickers, ignoring accents ("Ávila" sorts with the A). */
export const PROVINCES_SORTED: readonly Province[] = [...PROVINCES].sort((a, b) => a.name.localeCompare(b.name, 'es'));
