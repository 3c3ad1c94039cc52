import { z } from 'zod';
import { m } from '../messages';
import { ROLE_VALUES } from '../reference/states';
import { checkText } from '../validation-texts';
import { zPersonName } from './profile';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const zEmail = z
  .string({ error: m('Escribe tu correo electrónico.') })
  .trim()
  .min(1, m('Escribe tu correo electrónico.'))
  .max(254, m('El correo electrónico es demasiado largo.'))
  .pipe(z.email(m('Escribe un correo electrónico válido.')))
  .transform((v) => v.toLowerCase());

// Longer than any password: refused with a sentence of ours, not zod's generic default (issue 24).
const PASSWORD_TOO_LONG_TO_CHECK = checkText(m('La contraseña no puede tener más de {max} caracteres.', { max: 1024 }));

export const zNewPassword = z
  .string({ error: m('Escribe una contraseña.') })
  .min(PASSWORD_MIN, checkText(m('La contraseña debe tener al menos {min} caracteres.', { min: PASSWORD_MIN })))
  .max(PASSWORD_MAX, checkText(m('La contraseña no puede tener más de {max} caracteres.', { max: PASSWORD_MAX })));

export const zSignUp = z.object({
  firstName: zPersonName(m('Escribe tu nombre.')),
  lastName: zPersonName(m('Escribe tus apellidos.')),
  email: zEmail,
  password: zNewPassword,
  role: z.enum(ROLE_VALUES, { error: m('Elige si eres propietario o profesional.') }),
  acceptTerms: z.literal(true, { error: m('Debes aceptar las condiciones de uso y la política de privacidad.') }),
});
export type SignUpInput = z.input<typeof zSignUp>;

export const zSignIn = z.object({
  email: zEmail,
  password: z
    .string({ error: m('Escribe tu contraseña.') })
    .min(1, m('Escribe tu contraseña.'))
    .max(1024, PASSWORD_TOO_LONG_TO_CHECK),
});
export type SignInInput = z.input<typeof zSignIn>;

export const zResetRequest = z.object({ email: zEmail });

export const zResetPassword = z.object({
  token: z.string().min(1, m('El enlace no es válido o ha caducado. Pide uno nuevo.')),
  newPassword: zNewPassword,
});

export const zChangePassword = z.object({
  currentPassword: z.string().min(1, m('Escribe tu contraseña actual.')),
  newPassword: zNewPassword,
});
