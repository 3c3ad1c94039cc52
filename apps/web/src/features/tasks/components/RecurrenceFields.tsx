import {
  describeRecurrence,
  formatDate,
  MONTHS,
  nextOccurrence,
  publishDateOf,
  RECURRENCE_KIND_VALUES,
  RECURRENCE_KINDS,
  type RecurrenceRule,
  SEASON_VALUES,
  SEASONS,
  todayIn,
} from '@faena/shared';
import type { SeriesDto } from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { Repeat } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';

/** The form's own strings for the rule ('' = does not repeat). */
export interface RecurrenceValues {
  repeat: string;
  month: string;
  season: string;
  everyMonths: string;
  everyWeeks: string;
}

export function recurrenceDefaults(series: SeriesDto | null | undefined): RecurrenceValues {
  const rule = series && series.status !== 'ended' ? series.rule : null;
  return {
    repeat: rule?.kind ?? '',
    month: rule?.kind === 'yearly_month' ? String(rule.month) : '5',
    season: rule?.kind === 'yearly_season' ? rule.season : 'primavera',
    everyMonths: rule?.kind === 'every_months' ? String(rule.interval) : '3',
    everyWeeks: rule?.kind === 'every_weeks' ? String(rule.interval) : '2',
  };
}

/** The rule the form describes, null for "no se repite", undefined when a number is not valid yet. */
export function ruleFrom(v: RecurrenceValues): RecurrenceRule | null | undefined {
  const n = (s: string, max: number) => {
    const value = Number(s);
    return Number.isInteger(value) && value >= 1 && value <= max ? value : undefined;
  };
  switch (v.repeat) {
    case '':
      return null;
    case 'yearly_month': {
      const month = n(v.month, 12);
      return month ? { kind: 'yearly_month', month } : undefined;
    }
    case 'yearly_season':
      return { kind: 'yearly_season', season: v.season as (typeof SEASON_VALUES)[number] };
    case 'every_months': {
      const interval = n(v.everyMonths, 24);
      return interval ? { kind: 'every_months', interval } : undefined;
    }
    case 'every_weeks': {
      const interval = n(v.everyWeeks, 52);
      return interval ? { kind: 'every_weeks', interval } : undefined;
    }
    default:
      return undefined;
  }
}

export function sameRule(a: RecurrenceRule | null | undefined, b: RecurrenceRule | null | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

interface Props<T extends RecurrenceValues> {
  register: UseFormRegister<T>;
  values: RecurrenceValues;
  errors: FieldErrors<RecurrenceValues>;
  /** The date the series counts from: the deadline, the start date, or today. */
  anchor: string;
}

/**
 * "Se repite": a seasonal or periodic task (desbroce before summer, poda in winter, the pool in
 * May). Each occurrence is published 30 days before its deadline.
 */
export function RecurrenceFields<T extends RecurrenceValues>({ register, values, errors, anchor }: Props<T>) {
  // The form's generic register narrowed to these fields' names.
  const { t, i18n } = useLingui();
  const reg = register as unknown as UseFormRegister<RecurrenceValues>;
  const rule = ruleFrom(values);
  const next = rule ? nextOccurrence(rule, anchor, anchor) : null;
  const publishOn = next ? publishDateOf(next.dueDate) : null;
  const soon = publishOn !== null && publishOn <= todayIn();
  let explained: string | null = null;
  if (rule && next) {
    const repetition = i18n._(describeRecurrence(rule));
    const publishDate = formatDate(publishOn);
    const dueDate = formatDate(next.dueDate);
    explained = soon
      ? t`${repetition}. La próxima se publicará en cuanto publiques esta, para hacerla antes del ${dueDate}. Si la hizo un profesional, se la ofreceremos primero a él, al mismo precio.`
      : t`${repetition}. La próxima se publicará el ${publishDate}, para hacerla antes del ${dueDate}. Si la hizo un profesional, se la ofreceremos primero a él, al mismo precio.`;
  }
  return (
    <fieldset className="grid gap-4 rounded-lg border border-border p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="flex items-center gap-2 px-1 font-semibold">
        <Repeat className="h-4 w-4" aria-hidden="true" /> {t`Tarea de temporada`}
      </legend>
      <Field
        label={t`Se repite`}
        error={errors.repeat?.message}
        hint={t`Por ejemplo: desbroce antes del verano, poda en invierno, abrir la piscina en mayo.`}
      >
        {(p) => (
          <Select {...p} {...reg('repeat')}>
            <option value="">{t`No se repite`}</option>
            {RECURRENCE_KIND_VALUES.map((k) => (
              <option key={k} value={k}>
                {i18n._(RECURRENCE_KINDS[k])}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {values.repeat === 'yearly_month' ? (
        <Field
          label={t({ message: 'Mes', comment: 'mes del año en que se repite una tarea' })}
          error={errors.month?.message}
        >
          {(p) => (
            <Select {...p} {...reg('month')}>
              {MONTHS.map((m, i) => {
                const name = i18n._(m);
                return (
                  <option key={m} value={String(i + 1)}>
                    {name.charAt(0).toUpperCase() + name.slice(1)}
                  </option>
                );
              })}
            </Select>
          )}
        </Field>
      ) : null}
      {values.repeat === 'yearly_season' ? (
        <Field
          label={t({ message: 'Estación', comment: 'estación del año (primavera, verano…)' })}
          error={errors.season?.message}
        >
          {(p) => (
            <Select {...p} {...reg('season')}>
              {SEASON_VALUES.map((s) => (
                <option key={s} value={s}>
                  {i18n._(SEASONS[s].label)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : null}
      {values.repeat === 'every_months' ? (
        <Field label={t`Cada cuántos meses`} error={errors.everyMonths?.message}>
          {(p) => <Input {...p} type="number" inputMode="numeric" min={1} max={24} {...reg('everyMonths')} />}
        </Field>
      ) : null}
      {values.repeat === 'every_weeks' ? (
        <Field label={t`Cada cuántas semanas`} error={errors.everyWeeks?.message}>
          {(p) => <Input {...p} type="number" inputMode="numeric" min={1} max={52} {...reg('everyWeeks')} />}
        </Field>
      ) : null}
      {explained ? (
        <p className="text-sm text-muted-foreground sm:col-span-2" aria-live="polite">
          {explained}
        </p>
      ) : null}
    </fieldset>
  );
}
