/** Spanish e-mails: each template gives a subject, a plain-text body and an HTML body. */
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
export function layout(subject: string, section: Section): RenderedEmail {
  const after = section.after ?? [];
  const textParts = [section.greeting, '', ...section.paragraphs.flatMap((p) => [p, ''])];
  if (section.quote) textParts.push(...section.quote.split('\n').map((line) => `> ${line}`.trimEnd()), '');
  textParts.push(...after.flatMap((p) => [p, '']));
  if (section.action) textParts.push(`${section.action.label}: ${section.action.url}`, '');
  if (section.footnote) textParts.push(section.footnote, '');
  textParts.push('— El equipo de Faena');

  const button = section.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(section.action.url)}" style="background:#3f6212;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(section.action.label)}</a></p>
<p style="font-size:13px;color:#57534e">Si el botón no funciona, copia esta dirección en tu navegador:<br><span style="word-break:break-all">${escapeHtml(section.action.url)}</span></p>`
    : '';
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
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
<p style="font-size:12px;color:#78716c;margin-top:16px">Faena · Servicios para el campo</p>
</div></body></html>`;
  return { subject, text: textParts.join('\n'), html };
}

const hello = (firstName: string) => (firstName ? `Hola, ${firstName}:` : 'Hola:');

/** How much of a message an e-mail quotes: the start, to read the rest (and answer) in Faena. */
export const QUOTED_CHARS = 300;

/** The first QUOTED_CHARS characters of a text (whole characters, not UTF-16 halves), '…' when cut. */
export function excerpt(text: string, max = QUOTED_CHARS): string {
  const chars = Array.from(text.trim());
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : chars.join('');
}

const photosText = (n: number) => (n === 1 ? 'una foto' : `${n} fotos`);

export const emailTemplates = {
  confirmEmail(data: { firstName: string; url: string }): RenderedEmail {
    return layout('Confirma tu correo electrónico en Faena', {
      greeting: hello(data.firstName),
      paragraphs: [
        'Gracias por registrarte en Faena. Confirma que este correo electrónico es tuyo para recibir los avisos de tus tareas.',
      ],
      action: { label: 'Confirmar mi correo', url: data.url },
      footnote: 'El enlace caduca en 3 días. Si no has creado una cuenta en Faena, ignora este mensaje.',
    });
  },
  resetPassword(data: { firstName: string; url: string }): RenderedEmail {
    return layout('Restablece tu contraseña de Faena', {
      greeting: hello(data.firstName),
      paragraphs: ['Hemos recibido una petición para cambiar la contraseña de tu cuenta.'],
      action: { label: 'Elegir una contraseña nueva', url: data.url },
      footnote:
        'El enlace sirve una sola vez y caduca en 1 hora. Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.',
    });
  },
  passwordChanged(data: { firstName: string; url: string }): RenderedEmail {
    return layout('Tu contraseña de Faena ha cambiado', {
      greeting: hello(data.firstName),
      paragraphs: [
        'La contraseña de tu cuenta acaba de cambiar y hemos cerrado la sesión en los demás dispositivos.',
        'Si no has sido tú, restablece la contraseña ahora mismo.',
      ],
      action: { label: 'Restablecer la contraseña', url: data.url },
    });
  },
  signUpAttempt(data: { firstName: string; signInUrl: string; resetUrl: string }): RenderedEmail {
    return layout('Alguien intentó registrarse con tu correo en Faena', {
      greeting: hello(data.firstName),
      paragraphs: [
        'Alguien (quizá tú) ha intentado crear una cuenta nueva en Faena con este correo electrónico, pero ya tienes una.',
        `Si has sido tú, entra con tu cuenta de siempre en ${data.signInUrl}. Si no recuerdas la contraseña, pide una nueva.`,
      ],
      action: { label: 'Elegir una contraseña nueva', url: data.resetUrl },
      footnote: 'Si no has sido tú, no tienes que hacer nada: tu cuenta sigue igual y nadie ha entrado en ella.',
    });
  },
  notification(data: {
    firstName: string;
    title: string;
    body: string;
    url: string;
    settingsUrl: string;
  }): RenderedEmail {
    return layout(data.title, {
      greeting: hello(data.firstName),
      paragraphs: [data.body].filter(Boolean),
      action: { label: 'Verlo en Faena', url: data.url },
      footnote: `Recibes este correo por tus preferencias de avisos. Puedes cambiarlas en ${data.settingsUrl}`,
    });
  },
  /**
   * A new message from another user (the first of an unread run; the rest wait in Faena). It
   * names who wrote it, quotes the start of their words apart from Faena's own, and links to the
   * conversation to answer there: the e-mail comes from Faena's address and never carries the
   * writer's as a reply-to.
   */
  newMessage(data: {
    firstName: string;
    /** The writer as others see them: first name and last initial ("Carmen R."). */
    from: string;
    text: string;
    photos: number;
    taskTitle: string | null;
    url: string;
    settingsUrl: string;
  }): RenderedEmail {
    const about = data.taskTitle ? ` sobre «${data.taskTitle}»` : '';
    const text = data.text.trim();
    const paragraphs = text
      ? [`${data.from} te ha escrito${about}:`]
      : [`${data.from} te ha enviado ${photosText(Math.max(data.photos, 1))}${about}.`];
    const after =
      text && data.photos > 0
        ? [`También te ha enviado ${photosText(data.photos)}: ${data.photos === 1 ? 'mírala' : 'míralas'} en Faena.`]
        : [];
    after.push(
      `Este mensaje lo ha escrito ${data.from}, no Faena. Responde desde Faena: si contestas a este correo, no le llegará.`,
    );
    return layout(`${data.from} te ha escrito en Faena`, {
      greeting: hello(data.firstName),
      paragraphs,
      ...(text ? { quote: excerpt(text) } : {}),
      after,
      action: { label: 'Responder en Faena', url: data.url },
      footnote: `Recibes este correo por tus preferencias de avisos. Puedes cambiarlas en ${data.settingsUrl}`,
    });
  },
} as const;

export type EmailTemplate = keyof typeof emailTemplates;
export type EmailData<T extends EmailTemplate> = Parameters<(typeof emailTemplates)[T]>[0];
