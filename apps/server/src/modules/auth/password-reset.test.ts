import { emails } from '@faena/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { type ReceivedMail, startSmtpServer } from '../../../test/smtp';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Faena <no-responder@faena.test>' });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const tokenOf = (mail: ReceivedMail | undefined) =>
  /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];

describe('password reset by e-mail', () => {
  it('goes through SMTP, works once, and replaces the old password', async () => {
    const u = await signUp(ctx, { firstName: 'Rosario' });
    smtp.mails.length = 0;
    const request = await new Agent(ctx.app).post('/api/auth/password-reset/request', { email: u.email });
    expect(request.statusCode).toBe(202);
    await ctx.app.background.settle();
    await ctx.worker.drain();

    const mail = smtp.mails.find((m) => m.to.includes(u.email) && m.subject === 'Restablece tu contraseña de Faena');
    expect(mail?.text).toContain('Hola, Rosario:');
    expect(mail?.html).toContain('Elegir una contraseña nueva');
    const token = tokenOf(mail);
    expect(token).toBeTruthy();

    const confirm = await new Agent(ctx.app).post('/api/auth/password-reset/confirm', {
      token,
      newPassword: 'la-nueva-clave-1',
    });
    expect(confirm.statusCode).toBe(200);
    // Every session ends with a reset.
    expect((await u.agent.get('/api/profile')).statusCode).toBe(401);
    const old = await new Agent(ctx.app).post('/api/auth/sign-in', { email: u.email, password: u.password });
    expect(old.statusCode).toBe(401);
    const fresh = await new Agent(ctx.app).post('/api/auth/sign-in', { email: u.email, password: 'la-nueva-clave-1' });
    expect(fresh.statusCode).toBe(200);

    const again = await new Agent(ctx.app).post('/api/auth/password-reset/confirm', {
      token,
      newPassword: 'otra-clave-mas-2',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: 'INVALID_TOKEN',
      message: 'El enlace no es válido o ha caducado. Pide uno nuevo.',
    });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = (await ctx.database.db.select().from(emails)).length;
    const res = await new Agent(ctx.app).post('/api/auth/password-reset/request', { email: 'no-existe@prueba.es' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true });
    await ctx.app.background.settle();
    expect((await ctx.database.db.select().from(emails)).length).toBe(before);
  });

  it('keeps e-mails through an SMTP outage and delivers each once when it returns', async () => {
    const outage = await startSmtpServer();
    const port = outage.port;
    await outage.close();
    const local = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const u = await signUp(local);
      await local.worker.drain();
      const [queued] = await local.database.db.select().from(emails).where(eq(emails.to, u.email));
      expect(queued?.status).toBe('pending');
      expect(queued?.attempts).toBe(1);
      // Back up on the same port; the retry is due after its backoff (at most a minute here).
      const back = await startSmtpServerOn(port);
      try {
        await local.worker.drain(new Date(Date.now() + 60_000));
        await local.worker.drain(new Date(Date.now() + 120_000));
        expect(back.mails.filter((m) => m.to.includes(u.email))).toHaveLength(1);
        const [sent] = await local.database.db.select().from(emails).where(eq(emails.to, u.email));
        expect(sent?.status).toBe('sent');
      } finally {
        await back.close();
      }
    } finally {
      await local.close();
    }
  });
});

async function startSmtpServerOn(port: number) {
  const { SMTPServer } = await import('smtp-server');
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, cb) {
      mails.push({ to: [address.address], subject: '', text: '', html: '' });
      cb();
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
