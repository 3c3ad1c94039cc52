/**
 * Build-time rendering of the public pages (scripts/prerender.mjs): the HTML a visitor sees
 * before any JavaScript runs. Rendered as a visitor whose session is still unknown, which is
 * exactly the client's first render, so main.tsx can hydrate it without a mismatch.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '@/app/App';
import { DOCUMENT_HEAD } from '@/app/document-head';
import { APP_ROUTES } from '@/app/routes';
import { setConsent } from '@/lib/analytics/consent';
import { i18n } from '@/lib/i18n';
import { activateLanguage } from '@/lib/i18n/language';

export { LANGUAGES } from '@faena/shared';
export { APP_ROUTES };

/** Switches the texts (and money, dates) the next renders are written in. */
export async function renderIn(lang: string): Promise<void> {
  await activateLanguage(lang);
}

/** index.html's title and description and '/auth''s title, in the language being rendered. */
export function headTexts() {
  return {
    title: i18n._(DOCUMENT_HEAD.title),
    description: i18n._(DOCUMENT_HEAD.description),
    authTitle: `${i18n._(DOCUMENT_HEAD.signIn)} · Faena`,
  };
}

/** Renders `url`; `consentDecided` leaves out the banner (the server picks by the cookie). */
export async function render(url: string, consentDecided: boolean): Promise<string> {
  // The consent store is module state: 'undecided' shows the banner, a choice hides it.
  if (consentDecided) setConsent('denied');
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  // The first pass loads the lazy screen modules (prerender waits for them); the second finds
  // them loaded and writes them in place, without the script React needs to move a late part.
  await prerender(<App Router={Router} />);
  // No size limit per Suspense boundary: above it React writes a big part out of line, with a script.
  const { prelude } = await prerender(<App Router={Router} />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const reader = prelude.getReader();
  const decoder = new TextDecoder();
  let html = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    html += decoder.decode(value, { stream: true });
  }
  return html + decoder.decode();
}
