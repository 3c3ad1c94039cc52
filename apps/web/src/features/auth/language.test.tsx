import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { changeLanguage } from '@/lib/i18n/language';
import { loadLanguage } from '@/lib/i18n/load';
import { startLanguage } from '@/lib/i18n/start';
import { profileDto } from '../../../test/fixtures';
import { FakeApi, renderElement } from '../../../test/harness';
import { LanguageSelect } from './components/LanguageSelect';

// Castellano and Català offered, as once Català's translation is complete.
vi.mock('@faena/shared', async (original) => ({
  ...(await original<typeof import('@faena/shared')>()),
  OFFERED_LANGUAGES: ['es', 'ca'],
}));

const cookie = () => /faena_lang=(\w+)/.exec(document.cookie)?.[1];

// Compiling a language's catalogues (the Lingui plugin, on first import) takes seconds on a busy
// machine: once here, not inside a test's waits.
beforeAll(async () => {
  await loadLanguage('ca');
  await loadLanguage('pseudo');
  i18n.activate('es');
}, 120_000);

afterEach(async () => {
  await act(() => changeLanguage('es'));
  document.cookie = 'faena_lang=; Max-Age=0; Path=/';
});

describe('the language', () => {
  it("starts in the server's <html lang>, or the visitor's cookie when the page came from the offline copy", () => {
    document.documentElement.lang = 'ca';
    expect(startLanguage()).toBe('ca');
    document.documentElement.lang = 'es';
    document.cookie = 'faena_lang=ca; Path=/';
    expect(startLanguage()).toBe('ca');
    expect(document.documentElement.lang).toBe('ca');
    document.documentElement.lang = 'es';
    document.cookie = 'faena_lang=fr; Path=/';
    expect(startLanguage()).toBe('es');
  });

  it('a change loads the language, shows it at once, and keeps it in <html lang> and the cookie', async () => {
    await changeLanguage('pseudo');
    expect(i18n.locale).toBe('pseudo');
    expect(document.documentElement.lang).toBe('pseudo');
    expect(cookie()).toBe('pseudo');
    // A text of the catalogues comes out in the pseudo-language: the same letters, accented.
    const signIn = { id: generateMessageId('Iniciar sesión'), message: 'Iniciar sesión' };
    expect(i18n._(signIn)).not.toBe('Iniciar sesión');
    expect(i18n._(signIn).normalize('NFD').replace(/\p{M}/gu, '')).toBe('Iniciar sesion');
    await changeLanguage('es');
    expect(cookie()).toBe('es');
  });

  it("'Idioma' signed in: switches this browser and saves the choice on the account", async () => {
    const api = new FakeApi().put('/api/profile/language', { ...profileDto(), language: 'ca' });
    const { user } = renderElement(<LanguageSelect />, { api });
    const select = await screen.findByLabelText('Idioma');
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Castellano', 'Català']);
    await user.selectOptions(select, 'ca');
    const saved = await api.waitForCall('PUT', '/api/profile/language');
    expect(saved.body).toEqual({ language: 'ca' });
    await waitFor(() => expect(i18n.locale).toBe('ca'));
    expect(cookie()).toBe('ca');
    expect(document.documentElement.lang).toBe('ca');
  });

  it("'Idioma' as a visitor: this browser only, nothing sent", async () => {
    const api = new FakeApi();
    const { user } = renderElement(<LanguageSelect />, { api, as: 'signed-out' });
    await user.selectOptions(await screen.findByLabelText('Idioma'), 'ca');
    await waitFor(() => expect(cookie()).toBe('ca'));
    expect(api.callsTo('PUT', '/api/profile/language')).toEqual([]);
  });

  it("at sign-in, an account's chosen language shows in this browser too", async () => {
    renderElement(<LanguageSelect />, { api: new FakeApi(), as: profileDto({ language: 'ca' }) });
    await waitFor(() => expect(i18n.locale).toBe('ca'));
    expect(cookie()).toBe('ca');
  });

  it('at sign-in, an account still on the default takes the language the visitor chose before', async () => {
    await changeLanguage('ca');
    const api = new FakeApi().put('/api/profile/language', { ...profileDto(), language: 'ca' });
    renderElement(<LanguageSelect />, { api, as: profileDto({ language: 'es' }) });
    expect((await api.waitForCall('PUT', '/api/profile/language')).body).toEqual({ language: 'ca' });
    expect(i18n.locale).toBe('ca');
  });
});
