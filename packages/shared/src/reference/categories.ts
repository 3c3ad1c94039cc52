export const TASK_CATEGORIES = {
  desbroce: 'Desbroce y limpieza de terreno',
  poda: 'Poda y tala',
  jardineria: 'Jardinería',
  labores_agricolas: 'Labores agrícolas (arado, siembra, cosecha)',
  recoleccion: 'Recolección (aceituna, uva, fruta)',
  riego: 'Riego',
  vallado: 'Vallados y cercados',
  albanileria: 'Albañilería y reformas',
  fontaneria: 'Fontanería',
  electricidad: 'Electricidad y placas solares',
  piscinas: 'Piscinas',
  limpieza: 'Limpieza',
  animales: 'Cuidado de animales',
  maquinaria: 'Maquinaria y movimiento de tierras',
  lena: 'Leña y chimeneas',
  plagas: 'Control de plagas',
  vigilancia: 'Vigilancia y casero',
  transporte: 'Transporte',
  otros: 'Otros',
} as const;

export type TaskCategory = keyof typeof TASK_CATEGORIES;
export const TASK_CATEGORY_SLUGS = Object.keys(TASK_CATEGORIES) as [TaskCategory, ...TaskCategory[]];

export function categoryLabel(slug: string | null | undefined): string {
  return slug && slug in TASK_CATEGORIES ? TASK_CATEGORIES[slug as TaskCategory] : '';
}

export const URGENCIES = {
  low: 'Baja',
  normal: 'Normal',
  high: 'Alta',
  urgent: 'Urgente',
} as const;

export type Urgency = keyof typeof URGENCIES;
export const URGENCY_SLUGS = Object.keys(URGENCIES) as [Urgency, ...Urgency[]];

export const PROPERTY_KINDS = {
  finca_rustica: 'Finca rústica',
  casa_de_campo: 'Casa de campo',
  cortijo: 'Cortijo',
  masia: 'Masía',
  huerta: 'Huerta',
  olivar: 'Olivar',
  vinedo: 'Viñedo',
  granja: 'Granja',
  parcela: 'Parcela',
  otra: 'Otra',
} as const;

export type PropertyKind = keyof typeof PROPERTY_KINDS;
export const PROPERTY_KIND_SLUGS = Object.keys(PROPERTY_KINDS) as [PropertyKind, ...PropertyKind[]];
