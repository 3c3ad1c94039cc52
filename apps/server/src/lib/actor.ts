import type { Language, Role } from '@faena/shared';

/**
 * Who is making a request: the signed-in user with the profile fields authorization needs.
 * Resolved from the session by `plugins/auth.ts` (request.actor); services take it as it is.
 */
export interface Actor {
  userId: string;
  sessionId: string;
  email: string;
  emailVerified: boolean;
  userCreatedAt: Date;
  profileId: string;
  role: Role;
  isAdmin: boolean;
  verified: boolean;
  firstName: string;
  lastName: string;
  /** INE code of their municipality picked from the list: where distances measure from by default. */
  baseMunicipalityCode: string | null;
  /** The language chosen in 'Idioma': their errors, e-mails and notifications. */
  language: Language;
}
