import { categoryLabel, formatCents, PROVINCES_SORTED, provinceName, provinceSlug } from '@faena/shared';
import type { PublicTaskListDto } from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';

/** The visitor's choice, kept on this device only (no geolocation: decision 0029). */
const STORAGE_KEY = 'faena_provincia';

function savedProvince(): string {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY) ?? '';
    return PROVINCES_SORTED.some((p) => p.code === value) ? value : '';
  } catch {
    return '';
  }
}

type State = { status: 'idle' | 'loading' | 'error' } | { status: 'done'; list: PublicTaskListDto };

/**
 * The landing page's latest open tasks of a province the visitor picks (remembered here), with
 * links into the public listings. Its own chunk, loaded after the page shows; its first render
 * (no province yet) is what the build prerendered, so hydration matches.
 */
export default function NearbyTasks() {
  const id = useId();
  const [province, setProvince] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const { t, i18n } = useLingui();

  const budget = (min: number | null, max: number | null): string => {
    if (min !== null && max !== null) return `${formatCents(min)} – ${formatCents(max)}`;
    if (max !== null) return t`Hasta ${formatCents(max)}`;
    if (min !== null) return t`Desde ${formatCents(min)}`;
    return t`Presupuesto a convenir`;
  };

  useEffect(() => setProvince(savedProvince()), []);

  useEffect(() => {
    if (!province) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetch(`/api/public/tasks?province=${province}`, { signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        setState({ status: 'done', list: (await res.json()) as PublicTaskListDto });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [province]);

  const choose = (code: string) => {
    setProvince(code);
    try {
      if (code) window.localStorage.setItem(STORAGE_KEY, code);
      else window.localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Private browsing: the choice lasts this visit only.
    }
  };

  const list = state.status === 'done' ? state.list : null;
  return (
    <section className="mx-auto max-w-6xl px-4 pt-12" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} className="text-2xl font-bold">
        {t`Tareas abiertas cerca de ti`}
      </h2>
      <div className="mt-4 flex max-w-sm flex-col gap-1">
        <label htmlFor={`${id}-provincia`} className="text-sm font-medium">
          {t`Tu provincia`}
        </label>
        <select
          id={`${id}-provincia`}
          value={province}
          onChange={(e) => choose(e.target.value)}
          className="h-11 rounded-lg border border-input bg-card px-3 text-base"
        >
          <option value="">{t`Elige una provincia`}</option>
          {PROVINCES_SORTED.map((p) => (
            <option key={p.code} value={p.code}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div aria-live="polite" className="mt-4">
        {state.status === 'idle' ? (
          <p className="text-muted-foreground">{t`Elige tu provincia para ver las últimas tareas publicadas.`}</p>
        ) : state.status === 'loading' ? (
          <p className="text-muted-foreground">{t`Cargando tareas…`}</p>
        ) : state.status === 'error' ? (
          <p className="text-muted-foreground">{t`No hemos podido cargar las tareas. Inténtalo de nuevo más tarde.`}</p>
        ) : !list || list.items.length === 0 ? (
          <p className="text-muted-foreground">{t`Ahora mismo no hay tareas abiertas en ${provinceName(province)}.`}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {list.items.slice(0, 6).map((t) => (
              <li key={t.id} className="rounded-xl border border-border bg-card p-4">
                <a href={`/tareas/${t.slug}`} className="font-semibold text-primary underline-offset-4 hover:underline">
                  {t.title}
                </a>
                <p className="mt-1 text-sm text-muted-foreground">
                  {i18n._(categoryLabel(t.category))} · {t.municipality}
                </p>
                <p className="text-sm font-medium">{budget(t.budgetMinCents, t.budgetMaxCents)}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
      {province ? (
        <p className="mt-4 flex flex-wrap gap-x-4 gap-y-2">
          <a
            href={`/tareas/en/${provinceSlug(province)}`}
            className="font-medium text-primary underline underline-offset-4"
          >
            {t`Todas las tareas en ${provinceName(province)}`}
          </a>
        </p>
      ) : null}
    </section>
  );
}
