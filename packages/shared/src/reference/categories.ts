import { m } from '../messages';

export const TASK_CATEGORIES = {
  desbroce: m('Desbroce y limpieza de terreno'),
  poda: m('Poda y tala'),
  jardineria: m('Jardinería'),
  labores_agricolas: m('Labores agrícolas (arado, siembra, cosecha)'),
  recoleccion: m('Recolección (aceituna, uva, fruta)'),
  riego: m('Riego'),
  vallado: m('Vallados y cercados'),
  albanileria: m('Albañilería y reformas'),
  fontaneria: m('Fontanería'),
  electricidad: m('Electricidad y placas solares'),
  piscinas: m('Piscinas'),
  limpieza: m('Limpieza'),
  animales: m('Cuidado de animales'),
  maquinaria: m('Maquinaria y movimiento de tierras'),
  lena: m('Leña y chimeneas'),
  plagas: m('Control de plagas'),
  vigilancia: m('Vigilancia y casero'),
  transporte: m('Transporte'),
  otros: m('Otros'),
} as const;

export type TaskCategory = keyof typeof TASK_CATEGORIES;
export const TASK_CATEGORY_SLUGS = Object.keys(TASK_CATEGORIES) as [TaskCategory, ...TaskCategory[]];

export function categoryLabel(slug: string | null | undefined): string {
  return slug && slug in TASK_CATEGORIES ? TASK_CATEGORIES[slug as TaskCategory] : '';
}

export const URGENCIES = {
  low: m('Baja'),
  normal: m('Normal'),
  high: m('Alta'),
  urgent: m('Urgente'),
} as const;

export type Urgency = keyof typeof URGENCIES;
export const URGENCY_SLUGS = Object.keys(URGENCIES) as [Urgency, ...Urgency[]];

export const PROPERTY_KINDS = {
  finca_rustica: m('Finca rústica'),
  casa_de_campo: m('Casa de campo'),
  cortijo: m('Cortijo'),
  masia: m('Masía'),
  huerta: m('Huerta'),
  olivar: m('Olivar'),
  vinedo: m('Viñedo'),
  granja: m('Granja'),
  parcela: m('Parcela'),
  otra: m('Otra'),
} as const;

export type PropertyKind = keyof typeof PROPERTY_KINDS;
export const PROPERTY_KIND_SLUGS = Object.keys(PROPERTY_KINDS) as [PropertyKind, ...PropertyKind[]];
