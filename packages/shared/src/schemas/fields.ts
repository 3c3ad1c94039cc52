import { z } from 'zod';
import { m } from '../messages';
import { parseEurosToCents } from '../money';
import { isProvinceCode } from '../reference/provinces';
import { checkText } from '../validation-texts';

/*
 * The building blocks the schemas (and the web's forms, which derive from them) are made of:
 * each field rule is written here once.
 */

/** Free text up to `max` characters, trimmed; empty, null or absent is stored as null. */
export const zOptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, checkText(m('Máximo {max} caracteres.', { max })))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/**
 * One of the 52 provinces by its code; `message` is what the form says otherwise (and
 * `typeError`, when given, what it says for a value that is not text at all).
 */
export const zProvince = (message: string, typeError?: string) =>
  z.string(typeError === undefined ? undefined : { error: typeError }).refine(isProvinceCode, message);

/**
 * A euro amount as a form's input holds it ("350", "350,50", "1.250"; empty when `optional`),
 * checked by the shared rule on its cents (`cents`, the same schema the server applies), so the
 * form and the server refuse the same amounts with the same words. `typeMessage` is what the form
 * says when the text is not an amount (or is empty and the amount is required). The value stays
 * the text; the form turns it into cents when it sends it.
 */
export const zEurosInput = (cents: z.ZodType, typeMessage: string, options: { optional?: boolean } = {}) =>
  z.string().superRefine((value, ctx) => {
    if (value.trim() === '' && options.optional) return;
    const amount = parseEurosToCents(value);
    if (amount === null) {
      ctx.addIssue({ code: 'custom', message: typeMessage });
      return;
    }
    const checked = cents.safeParse(amount);
    for (const issue of checked.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message });
  });

/**
 * A form's whole-form check by the shared schema the server applies: `toInput` turns the form's
 * values into the body it would send, the schema checks it, and each problem goes to the form's
 * field (`fieldOf` maps the schema's path, dotted, to the field's name; a name not in it is
 * used as it is). Use it in the form schema's `superRefine`, so the form refuses what the server
 * refuses with the server's words, and holds no copy of the rule.
 */
export const checkedBy =
  <T>(schema: z.ZodType, toInput: (values: T) => unknown, fieldOf: Record<string, string> = {}) =>
  (values: T, ctx: z.RefinementCtx) => {
    const checked = schema.safeParse(toInput(values));
    for (const issue of checked.error?.issues ?? []) {
      const dotted = issue.path.join('.');
      const head = String(issue.path[0] ?? '');
      const field = fieldOf[dotted] ?? fieldOf[head] ?? head;
      ctx.addIssue({ code: 'custom', path: field ? [field] : [], message: issue.message });
    }
  };

/**
 * A point chosen on the map ('Marcar en el mapa'), in decimal degrees: within Spain's extent
 * (the Canaries to Menorca), so a slip of the finger into the sea off another country is refused.
 */
export const zGeoPoint = z.object(
  {
    lat: z
      .number({ error: m('Marca el punto en el mapa.') })
      .min(27.5, m('Marca un punto dentro de España.'))
      .max(44, m('Marca un punto dentro de España.')),
    lon: z
      .number({ error: m('Marca el punto en el mapa.') })
      .min(-18.5, m('Marca un punto dentro de España.'))
      .max(4.6, m('Marca un punto dentro de España.')),
  },
  { error: m('Marca el punto en el mapa.') },
);

/** The radii 'Distancia' offers, in km. */
export const DISTANCE_RADII_KM = [10, 25, 50, 100] as const;
export type DistanceRadiusKm = (typeof DISTANCE_RADII_KM)[number];

/** A query-string parameter that may be left out: empty (`?q=`) or null counts as absent. */
export const zOptionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** A municipality's INE code given in a query ('Distancia' from a chosen municipality). */
export const zMunicipalityCodeQuery = z.string().regex(/^\d{5}$/, m('Elige un municipio de la lista.'));

/** One of DISTANCE_RADII_KM, from a query string. */
export const zRadiusQuery = z.coerce
  .number({ error: m('Elige una distancia de la lista.') })
  .refine(
    (v): v is DistanceRadiusKm => (DISTANCE_RADII_KM as readonly number[]).includes(v),
    m('Elige una distancia de la lista.'),
  );
