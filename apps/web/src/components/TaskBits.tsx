import { formatCents, TASK_STATUSES, type TaskStatus, URGENCIES, type Urgency } from '@faena/shared';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Repeat } from 'lucide-react';
import { Badge } from './ui/card';

const STATUS_TONE: Record<TaskStatus, 'neutral' | 'primary' | 'accent' | 'danger'> = {
  draft: 'neutral',
  open: 'primary',
  assigned: 'accent',
  in_progress: 'accent',
  pending_confirmation: 'accent',
  completed: 'primary',
  cancelled: 'danger',
};

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const { i18n } = useLingui();
  return <Badge tone={STATUS_TONE[status]}>{i18n._(TASK_STATUSES[status])}</Badge>;
}

export function UrgencyBadge({ urgency }: { urgency: Urgency }) {
  const { t, i18n } = useLingui();
  if (urgency === 'normal' || urgency === 'low') {
    const level = i18n._(URGENCIES[urgency]).toLowerCase();
    return <Badge>{t`Urgencia ${level}`}</Badge>;
  }
  return <Badge tone={urgency === 'urgent' ? 'danger' : 'accent'}>{i18n._(URGENCIES[urgency])}</Badge>;
}

/** A task that belongs to a series (a seasonal or periodic job). */
export function RecurringBadge() {
  const { t } = useLingui();
  return (
    <Badge>
      <Repeat className="h-3 w-3" aria-hidden="true" />
      {` ${t`Se repite`}`}
    </Badge>
  );
}

/** "250,00 € – 400,00 €", "Desde 250,00 €", "Hasta 400,00 €" or "Presupuesto abierto". */
export function budgetText(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return min === max ? formatCents(min) : `${formatCents(min)} – ${formatCents(max)}`;
  if (min !== null) return t`Desde ${{ amount: formatCents(min) }}`;
  if (max !== null) return t`Hasta ${{ amount: formatCents(max) }}`;
  return t`Presupuesto abierto`;
}
