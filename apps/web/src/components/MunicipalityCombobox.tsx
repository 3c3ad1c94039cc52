import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Check, ChevronDown } from 'lucide-react';
import { type FocusEvent, forwardRef, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { useMunicipalities } from '@/lib/reference';
import { Input } from './ui/input';

export interface Municipality {
  code: string;
  name: string;
}

/** For comparing what is typed with a name: no accents, no case, no punctuation ('avila' is 'Ávila'). */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The municipalities whose name contains what was typed (all of them for nothing typed): first
 * those that start with it, then those with a word that starts with it ('Torre' finds 'La Torre'),
 * then the rest, each group in the list's own (alphabetical) order.
 */
export function matchMunicipalities<T extends Municipality>(items: readonly T[], typed: string): T[] {
  const q = searchable(typed);
  if (!q) return [...items];
  const ranked: [T, number][] = [];
  for (const m of items) {
    const name = searchable(m.name);
    const at = name.indexOf(q);
    if (at < 0) continue;
    ranked.push([m, at === 0 ? 0 : name.includes(` ${q}`) ? 1 : 2]);
  }
  return ranked.sort((a, b) => a[1] - b[1]).map(([m]) => m);
}

interface Props {
  /** From Field: the label ('Municipio') points at the text box. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  name?: string;
  province: string | null | undefined;
  /** What `value` holds: the INE code (default) or the municipality's name. */
  valueKind?: 'code' | 'name';
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  disabled?: boolean;
}

/**
 * INE's municipalities of the chosen province as a searchable combobox (WAI-ARIA's editable
 * combobox with a list that filters, the first match highlighted): type a few letters (accents and
 * case do not matter), move with the arrows, Enter or Tab chooses, Escape closes and puts the
 * choice back. Leaving the box with a name typed in full chooses it too, so typing 'Loja' and
 * going on is enough. Disabled until a province is chosen.
 */
export const MunicipalityCombobox = forwardRef<HTMLInputElement, Props>(function MunicipalityCombobox(
  {
    id,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    name,
    province,
    valueKind = 'code',
    value,
    onChange,
    onBlur,
    disabled,
  },
  ref,
) {
  const { t } = useLingui();
  const { data, isLoading, isError } = useMunicipalities(province);
  const items = data?.items ?? [];
  const listId = useId();
  const statusId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  /** What the person is typing; null while not typing (the box shows the choice). */
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const keyOf = (m: Municipality) => (valueKind === 'code' ? m.code : m.name);
  const chosen = items.find((m) => keyOf(m) === value);
  // A stored name not on the list (an older spelling) is still shown as it is.
  const shown = typed ?? chosen?.name ?? (valueKind === 'name' ? value : '');
  const matches = useMemo(() => matchMunicipalities(items, typed ?? ''), [items, typed]);
  const expanded = open && !disabled && Boolean(province) && items.length > 0;

  // Another province: what was being typed belongs to the old list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the province changes
  useEffect(() => {
    setTyped(null);
    setOpen(false);
    setActive(-1);
  }, [province]);

  useEffect(() => {
    if (!expanded || active < 0) return;
    const option = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded, active]);

  const choose = (m: Municipality) => {
    onChange(keyOf(m));
    setTyped(null);
    setOpen(false);
    setActive(-1);
  };
  const close = () => {
    setTyped(null);
    setOpen(false);
    setActive(-1);
  };
  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };
  const chosenIndex = () => matches.findIndex((m) => keyOf(m) === value);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const last = matches.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) openAt(event.altKey ? -1 : Math.max(chosenIndex(), 0));
        else setActive((i) => Math.min(i + 1, last));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) openAt(chosenIndex() >= 0 ? chosenIndex() : last);
        else setActive((i) => Math.max(i - 1, 0));
        break;
      case 'PageDown':
        if (expanded) {
          event.preventDefault();
          setActive((i) => Math.min(i + 10, last));
        }
        break;
      case 'PageUp':
        if (expanded) {
          event.preventDefault();
          setActive((i) => Math.max(i - 10, 0));
        }
        break;
      case 'Enter': {
        if (!expanded) return; // closed: Enter sends the form, as in any text box
        event.preventDefault();
        const pick = matches[active] ?? (matches.length === 1 ? matches[0] : undefined);
        if (pick) choose(pick);
        break;
      }
      case 'Escape':
        if (expanded || typed !== null) {
          // Only the list closes, not a dialog around the form.
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      case 'Tab': {
        const pick = expanded ? matches[active] : undefined;
        if (pick) choose(pick);
        break;
      }
    }
  };

  const onInputBlur = (event: FocusEvent<HTMLInputElement>) => {
    // Focus went to the list's own button: still choosing.
    if (event.relatedTarget instanceof HTMLElement && event.relatedTarget.dataset.comboboxButton === listId) return;
    if (typed !== null) {
      const wanted = searchable(typed);
      const exact = items.filter((m) => searchable(m.name) === wanted);
      if (wanted === '') onChange('');
      else if (exact.length === 1 && exact[0]) onChange(keyOf(exact[0]));
    }
    close();
    onBlur?.();
  };

  const placeholder = !province
    ? t`Elige antes la provincia`
    : isLoading
      ? t`Cargando municipios…`
      : isError
        ? t`No se pudieron cargar los municipios`
        : t`Escribe para buscar`;
  const found = matches.length;
  const activeOption = expanded && active >= 0 && matches[active] ? `${listId}-${active}` : undefined;

  return (
    <div className="relative">
      <Input
        ref={ref}
        id={id}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption}
        aria-invalid={invalid}
        aria-describedby={[describedBy, expanded ? statusId : null].filter(Boolean).join(' ') || undefined}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={placeholder}
        disabled={disabled || !province || isLoading || isError}
        value={shown}
        onChange={(event) => {
          setTyped(event.target.value);
          setOpen(true);
          setActive(event.target.value.trim() ? 0 : -1);
        }}
        onClick={() => {
          if (!expanded) openAt(chosenIndex());
        }}
        onKeyDown={onKeyDown}
        onBlur={onInputBlur}
        className="pr-10"
      />
      <button
        type="button"
        tabIndex={-1}
        data-combobox-button={listId}
        aria-label={t`Mostrar municipios`}
        aria-controls={listId}
        aria-expanded={expanded}
        disabled={disabled || !province || isLoading || isError}
        // Keeps the focus in the text box, where the keys work.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => (expanded ? close() : openAt(chosenIndex()))}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-muted-foreground disabled:opacity-50"
      >
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </button>
      {/* The listbox is always there (aria-controls names it), empty while closed. */}
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={t`Municipios`}
        hidden={!expanded || matches.length === 0}
        className="absolute z-30 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-border bg-card py-1 text-base shadow-lg"
      >
        {expanded
          ? matches.map((m, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the text box's (aria-activedescendant)
              // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the text box (aria-activedescendant)
              <div
                key={m.code}
                id={`${listId}-${index}`}
                role="option"
                data-index={index}
                aria-selected={index === active}
                // Keeps the focus in the text box.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(m)}
                onMouseMove={() => active !== index && setActive(index)}
                className={cn(
                  'flex cursor-pointer items-center justify-between gap-2 px-3 py-2',
                  index === active ? 'bg-primary-soft text-primary-soft-foreground' : 'hover:bg-muted',
                )}
              >
                {m.name}
                {keyOf(m) === value ? <Check className="h-4 w-4 shrink-0" aria-hidden="true" /> : null}
              </div>
            ))
          : null}
      </div>
      {expanded && matches.length === 0 ? (
        <p className="absolute z-30 mt-1 w-full rounded-lg border border-border bg-card px-3 py-2 text-sm text-muted-foreground shadow-lg">
          {t`Ningún municipio de esta provincia se llama así.`}
        </p>
      ) : null}
      <p id={statusId} role="status" className="sr-only">
        {expanded
          ? plural(found, { 0: 'Ningún municipio coincide.', one: '# municipio.', other: '# municipios.' })
          : ''}
      </p>
    </div>
  );
});
