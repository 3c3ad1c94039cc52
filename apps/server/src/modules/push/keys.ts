import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config/env';

/** The VAPID key pair (RFC 8292) that signs Faena's pushes, and who the push services may contact. */
export interface VapidKeys {
  /** Uncompressed P-256 point, base64url: the browsers' applicationServerKey. */
  publicKey: string;
  /** The private scalar, base64url. */
  privateKey: string;
  /** mailto:… or https://… */
  subject: string;
}

/** The file in DATA_DIR that keeps a generated pair (like `auth-secret`), mode 0600. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

const PUBLIC_KEY = /^B[A-Za-z0-9_-]{86}$/;
const PRIVATE_KEY = /^[A-Za-z0-9_-]{43}$/;

/** A new P-256 pair in the form web-push and the browsers take. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const priv = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(pub.x as string, 'base64url'),
    Buffer.from(pub.y as string, 'base64url'),
  ]);
  return { publicKey: point.toString('base64url'), privateKey: priv.d as string };
}

/** VAPID_SUBJECT, else a mailto: with MAIL_FROM's address, else the site's https address. */
export function vapidSubject(config: Pick<Config, 'VAPID_SUBJECT' | 'MAIL_FROM' | 'PUBLIC_URL'>): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  const address =
    /<([^<>\s]+@[^<>\s]+)>/.exec(config.MAIL_FROM)?.[1] ?? /^[^\s<>]+@[^\s<>]+$/.exec(config.MAIL_FROM)?.[0];
  if (address) return `mailto:${address}`;
  return config.PUBLIC_URL.startsWith('https://') ? config.PUBLIC_URL : 'mailto:no-responder@faena.local';
}

const loaded = new Map<string, VapidKeys>();

/**
 * The pair from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set; otherwise one generated on the
 * first start and kept in DATA_DIR, as AUTH_SECRET is (config/env.ts refuses production with
 * DATABASE_URL and no pair: several servers must sign with one). Processes sharing a data folder
 * agree: the file appears whole and only once, and a loser of the race reads the winner's.
 */
export function loadVapidKeys(
  config: Pick<
    Config,
    'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'MAIL_FROM' | 'PUBLIC_URL' | 'DATA_DIR'
  >,
): VapidKeys {
  const subject = vapidSubject(config);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  const cached = loaded.get(config.DATA_DIR);
  if (cached) return { ...cached, subject };
  const file = path.join(config.DATA_DIR, VAPID_KEYS_FILE);
  const read = (): { publicKey: string; privateKey: string } | null => {
    try {
      const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
      if (
        typeof stored.publicKey === 'string' &&
        typeof stored.privateKey === 'string' &&
        PUBLIC_KEY.test(stored.publicKey) &&
        PRIVATE_KEY.test(stored.privateKey)
      ) {
        return { publicKey: stored.publicKey, privateKey: stored.privateKey };
      }
    } catch {}
    return null;
  };
  let pair = read();
  if (!pair) {
    fs.mkdirSync(config.DATA_DIR, { recursive: true });
    const fresh = generateVapidKeys();
    // Written whole under another name, then linked into place: link fails when the file is
    // already there, so a second process never sees half a file nor overwrites the first's.
    const temporary = `${file}.${process.pid}.${Date.now()}`;
    fs.writeFileSync(temporary, JSON.stringify(fresh), { mode: 0o600 });
    try {
      fs.linkSync(temporary, file);
      pair = fresh;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      pair = read();
      if (!pair) {
        // An unreadable leftover: replaced.
        fs.renameSync(temporary, file);
        pair = fresh;
      }
    } finally {
      fs.rmSync(temporary, { force: true });
    }
  }
  const keys = { ...pair, subject };
  loaded.set(config.DATA_DIR, keys);
  return keys;
}
