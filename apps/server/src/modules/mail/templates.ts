import { type Language, type Msg, m } from '@faena/shared';
import { translate } from '../../lib/i18n';

/** E-mails in their recipient's language: each template gives a subject, a plain-text body and an HTML body. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface Section {
  greeting: string;
  paragraphs: string[];
  /**
   * Words another user wrote, quoted after the paragraphs: '> ' lines in the text, a blockquote in
   * the HTML (escaped like everything else), so they never read as Faena's own.
   */
  quote?: string;
  /** Paragraphs after the quotation. */
  after?: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

/**
 * One layout for every e-mail: greeting, paragraphs, an optional quotation of a user's words and
 * what follows it, an optional button and a footnote.
 */
export function layout(subject: string, section: Section, lang: Language = 'es'): RenderedEmail {
  const tr = (text: string | Msg) => translate(lang, text);
  const after = section.after ?? [];
  const textParts = [section.greeting, '', ...section.paragraphs.flatMap((p) => [p, ''])];
  if (section.quote) textParts.push(...section.quote.split('\n').map((line) => `> ${line}`.trimEnd()), '');
  textParts.push(...after.flatMap((p) => [p, '']));
  if (section.action) textParts.push(`${section.action.label}: ${section.action.url}`, '');
  if (section.footnote) textParts.push(section.footnote, '');
  textParts.push(tr(m('— El equipo de Faena')));

  const button = section.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(section.action.url)}" style="background:#3f6212;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(section.action.label)}</a></p>
<p style="font-size:13px;color:#57534e">${escapeHtml(tr(m('Si el botón no funciona, copia esta dirección en tu navegador:')))}<br><span style="word-break:break-all">${escapeHtml(section.action.url)}</span></p>`
    : '';
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f5f5f4;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1c1917">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#3f6212;margin:0 0 16px">Faena</p>
<div style="background:#ffffff;border-radius:12px;padding:24px">
<p style="margin-top:0">${escapeHtml(section.greeting)}</p>
${section.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${section.quote ? `<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid #a8a29e;background:#f5f5f4;border-radius:4px;white-space:pre-line">${escapeHtml(section.quote)}</blockquote>` : ''}
${after.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
${section.footnote ? `<p style="font-size:13px;color:#57534e">${escapeHtml(section.footnote)}</p>` : ''}
</div>
<p style="font-size:12px;color:#78716c;margin-top:16px">${escapeHtml(tr(m('Faena · Servicios para el campo')))}</p>
</div></body></html>`;
  return { subject, text: textParts.join('\n'), html };
}

/** The texts of an e-mail in its recipient's language (lib/i18n.ts; Castellano unless chosen). */
const textsIn =
  (lang: Language = 'es') =>
  (text: string | Msg) =>
    translate(lang, text);
type Tr = ReturnType<typeof textsIn>;

const hello = (tr: Tr, firstName: string) => (firstName ? tr(m('Hola, {firstName}:', { firstName })) : tr(m('Hola:')));

/** How much of a message an e-mail quotes: the start, to read the rest (and answer) in Faena. */
export const QUOTED_CHARS = 300;

/** The first QUOTED_CHARS characters of a text (whole characters, not UTF-16 halves), '…' when cut. */
export function excerpt(text: string, max = QUOTED_CHARS): string {
  const chars = Array.from(text.trim());
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : chars.join('');
}

/** Every template's data says the recipient's language (their account's, else the request's). */
type In = { lang?: Language };

export const emailTemplates = {
  confirmEmail(data: In & { firstName: string; url: string }): RenderedEmail {
    const tr = textsIn(data.lang);
    return layout(
      tr(m('Confirma tu correo electrónico en Faena')),
      {
        greeting: hello(tr, data.firstName),
        paragraphs: [
          tr(
            m(
              'Gracias por registrarte en Faena. Confirma que este correo electrónico es tuyo para recibir los avisos de tus tareas.',
            ),
          ),
        ],
        action: { label: tr(m('Confirmar mi correo')), url: data.url },
        footnote: tr(m('El enlace caduca en 3 días. Si no has creado una cuenta en Faena, ignora este mensaje.')),
      },
      data.lang,
    );
  },
  resetPassword(data: In & { firstName: string; url: string }): RenderedEmail {
    const tr = textsIn(data.lang);
    return layout(
      tr(m('Restablece tu contraseña de Faena')),
      {
        greeting: hello(tr, data.firstName),
        paragraphs: [tr(m('Hemos recibido una petición para cambiar la contraseña de tu cuenta.'))],
        action: { label: tr(m('Elegir una contraseña nueva')), url: data.url },
        footnote: tr(
          m(
            'El enlace sirve una sola vez y caduca en 1 hora. Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.',
          ),
        ),
      },
      data.lang,
    );
  },
  passwordChanged(data: In & { firstName: string; url: string }): RenderedEmail {
    const tr = textsIn(data.lang);
    return layout(
      tr(m('Tu contraseña de Faena ha cambiado')),
      {
        greeting: hello(tr, data.firstName),
        paragraphs: [
          tr(m('La contraseña de tu cuenta acaba de cambiar y hemos cerrado la sesión en los demás dispositivos.')),
          tr(m('Si no has sido tú, restablece la contraseña ahora mismo.')),
        ],
        action: { label: tr(m('Restablecer la contraseña')), url: data.url },
      },
      data.lang,
    );
  },
  signUpAttempt(data: In & { firstName: string; signInUrl: string; resetUrl: string }): RenderedEmail {
    const tr = textsIn(data.lang);
    return layout(
      tr(m('Alguien intentó registrarse con tu correo en Faena')),
      {
        greeting: hello(tr, data.firstName),
        paragraphs: [
          tr(
            m(
              'Alguien (quizá tú) ha intentado crear una cuenta nueva en Faena con este correo electrónico, pero ya tienes una.',
            ),
          ),
          tr(
            m(
              'Si has sido tú, entra con tu cuenta de siempre en {signInUrl}. Si no recuerdas la contraseña, pide una nueva.',
              { signInUrl: data.signInUrl },
            ),
          ),
        ],
        action: { label: tr(m('Elegir una contraseña nueva')), url: data.resetUrl },
        footnote: tr(
          m('Si no has sido tú, no tienes que hacer nada: tu cuenta sigue igual y nadie ha entrado en ella.'),
        ),
      },
      data.lang,
    );
  },
  notification(
    data: In & {
      firstName: string;
      title: string;
      body: string;
      url: string;
      settingsUrl: string;
    },
  ): RenderedEmail {
    const tr = textsIn(data.lang);
    return layout(
      data.title,
      {
        greeting: hello(tr, data.firstName),
        paragraphs: [data.body].filter(Boolean),
        action: { label: tr(m('Verlo en Faena')), url: data.url },
        footnote: tr(
          m('Recibes este correo por tus preferencias de avisos. Puedes cambiarlas en {settingsUrl}', {
            settingsUrl: data.settingsUrl,
          }),
        ),
      },
      data.lang,
    );
  },
  /**
   * A new message from another user (the first of an unread run; the rest wait in Faena). It
   * names who wrote it, quotes the start of their words apart from Faena's own, and links to the
   * conversation to answer there: the e-mail comes from Faena's address and never carries the
   * writer's as a reply-to.
   */
  newMessage(
    data: In & {
      firstName: string;
      /** The writer as others see them: first name and last initial ("Carmen R."). */
      from: string;
      text: string;
      photos: number;
      taskTitle: string | null;
      url: string;
      settingsUrl: string;
    },
  ): RenderedEmail {
    const tr = textsIn(data.lang);
    const { from, taskTitle } = data;
    const photos = Math.max(data.photos, 1);
    const text = data.text.trim();
    // Whole sentences, one per case: a sentence glued from pieces cannot be translated.
    let opening: Msg;
    if (text) {
      opening = taskTitle
        ? m('{from} te ha escrito sobre «{taskTitle}»:', { from, taskTitle })
        : m('{from} te ha escrito:', { from });
    } else {
      opening = taskTitle
        ? m('{from} te ha enviado {photos, plural, one {una foto} other {# fotos}} sobre «{taskTitle}».', {
            from,
            photos,
            taskTitle,
          })
        : m('{from} te ha enviado {photos, plural, one {una foto} other {# fotos}}.', { from, photos });
    }
    const after =
      text && data.photos > 0
        ? [
            tr(
              m('También te ha enviado {photos, plural, one {una foto: mírala} other {# fotos: míralas}} en Faena.', {
                photos: data.photos,
              }),
            ),
          ]
        : [];
    after.push(
      tr(
        m(
          'Este mensaje lo ha escrito {from}, no Faena. Responde desde Faena: si contestas a este correo, no le llegará.',
          {
            from,
          },
        ),
      ),
    );
    return layout(
      tr(m('{from} te ha escrito en Faena', { from })),
      {
        greeting: hello(tr, data.firstName),
        paragraphs: [tr(opening)],
        ...(text ? { quote: excerpt(text) } : {}),
        after,
        action: { label: tr(m('Responder en Faena')), url: data.url },
        footnote: tr(
          m('Recibes este correo por tus preferencias de avisos. Puedes cambiarlas en {settingsUrl}', {
            settingsUrl: data.settingsUrl,
          }),
        ),
      },
      data.lang,
    );
  },
} as const;

export type EmailTemplate = keyof typeof emailTemplates;
export type EmailData<T extends EmailTemplate> = Parameters<(typeof emailTemplates)[T]>[0];
