import { isLanguage, LANGUAGE_NAMES, type Language, OFFERED_LANGUAGES } from '@faena/shared';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { Select } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useChooseLanguage } from '../language';

/**
 * 'Idioma': the languages whose translation is complete (@faena/shared OFFERED_LANGUAGES), each
 * written in itself. Nothing to choose while Castellano is the only one.
 */
export function LanguageSelect({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { i18n } = useLingui();
  const current = i18n.locale;
  const options: readonly string[] = OFFERED_LANGUAGES.includes(current as Language)
    ? OFFERED_LANGUAGES
    : [...OFFERED_LANGUAGES, current];
  return options.length < 2 ? null : (
    <LanguageMenu className={className} compact={compact} current={current} options={options} />
  );
}

function LanguageMenu({
  className,
  compact,
  current,
  options,
}: {
  className?: string;
  /** In the header: the label is read, not shown (the language names say what it is). */
  compact: boolean;
  current: string;
  options: readonly string[];
}) {
  const { t } = useLingui();
  const choose = useChooseLanguage();
  const id = useId();
  // Prerendered ('/', '/auth'), the menu is in the page before React runs: a choice made then
  // would be lost (hydration puts the select back on the current language). It is enabled once
  // this component runs in the browser.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <div className={cn(compact ? 'w-36 shrink-0' : 'flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={compact ? 'sr-only' : 'text-sm font-medium'}>
        {t`Idioma`}
      </label>
      <Select
        id={id}
        value={current}
        disabled={!ready}
        onChange={(event) => void choose(event.target.value)}
        className={compact ? undefined : 'max-w-xs'}
      >
        {options.map((lang) => (
          <option key={lang} value={lang} lang={isLanguage(lang) ? lang : undefined}>
            {LANGUAGE_NAMES[lang as Language] ?? lang}
          </option>
        ))}
      </Select>
    </div>
  );
}
