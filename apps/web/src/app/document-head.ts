import { msg } from '@lingui/core/macro';

/**
 * The texts of index.html's <head> that a search engine and a shared link show, per language:
 * the prerendered pages (scripts/prerender.mjs) carry them translated. They must stay the same
 * as index.html's Castellano (a test compares them).
 */
export const DOCUMENT_HEAD = {
  title: msg`Faena · Servicios para el campo`,
  description: msg`Faena: publica las tareas de tu finca y encuentra profesionales del campo cerca de ti. Desbroce, poda, riego, fontanería, cuidado de animales y más.`,
  // '/auth''s title is "<this> · Faena", as AuthPage writes it.
  signIn: msg`Iniciar sesión`,
};
