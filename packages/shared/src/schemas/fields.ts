import { z } from 'zod';
import { parseEurosToCents } from '../money';
import { isProvinceCode } from '../reference/provinces';

/*
 * The building blocks the schemas (and the web's forms, which derive from them) are made of:
 * each field rule is written here once.
 */

/** Free text up to `max` characters, trimmed; empty, null or absent is stored as null. */
export const zOptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo ${max} caracteres.`)
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
