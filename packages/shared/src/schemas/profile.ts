import { z } from 'zod';
import { LANGUAGES, OFFERED_LANGUAGES } from '../languages';
import { m } from '../messages';
import { isProvinceCode } from '../reference/provinces';
import { ROLE_VALUES, VERIFICATION_STATUS_VALUES } from '../reference/states';
import { checkText } from '../validation-texts';
import { zOptionalText } from './fields';
import { zUploadedImage } from './images';

export const zFieldWorkerProfile = z.object({
  headline: z.string().nullable(),
  bio: z.string().nullable(),
  categories: z.array(z.string()),
  serviceProvinces: z.array(z.string()),
  travelRadiusKm: z.number().int().nullable(),
  hourlyRateCents: z.number().int().nullable(),
  yearsExperience: z.number().int().nullable(),
  availability: z.string().nullable(),
  verificationStatus: z.enum(VERIFICATION_STATUS_VALUES),
  verificationNote: z.string().nullable(),
  ratingAvg: z.number().nullable(),
  ratingCount: z.number().int(),
  completedCount: z.number().int(),
  /** Whether visitors see the public page (/profesionales/…). */
  publicPage: z.boolean(),
});
export type FieldWorkerProfileDto = z.infer<typeof zFieldWorkerProfile>;

/** The signed-in user's own profile, joined with field_worker_profiles (seed, section 3). */
export const zProfile = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: z.enum(ROLE_VALUES),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** The profile photo itself, for the picker in /profile (avatarUrl is its thumbnail). */
  avatar: zUploadedImage.nullable(),
  locationProvince: z.string().nullable(),
  locationMunicipality: z.string().nullable(),
  /** INE code of the municipality picked from the list: a professional's base for distances. */
  locationMunicipalityCode: z.string().nullable(),
  /** The language chosen in 'Idioma' (Castellano unless chosen). */
  language: z.enum(LANGUAGES),
  verified: z.boolean(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  fieldWorkerProfile: zFieldWorkerProfile.nullable(),
});
export type ProfileDto = z.infer<typeof zProfile>;

export const zSessionUser = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type SessionUser = z.infer<typeof zSessionUser>;

export const zSessionResponse = z.object({ user: zSessionUser.nullable() });
export type SessionResponse = z.infer<typeof zSessionResponse>;

const zPersonName = (empty: string) =>
  z.string({ error: empty }).trim().min(1, empty).max(80, m('Máximo 80 caracteres.'));

export const zProfileUpdate = z.object({
  firstName: zPersonName(m('Escribe tu nombre.')),
  lastName: zPersonName(m('Escribe tus apellidos.')),
  phone: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s.-]/g, ''))
    .refine((v) => v === '' || /^(\+34)?[6789]\d{8}$/.test(v), m('Escribe un teléfono español de 9 cifras.'))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  locationProvince: z
    .string()
    .refine((v) => v === '' || isProvinceCode(v), m('Elige una provincia de la lista.'))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  locationMunicipality: zOptionalText(100),
  /** Picked from the list ('Municipio'): its name goes to locationMunicipality. */
  locationMunicipalityCode: z
    .string()
    .refine((v) => v === '' || /^\d{5}$/.test(v), m('Elige un municipio de la lista.'))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
});
export type ProfileUpdateInput = z.input<typeof zProfileUpdate>;

export { zPersonName };

/** Deleting one's own account: the password again, as a last check. */
export const zDeleteAccount = z.object({
  password: z
    .string({ error: m('Escribe tu contraseña.') })
    .min(1, m('Escribe tu contraseña.'))
    .max(1024, checkText(m('La contraseña no puede tener más de {max} caracteres.', { max: 1024 }))),
});
export type DeleteAccountInput = z.input<typeof zDeleteAccount>;

/** 'Idioma': one of the languages offered (those whose translation is complete). */
export const zLanguageChoice = z.object({
  language: z
    .string({ error: m('Elige un idioma de la lista.') })
    .refine((value) => (OFFERED_LANGUAGES as readonly string[]).includes(value), m('Elige un idioma de la lista.'))
    .transform((value) => value as (typeof LANGUAGES)[number]),
});
