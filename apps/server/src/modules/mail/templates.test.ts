import { describe, expect, it } from 'vitest';
import { emailTemplates, excerpt, QUOTED_CHARS } from './templates';

const base = {
  firstName: 'Pedro',
  from: 'Carmen R.',
  taskTitle: null,
  url: 'https://faena.example/messages?c=c-1',
  settingsUrl: 'https://faena.example/notifications#preferencias',
};

describe('the e-mail of a new message', () => {
  it('names the writer, quotes the words as theirs (escaped in HTML) and sends the reply to Faena', () => {
    const mail = emailTemplates.newMessage({
      ...base,
      text: 'Escríbeme a <a href="https://timo.example">mi web</a>\n¡Oferta!',
      photos: 0,
      taskTitle: 'Poda <de> olivos',
    });
    expect(mail.subject).toBe('Carmen R. te ha escrito en Faena');
    expect(mail.text).toContain('Carmen R. te ha escrito sobre «Poda <de> olivos»:\n\n> Escríbeme a <a');
    expect(mail.text).toContain('\n> ¡Oferta!\n');
    expect(mail.text).toContain('Este mensaje lo ha escrito Carmen R., no Faena. Responde desde Faena');
    expect(mail.text).toContain('Responder en Faena: https://faena.example/messages?c=c-1');
    expect(mail.html).toContain(
      '">Escríbeme a &#60;a href=&#34;https://timo.example&#34;&#62;mi web&#60;/a&#62;\n¡Oferta!</blockquote>',
    );
    expect(mail.html).toContain('sobre «Poda &#60;de&#62; olivos»');
    expect(mail.html).not.toContain('timo.example">');
  });

  it('quotes only the start of a long message, and says when only photos were sent', () => {
    const long = emailTemplates.newMessage({ ...base, text: 'ñ'.repeat(QUOTED_CHARS + 50), photos: 2 });
    expect(long.text).toContain(`> ${'ñ'.repeat(QUOTED_CHARS)}…\n`);
    expect(long.text).toContain('También te ha enviado 2 fotos: míralas en Faena.');
    expect(emailTemplates.newMessage({ ...base, text: 'Mira', photos: 1 }).text).toContain(
      'También te ha enviado una foto: mírala en Faena.',
    );
    const photos = emailTemplates.newMessage({ ...base, text: '', photos: 1 });
    expect(photos.text).toContain('Carmen R. te ha enviado una foto.');
    expect(photos.html).not.toContain('<blockquote');
  });

  it('cuts by characters, not UTF-16 halves', () => {
    expect(excerpt('🌿🌿🌿', 2)).toBe('🌿🌿…');
    expect(excerpt('  corto  ')).toBe('corto');
  });
});
