import {
  ACCESS_GATES,
  ACCESS_TRACKS,
  categoryLabel,
  formatCadastralRef,
  formatCents,
  formatDate,
  formatDateTime,
  PROPERTY_KINDS,
  type PropertyKind,
  provinceName,
  TASK_WITH_PROFESSIONAL,
} from '@faena/shared';
import type { TaskDto } from '@faena/shared/schemas';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CalendarClock, CalendarDays, FileText, KeyRound, MapPin, Phone, Route, Wallet } from 'lucide-react';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { PhotoGallery } from '@/components/PhotoGallery';
import { QueryState } from '@/components/QueryState';
import { RatingText } from '@/components/RatingText';
import { budgetText, RecurringBadge, TaskStatusBadge, UrgencyBadge } from '@/components/TaskBits';
import { Button, ButtonLink } from '@/components/ui/button';
import { Alert, Card } from '@/components/ui/card';
import { Fact } from '@/components/ui/fact';
import { Link } from '@/components/ui/link';
import { LoadingState } from '@/components/ui/spinner';
import { trackTaskPublished } from '@/lib/analytics/events';
import { errorMessage } from '@/lib/api';
import { usePageTitle } from '@/lib/page-title';
import { toast } from '@/lib/toast';
import { cancelTask, publishTask, taskKeys, useTask } from '../api';
import { CancelTaskDialog } from '../components/CancelTaskDialog';
import { SeriesCard } from '../components/SeriesCard';
import { TaskMapCard } from '../components/TaskMapCard';

/**
 * What the task detail shows from other features. They are given by its composition,
 * app/screens/TaskDetailScreen.tsx, so the task feature imports none of them.
 */
export interface TaskDetailSlots {
  /** The owner's 'Pagar' once the task is assigned and not paid yet (features/payments). */
  PayTaskButton: ComponentType<{ taskId: string }>;
  /** 'Enviar mensaje' to the other side, with this task as its context (features/messages). */
  MessageButton: ComponentType<{ withProfileId: string; taskId: string; taskTitle: string }>;
  /** A professional's application (features/applications). */
  ApplyForm: ComponentType<{ taskId: string }>;
}

export function TaskDetailPage({
  waiting = false,
  ...slots
}: TaskDetailSlots & {
  /** Something the screen shows inside the page is still loading (the application's state): shown as loading, so it cannot shift the page when it comes. */
  waiting?: boolean;
}) {
  const { taskId = '' } = useParams();
  const task = useTask(taskId);
  const { t } = useLingui();
  usePageTitle(task.data?.title ?? t`Tarea`);
  return (
    <QueryState query={task} errorTitle={t`No se ha podido cargar la tarea`} notFound layout="page">
      {(data) => (waiting ? <LoadingState /> : <TaskDetail task={data} slots={slots} />)}
    </QueryState>
  );
}

/** Where the finca is and how to get in: the owner, and the assigned professional while the job is on. */
export function AccessCard({ task, place }: { task: TaskDto; place: string }) {
  const { t, i18n } = useLingui();
  const p = task.property;
  const facts: { icon: ReactNode; text: ReactNode }[] = [];
  const pin = <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />;
  if (p.address) facts.push({ icon: pin, text: `${p.address}, ${place}` });
  if (p.poligono && p.parcela) {
    const { poligono, parcela } = p;
    facts.push({ icon: pin, text: t`Polígono ${poligono}, parcela ${parcela} (${place})` });
  }
  if (p.cadastralRef) {
    const cadastralRef = formatCadastralRef(p.cadastralRef);
    facts.push({
      icon: <FileText className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />,
      text: (
        <Trans>
          Referencia catastral: <span className="font-mono">{cadastralRef}</span>
        </Trans>
      ),
    });
  }
  const road = <Route className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />;
  if (p.accessTrack) facts.push({ icon: road, text: i18n._(ACCESS_TRACKS[p.accessTrack]) });
  if (p.needs4x4) facts.push({ icon: road, text: <strong>{t`Hace falta un 4×4`}</strong> });
  const key = <KeyRound className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />;
  if (p.accessGate) facts.push({ icon: key, text: i18n._(ACCESS_GATES[p.accessGate]) });
  if (p.accessKeys) {
    const keys = p.accessKeys;
    facts.push({ icon: key, text: t`Llaves: ${keys}` });
  }
  if (p.accessNotes) facts.push({ icon: key, text: p.accessNotes });
  if (facts.length === 0) {
    // The server sends none of it to the professional once the job is over (completed or cancelled).
    const over = task.status === 'completed' || task.status === 'cancelled';
    if (!task.viewer.isAssignedProfessional || task.viewer.isOwner || !over) return null;
    return (
      <Card>
        <h2 className="mb-2 text-lg font-semibold">{t`Cómo llegar`}</h2>
        <p className="text-sm text-muted-foreground">
          {t`La dirección y las notas de acceso solo se ven mientras el trabajo está en marcha.`}
        </p>
      </Card>
    );
  }
  return (
    <Card>
      <h2 className="mb-2 text-lg font-semibold">{t`Cómo llegar`}</h2>
      <p className="text-sm text-muted-foreground">
        {task.viewer.isOwner
          ? t`Solo el profesional asignado verá estos datos, y solo mientras el trabajo esté en marcha.`
          : t`Solo tú, como profesional asignado, ves estos datos, y solo mientras el trabajo esté en marcha.`}
      </p>
      {p.name ? (
        <p className="mt-3 font-medium">
          {p.name} · {i18n._(PROPERTY_KINDS[p.kind as PropertyKind] ?? '')}
        </p>
      ) : null}
      <ul className="mt-1 flex flex-col gap-2">
        {facts.map((f, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list built above, never reordered
          <li key={i} className="flex items-start gap-2">
            {f.icon}
            <span>{f.text}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function TaskDetail({
  task,
  slots: { PayTaskButton, MessageButton, ApplyForm },
}: {
  task: TaskDto;
  slots: TaskDetailSlots;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: taskKeys.all });
  const publish = useMutation({
    mutationFn: () => publishTask(task.id),
    onSuccess: async (published) => {
      trackTaskPublished(published);
      await refresh();
      toast({ title: t`Tarea publicada`, description: t`Los profesionales de la zona ya pueden verla.` });
    },
    onError: (error) =>
      toast({ title: t`No se pudo publicar`, description: i18n._(errorMessage(error)), variant: 'destructive' }),
  });
  const { viewer } = task;
  const place = `${task.municipality}, ${provinceName(task.province)}`;
  const cancelReason = task.cancelReason;
  const pending = task.pendingApplications;
  const publishedAt = formatDateTime(task.publishedAt, task.timeZone);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6">
      <Link
        to={viewer.isOwner ? '/my-tasks' : '/browse-tasks'}
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {viewer.isOwner ? t`Mis tareas` : t`Buscar tareas`}
      </Link>
      <div className="flex flex-wrap items-center gap-2">
        <TaskStatusBadge status={task.status} />
        <UrgencyBadge urgency={task.urgency} />
        {task.recurring ? <RecurringBadge /> : null}
      </div>
      <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{task.title}</h1>
      <p className="mt-1 text-muted-foreground">{i18n._(categoryLabel(task.category))}</p>

      {task.status === 'cancelled' && task.cancelReason ? (
        <Alert variant="warning" title={t`Tarea cancelada`} className="mt-4">
          {t`Motivo: ${cancelReason}`}
        </Alert>
      ) : null}
      {task.status === 'draft' && viewer.isOwner ? (
        <Alert variant="info" title={t({ message: 'Borrador', comment: 'tarea aún no publicada' })} className="mt-4">
          {t`Solo tú ves esta tarea. Publícala para que los profesionales puedan enviarte solicitudes.`}
        </Alert>
      ) : null}

      {viewer.isOwner ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {viewer.canPublish ? (
            <Button loading={publish.isPending} onClick={() => publish.mutate()}>
              {t`Publicar tarea`}
            </Button>
          ) : null}
          {viewer.canEdit ? (
            <ButtonLink to={`/edit-task/${task.id}`} variant="outline">
              {t({ message: 'Editar', comment: 'editar la tarea' })}
            </ButtonLink>
          ) : null}
          {task.status !== 'draft' ? (
            <ButtonLink to={`/task/${task.id}/applications`} variant="outline">
              {pending
                ? plural(pending, { one: 'Solicitudes (# nuevas)', other: 'Solicitudes (# nuevas)' })
                : t`Solicitudes`}
            </ButtonLink>
          ) : null}
          {TASK_WITH_PROFESSIONAL.includes(task.status) ? (
            <ButtonLink to={`/task/${task.id}/progress`} variant="outline">
              {t({ message: 'Progreso', comment: 'enlace al progreso del trabajo de la tarea' })}
            </ButtonLink>
          ) : null}
          {task.assignedProfessional && !task.payment && task.status !== 'cancelled' ? (
            <PayTaskButton taskId={task.id} />
          ) : null}
          {task.assignedProfessional ? (
            <MessageButton
              withProfileId={task.assignedProfessional.profileId}
              taskId={task.id}
              taskTitle={task.title}
            />
          ) : null}
          {viewer.canCancel ? (
            <Button variant="ghost" className="text-destructive" onClick={() => setCancelling(true)}>
              {t`Cancelar tarea`}
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <MessageButton withProfileId={task.owner.profileId} taskId={task.id} taskTitle={task.title} />
        </div>
      )}
      {!viewer.isOwner && !viewer.isAssignedProfessional ? (
        <div className="mt-6">
          <ApplyForm taskId={task.id} />
        </div>
      ) : null}
      {viewer.isAssignedProfessional ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <ButtonLink to={`/task/${task.id}/progress`}>{t`Progreso del trabajo`}</ButtonLink>
        </div>
      ) : null}

      <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_280px]">
        <div className="flex flex-col gap-6">
          <PhotoGallery photos={task.photos} title={task.title} />
          <section aria-labelledby="descripcion">
            <h2 id="descripcion" className="mb-2 text-lg font-semibold">
              {t`Descripción`}
            </h2>
            {task.description ? (
              <p className="whitespace-pre-line leading-relaxed">{task.description}</p>
            ) : (
              <p className="text-muted-foreground">{t`Sin descripción todavía.`}</p>
            )}
          </section>
          <AccessCard task={task} place={place} />
          <TaskMapCard task={task} />
        </div>
        <aside className="flex flex-col gap-4">
          {viewer.isOwner && task.series ? <SeriesCard task={task} /> : null}
          <Card>
            <dl className="flex flex-col gap-4">
              <Fact icon={<Wallet className="h-5 w-5" aria-hidden="true" />} label={t`Presupuesto`}>
                {budgetText(task.budgetMinCents, task.budgetMaxCents)}
              </Fact>
              {task.agreedPriceCents !== null ? (
                <Fact icon={<Wallet className="h-5 w-5" aria-hidden="true" />} label={t`Precio acordado`}>
                  {formatCents(task.agreedPriceCents)}
                </Fact>
              ) : null}
              <Fact icon={<CalendarDays className="h-5 w-5" aria-hidden="true" />} label={t`Fecha de inicio preferida`}>
                {task.preferredStartDate ? formatDate(task.preferredStartDate) : t`A convenir`}
              </Fact>
              {task.dueDate ? (
                <Fact
                  icon={<CalendarClock className="h-5 w-5" aria-hidden="true" />}
                  label={t({ message: 'Hecho antes de', comment: 'fecha límite de una tarea' })}
                >
                  {formatDate(task.dueDate)}
                </Fact>
              ) : null}
              <Fact
                icon={<MapPin className="h-5 w-5" aria-hidden="true" />}
                label={t({ message: 'Lugar', comment: 'dónde está la tarea: municipio y provincia' })}
              >
                {place}
              </Fact>
            </dl>
          </Card>
          <Card>
            <h2 className="text-sm text-muted-foreground">
              {t({ message: 'Propietario', comment: 'quien publica la tarea' })}
            </h2>
            <p className="mt-1 font-semibold">
              {task.owner.firstName}
              {task.owner.lastName ? ` ${task.owner.lastName}` : ''}
            </p>
            <p className="mt-1 text-sm">
              <RatingText avg={task.owner.ratingAvg} count={task.owner.ratingCount} />
            </p>
            {task.owner.phone ? (
              <a
                href={`tel:${task.owner.phone}`}
                className="mt-2 inline-flex items-center gap-2 text-sm font-medium text-primary"
              >
                <Phone className="h-4 w-4" aria-hidden="true" /> {task.owner.phone}
              </a>
            ) : null}
            {task.publishedAt ? (
              <p className="mt-3 text-xs text-muted-foreground">{t`Publicada el ${publishedAt}`}</p>
            ) : null}
          </Card>
          {task.assignedProfessional && viewer.isOwner ? (
            <Card>
              <h2 className="text-sm text-muted-foreground">{t`Profesional asignado`}</h2>
              <Link
                to={`/professional/${task.assignedProfessional.profileId}`}
                className="mt-1 block font-semibold text-primary hover:underline"
              >
                {task.assignedProfessional.firstName} {task.assignedProfessional.lastName ?? ''}
              </Link>
              <p className="mt-1 text-sm">
                <RatingText avg={task.assignedProfessional.ratingAvg} count={task.assignedProfessional.ratingCount} />
              </p>
              {task.assignedProfessional.phone ? (
                <a
                  href={`tel:${task.assignedProfessional.phone}`}
                  className="mt-2 inline-flex items-center gap-2 text-sm font-medium text-primary"
                >
                  <Phone className="h-4 w-4" aria-hidden="true" /> {task.assignedProfessional.phone}
                </a>
              ) : null}
            </Card>
          ) : null}
        </aside>
      </div>
      <CancelTaskDialog
        open={cancelling}
        onClose={() => setCancelling(false)}
        onCancel={async (reason) => {
          await cancelTask(task.id, reason);
          await refresh();
          toast({ title: t`Tarea cancelada` });
        }}
      />
    </div>
  );
}
