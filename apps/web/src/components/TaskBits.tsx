import { formatCents, TASK_STATUSES, type TaskStatus, URGENCIES, type Urgency } from '@faena/shared';
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
  return <Badge tone={STATUS_TONE[status]}>{TASK_STATUSES[status]}</Badge>;
}

export function UrgencyBadge({ urgency }: { urgency: Urgency }) {
  if (urgency === 'normal' || urgency === 'low') return <Badge>Urgencia {URGENCIES[urgency].toLowerCase()}</Badge>;
  return <Badge tone={urgency === 'urgent' ? 'danger' : 'accent'}>{URGENCIES[urgency]}</Badge>;
}

/** A task that belongs to a series (a seasonal or periodic job). */
export function RecurringBadge() {
  return (
    <Badge>
      <Repeat className="h-3 w-3" aria-hidden="true" /> Se repite
    </Badge>
  );
}

/** "250,00 € – 400,00 €", "Desde 250,00 €", "Hasta 400,00 €" or "Presupuesto abierto". */
export function budgetText(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return min === max ? formatCents(min) : `${formatCents(min)} – ${formatCents(max)}`;
  if (min !== null) return `Desde ${formatCents(min)}`;
  if (max !== null) return `Hasta ${formatCents(max)}`;
  return 'Presupuesto abierto';
}
