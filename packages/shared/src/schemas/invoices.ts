import { z } from 'zod';
import { m } from '../messages';
import { provinceName } from '../reference/provinces';
import { isValidTaxId, normalizeTaxId, taxIdKind } from '../tax-id';

/** The IVA rates a professional may charge (basis points), or null: exempt, with its legal reason. */
export const VAT_RATES_BPS = [2100, 1000, 400] as const;
/** IRPF withholding a professional may ask of business owners (basis points). */
export const IRPF_RATES_BPS = [0, 700, 1500] as const;
/** The common legal reasons for an exempt invoice (Ley 37/1992 del IVA). */
export const VAT_EXEMPTION_REASONS = [
  m('Exenta por el artículo 20.Uno de la Ley 37/1992'),
  m('Exenta por el artículo 20.Uno.9º de la Ley 37/1992 (enseñanza)'),
  m('Exenta por el artículo 20.Uno.3º de la Ley 37/1992 (asistencia sanitaria)'),
  m('Operación no sujeta por el artículo 7 de la Ley 37/1992'),
  m('Régimen especial de la agricultura, ganadería y pesca (artículo 129 de la Ley 37/1992)'),
] as const;

/** The province of a Spanish postal code (its first two digits are the INE code), or ''. */
export function provinceOfPostalCode(postalCode: string): string {
  return /^\d{5}$/.test(postalCode) ? provinceName(postalCode.slice(0, 2)) : '';
}

const text = (message: string, max = 200) => z.string().trim().min(1, message).max(max, m('Es demasiado largo.'));

export const zBillingDetailsInput = z
  .object({
    taxId: z
      .string()
      .transform(normalizeTaxId)
      .refine(isValidTaxId, m('Escribe un NIF, NIE o CIF válido (revisa la letra o el dígito de control).')),
    legalName: text(m('Escribe el nombre o la razón social.')),
    address: text(m('Escribe la dirección fiscal.')),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, m('El código postal tiene 5 cifras.'))
      .refine((code) => provinceOfPostalCode(code) !== '', m('Ese código postal no es de ninguna provincia española.')),
    municipality: text(m('Escribe la localidad.'), 100),
    isBusiness: z.boolean().default(false),
    vatRateBps: z
      .union([z.literal(2100), z.literal(1000), z.literal(400)], {
        error: m('Elige un tipo de IVA: 21 %, 10 % o 4 %.'),
      })
      .nullable()
      .default(2100),
    vatExemptionReason: z
      .enum(VAT_EXEMPTION_REASONS, { error: m('Elige el motivo de la exención.') })
      .nullable()
      .default(null),
    irpfRateBps: z
      .union([z.literal(0), z.literal(700), z.literal(1500)], {
        error: m('Elige una retención de IRPF: 0 %, 7 % o 15 %.'),
      })
      .default(0),
  })
  .refine((v) => v.vatRateBps !== null || v.vatExemptionReason !== null, {
    path: ['vatExemptionReason'],
    message: m('Si tu trabajo está exento de IVA, elige el motivo.'),
  })
  // The province is the postal code's: its first two digits are the province's INE code.
  .transform((v) => ({ ...v, province: provinceOfPostalCode(v.postalCode) }));
export type BillingDetailsInput = z.input<typeof zBillingDetailsInput>;

export const zBillingDetails = z.object({
  taxId: z.string(),
  taxIdKind: z.enum(['nif', 'nie', 'cif']),
  legalName: z.string(),
  address: z.string(),
  postalCode: z.string(),
  municipality: z.string(),
  province: z.string(),
  isBusiness: z.boolean(),
  vatRateBps: z.number().int().nullable(),
  vatExemptionReason: z.string().nullable(),
  irpfRateBps: z.number().int(),
});
export type BillingDetails = z.infer<typeof zBillingDetails>;

/** Mine, or null when I have not filled them in. */
export const zMyBillingDetails = z.object({ details: zBillingDetails.nullable() });

export const zInvoiceSummary = z.object({
  id: z.uuid(),
  kind: z.enum(['complete', 'simplified', 'corrective']),
  concept: z.enum(['work', 'fee']),
  fullNumber: z.string(),
  issuedAt: z.string(),
  issuerName: z.string(),
  recipientName: z.string(),
  baseCents: z.number().int(),
  vatCents: z.number().int(),
  irpfCents: z.number().int(),
  totalCents: z.number().int(),
  correctsInvoiceId: z.uuid().nullable(),
  /** Of a test-mode payment ("Modo de pruebas"): no fiscal value. */
  testMode: z.boolean(),
});
export type InvoiceSummary = z.infer<typeof zInvoiceSummary>;

export const zPaymentInvoices = z.object({
  invoices: z.array(zInvoiceSummary),
  /** The professional has no billing details: no invoice to the owner was issued. */
  missingProfessionalDetails: z.boolean(),
});
export type PaymentInvoices = z.infer<typeof zPaymentInvoices>;

export { taxIdKind };
