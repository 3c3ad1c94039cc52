import { type Database, profiles } from '@faena/db';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { type Config, isLoopbackHost } from '../config/env';

/**
 * A local try-out and a reachable install (config.reachable) differ in what strangers could
 * use: demo accounts whose password is in the README, and the mailbox that shows reset links.
 * This file holds the rules that depend on it.
 */

/** Headers a proxy or load balancer adds: a request carrying one did not come straight from a browser here. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'via',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
];

/** Whether a proxy or load balancer says it passed this request on (any of its forwarding headers). */
export function carriesForwardingHeaders(request: FastifyRequest): boolean {
  return FORWARDING_HEADERS.some((header) => request.headers[header] !== undefined);
}

/**
 * On a local try-out, whether this request is a browser on this machine talking to the server
 * directly: nothing says it passed a proxy, and it asks for a loopback host name. A reverse
 * proxy put in front without changing PUBLIC_URL or HOST shows up here (its forwarding headers,
 * or the public host name it passes on), so even then the demo and the mailbox stay local.
 * The socket's address decides nothing: behind a proxy on the same host it is always loopback.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  if (carriesForwardingHeaders(request)) return false;
  const host = request.headers.host ?? '';
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
  return isLoopbackHost(name);
}

/** Demo accounts may sign in and use their sessions: SEED_DEMO=true, or a local try-out used from here. */
export function demoAllowed(config: Config, request: FastifyRequest): boolean {
  if (config.SEED_DEMO === 'true') return true;
  return !config.reachable && fromThisMachine(request);
}

/** The mailbox answers: DEV_MAILBOX=true anywhere, or the try-out's default used from here. */
export function mailboxAllowed(config: Config, request: FastifyRequest): boolean {
  return config.devMailbox && (config.devMailboxExplicit || (!config.reachable && fromThisMachine(request)));
}

/**
 * What the log says at every start about who can reach this install and what it exposes,
 * and how to make the first administrator when there is none.
 */
export async function logExposure(config: Config, db: Database, log: FastifyBaseLogger): Promise<void> {
  if (!config.reachable) {
    log.info(
      `Prueba local: solo este equipo llega a ${config.PUBLIC_URL}` +
        (config.devMailbox ? ` (buzón de desarrollo en ${config.PUBLIC_URL}/dev/mailbox)` : ''),
    );
  } else {
    log.info(`Instalación accesible desde otros equipos en ${config.PUBLIC_URL}: sin cuentas de demostración ni buzón`);
    if (config.SEED_DEMO === 'true') {
      log.warn(
        'SEED_DEMO=true: las cuentas de demostración, cuya contraseña es pública, pueden entrar desde cualquier sitio (ninguna es administradora). Quítalo antes de abrir Faena a otras personas.',
      );
    }
    if (config.devMailboxExplicit) {
      log.warn(
        'DEV_MAILBOX=true: cualquiera que llegue a /dev/mailbox lee los correos, enlaces para restablecer contraseñas incluidos. Quítalo y configura SMTP_URL.',
      );
    }
    if (!config.SMTP_URL) {
      log.warn('Falta SMTP_URL: los correos (confirmaciones, restablecer la contraseña, avisos) no saldrán.');
    }
    if (config.SEED_DEMO !== 'true') {
      const [demo] = await db.select({ n: count() }).from(profiles).where(eq(profiles.isDemo, true));
      if ((demo?.n ?? 0) > 0) {
        log.info(
          'La base tiene cuentas de demostración: no pueden entrar mientras Faena sea accesible desde otros equipos.',
        );
      }
    }
  }
  const active = and(eq(profiles.isAdmin, true), isNull(profiles.suspendedAt), isNull(profiles.deletedAt));
  const [admins] = await db
    .select({ n: count() })
    .from(profiles)
    .where(config.reachable ? and(active, eq(profiles.isDemo, false)) : active);
  if ((admins?.n ?? 0) === 0) {
    log.warn(
      `Todavía no hay ningún administrador. Crea tu cuenta en ${config.PUBLIC_URL}/auth y después, en este servidor: npm run admin -- grant <tu correo>`,
    );
  }
}
