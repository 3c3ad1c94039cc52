import { TASK_CATEGORIES, type TaskCategory } from './reference/categories';
import { PROVINCES } from './reference/provinces';

/**
 * Readable URL slugs of the public pages (/tareas/:slugId, /profesionales/:slugId and the
 * listings /tareas/en/:provincia/:categoria): lowercase, accents stripped, every run of other
 * characters one hyphen. "Poda de 40 olivos en Úbeda" → "poda-de-40-olivos-en-ubeda".
 */
export function slugify(text: string, maxLength = 80): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ñ/g, 'n')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = slug.slice(0, maxLength).replace(/-+$/g, '');
  return cut;
}

const UUID_TAIL = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** `slug-<uuid>` (or the bare uuid when the title gives no slug). */
export function slugId(text: string, id: string): string {
  const slug = slugify(text);
  return slug ? `${slug}-${id}` : id;
}

/**
 * Splits "/tareas/:slugId": the id is the trailing uuid (36 characters) and decides; the slug
 * before it only has to match for the address to be the canonical one (else a 301 to it).
 */
export function parseSlugId(value: string): { slug: string; id: string } | null {
  const match = UUID_TAIL.exec(value);
  if (!match?.[1]) return null;
  const id = match[1].toLowerCase();
  const rest = value.slice(0, value.length - id.length);
  if (rest !== '' && !rest.endsWith('-')) return null;
  return { slug: rest.replace(/-$/, ''), id };
}

/** A province's slug in the listings' addresses: its name's ("Jaén" → "jaen", "Araba/Álava" → "araba-alava"). */
export function provinceSlug(code: string): string {
  const province = PROVINCES.find((p) => p.code === code);
  return province ? slugify(province.name) : code;
}

/** The province code of a listing slug, or undefined. */
export function provinceBySlug(slug: string): string | undefined {
  return PROVINCES.find((p) => slugify(p.name) === slug)?.code;
}

/** A category's slug in the listings' addresses: its key with hyphens ("labores_agricolas" → "labores-agricolas"). */
export function categorySlug(category: string): string {
  return category.replace(/_/g, '-');
}

/** The category of a listing slug, or undefined. */
export function categoryBySlug(slug: string): TaskCategory | undefined {
  const key = slug.replace(/-/g, '_');
  // Own keys only: 'constructor' is `in` every object (/tareas/en/jaen/constructor was a 500).
  return Object.hasOwn(TASK_CATEGORIES, key) && /^[a-z-]+$/.test(slug) ? (key as TaskCategory) : undefined;
}
