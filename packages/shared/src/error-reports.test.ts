import { describe, expect, it } from 'vitest';
import { maskPersonalText, scrubErrorEvent, withoutQuery } from './error-reports';

describe('maskPersonalText', () => {
  it('masks e-mails, IP addresses and query strings, and leaves the rest readable', () => {
    const text =
      'SMTP 550 <maría.lópez+faena@correo.example.es> rechazado desde 203.0.113.7 y 2001:db8::7 ' +
      'al pedir https://faena.example/api/tasks?q=pozo&token=abc y /auth/reset?token=xyz#frag';
    const masked = maskPersonalText(text);
    expect(masked).toBe(
      'SMTP 550 <[correo]> rechazado desde [ip] y [ip] al pedir https://faena.example/api/tasks y /auth/reset',
    );
  });

  it('keeps what identifies the code, not a person: versions, times, paths', () => {
    for (const text of ['faena@0.1.0', 'a las 12:30:45', 'src/modules/jobs/worker.ts:120', 'HTTP 1.1', 'std::vector']) {
      expect(maskPersonalText(text)).toBe(text);
    }
  });

  it('strips query and fragment from an address', () => {
    expect(withoutQuery('http://x.test/a/b?c=1#d')).toBe('http://x.test/a/b');
    expect(withoutQuery('/solo/ruta')).toBe('/solo/ruta');
  });
});

describe('scrubErrorEvent', () => {
  it('reduces user, request and breadcrumbs, and masks every other text', () => {
    const event = {
      message: 'Fallo para ana@example.com',
      exception: { values: [{ type: 'Error', value: 'conexión desde 10.1.2.3 rechazada' }] },
      user: { id: 'perfil-1', email: 'ana@example.com', ip_address: '10.1.2.3', username: 'ana' },
      request: {
        url: 'https://faena.example/api/messages?texto=hola',
        method: 'POST',
        data: '{"text":"Mi dirección es Calle Mayor 1"}',
        cookies: { 'faena.session_token': 'secreto' },
        headers: { cookie: 'faena.session_token=secreto', authorization: 'Bearer x', 'x-forwarded-for': '1.2.3.4' },
        query_string: 'texto=hola',
        env: { REMOTE_ADDR: '1.2.3.4' },
      },
      breadcrumbs: [
        { category: 'console', message: 'ana@example.com' },
        { category: 'ui.input', message: 'input[name=email]' },
        { category: 'fetch', data: { url: '/api/x?y=1', body: 'secreto' } },
        { category: 'navigation', timestamp: 1, data: { from: '/buscar?q=ana@example.com', to: '/tareas/1' } },
      ],
      extra: { nested: { deep: ['escribe a ana@example.com'] } },
      sdk: { name: 'sentry.javascript.browser', settings: { infer_ip: 'never' } },
    };
    const scrubbed = scrubErrorEvent(event);
    expect(scrubbed.user).toEqual({ id: 'perfil-1' });
    expect(scrubbed.request).toEqual({ url: 'https://faena.example/api/messages', method: 'POST' });
    expect(scrubbed.breadcrumbs).toEqual([
      { category: 'navigation', timestamp: 1, data: { from: '/buscar', to: '/tareas/1' } },
    ]);
    expect(scrubbed.message).toBe('Fallo para [correo]');
    expect(scrubbed.extra).toEqual({ nested: { deep: ['escribe a [correo]'] } });
    expect(scrubbed.sdk).toEqual(event.sdk);
    const text = JSON.stringify(scrubbed);
    for (const secret of ['ana@example.com', 'secreto', 'Calle Mayor', '10.1.2.3', '1.2.3.4', 'hola', 'Bearer']) {
      expect(text).not.toContain(secret);
    }
  });

  it('drops a user without an id rather than keeping other fields', () => {
    const scrubbed = scrubErrorEvent({ user: { email: 'ana@example.com' } });
    expect(scrubbed.user).toBeUndefined();
  });
});
