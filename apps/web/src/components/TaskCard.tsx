import { categoryLabel, distanceText, formatCents, formatShortDate, provinceName } from '@faena/shared';
import type { TaskSummary } from '@faena/shared/schemas';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CalendarClock, CalendarDays, MapPin } from 'lucide-react';
import { memo } from 'react';
import { Link } from '@/components/ui/link';
import { budgetText, RecurringBadge, TaskStatusBadge, UrgencyBadge } from './TaskBits';
import { Thumbnail } from './Thumbnail';
import { Badge } from './ui/card';

/**
 * One task in a list: the whole card is a link whose name is the task's title. Memoised: a
 * list keeps its cards (the same task objects) while a filter changes or the next page arrives,
 * and a thousand cards rendered again cost a phone-speed CPU most of a second.
 */
export const TaskCard = memo(function TaskCard({
  task,
  showStatus,
  showOwner,
  travelRadiusKm,
}: {
  task: TaskSummary;
  showStatus?: boolean;
  showOwner?: boolean;
  /** A professional's travel radius: a task farther than it is marked 'Fuera de tu radio'. */
  travelRadiusKm?: number | null;
}) {
  const { t, i18n } = useLingui();
  const pending = task.pendingApplications;
  const beyondRadius = Boolean(travelRadiusKm && task.distanceKm !== null && task.distanceKm > travelRadiusKm);
  return (
    <article className="relative flex gap-3 rounded-xl border border-border bg-card p-3 shadow-sm transition-colors focus-within:border-primary hover:border-primary sm:gap-4 sm:p-4">
      <Thumbnail src={task.thumbUrl} size={96} className="h-20 w-20 sm:h-24 sm:w-24" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-1.5">
          {showStatus ? <TaskStatusBadge status={task.status} /> : null}
          <UrgencyBadge urgency={task.urgency} />
          {task.recurring ? <RecurringBadge /> : null}
          {beyondRadius ? <Badge tone="neutral">{t`Fuera de tu radio`}</Badge> : null}
          {pending ? (
            <Badge tone="accent">{plural(pending, { one: '# solicitud nueva', other: '# solicitudes nuevas' })}</Badge>
          ) : null}
        </div>
        <h3 className="mt-1 font-semibold leading-snug">
          <Link
            to={`/task/${task.id}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {task.title}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">{i18n._(categoryLabel(task.category))}</p>
        <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{task.excerpt}</p>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {/* Once a professional is chosen the price is the one agreed with them, not the budget. */}
          {task.agreedPriceCents !== null ? (
            <span className="font-semibold">{t`Precio acordado: ${{ price: formatCents(task.agreedPriceCents) }}`}</span>
          ) : (
            <span className="font-semibold">{budgetText(task.budgetMinCents, task.budgetMaxCents)}</span>
          )}
          <span className="flex items-center gap-1 text-muted-foreground">
            <MapPin className="h-4 w-4" aria-hidden="true" />
            {task.municipality}, {provinceName(task.province)}
            {task.distanceKm !== null ? ` · ${distanceText(task.distanceKm)}` : null}
          </span>
          {task.preferredStartDate ? (
            <span className="flex items-center gap-1 text-muted-foreground">
              <CalendarDays className="h-4 w-4" aria-hidden="true" />
              {t`Desde el ${{ date: formatShortDate(task.preferredStartDate) }}`}
            </span>
          ) : null}
          {task.dueDate ? (
            <span className="flex items-center gap-1 text-muted-foreground">
              <CalendarClock className="h-4 w-4" aria-hidden="true" />
              {t`Hecho antes del ${{ date: formatShortDate(task.dueDate) }}`}
            </span>
          ) : null}
          {showOwner ? (
            <span className="text-muted-foreground">{t`Publicada por ${{ name: task.ownerFirstName }}`}</span>
          ) : null}
          {task.propertyName ? <span className="text-muted-foreground">{task.propertyName}</span> : null}
        </div>
      </div>
    </article>
  );
});
