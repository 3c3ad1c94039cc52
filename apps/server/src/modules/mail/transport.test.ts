import { emails } from '@faena/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { createSendEmailHandler } from './transport';

type Line = { level: string; fields: Record<string, unknown>; message: string };

/** A logger that keeps what it is given, to see what an operator's log would receive. */
function recordingLog(lines: Line[]) {
  const at =
    (level: string) =>
    (fields: Record<string, unknown>, message = '') =>
      lines.push({ level, fields, message });
  const log = {
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    debug: at('debug'),
    fatal: at('fatal'),
    trace: at('trace'),
    child: () => log,
    level: 'info',
  };
  return log as never;
}

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

async function keptEmail(logContents: boolean) {
  const [email] = await db.handle.db
    .insert(emails)
    .values({
      to: 'lucia@correo.es',
      subject: 'Restablece tu contraseña',
      text: 'Abre https://faena.example/auth/reset?token=secreto-de-un-solo-uso',
      html: '<p>enlace</p>',
      template: 'password_reset',
    })
    .returning();
  const lines: Line[] = [];
  const { handler } = createSendEmailHandler({ from: 'Faena <no-responder@faena.example>', logContents });
  await handler({ emailId: email!.id }, { db: db.handle.db, log: recordingLog(lines), now: new Date(), attempt: 1 });
  const [after] = await db.handle.db.select().from(emails).where(eq(emails.id, email!.id));
  return { lines, status: after!.status };
}

describe('an e-mail with no SMTP_URL', () => {
  it('on a local try-out is kept and written whole to the log (the mailbox shows the same)', async () => {
    const { lines, status } = await keptEmail(true);
    expect(status).toBe('kept');
    expect(JSON.stringify(lines)).toContain('token=secreto-de-un-solo-uso');
  });

  it('on a reachable start is kept, and the log says it was not sent without its recipient or text', async () => {
    const { lines, status } = await keptEmail(false);
    expect(status).toBe('kept');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'warn', message: 'correo sin enviar: falta SMTP_URL' });
    const written = JSON.stringify(lines);
    expect(written).not.toContain('secreto-de-un-solo-uso');
    expect(written).not.toContain('lucia@correo.es');
  });
});
