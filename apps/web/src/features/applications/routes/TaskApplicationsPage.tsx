import { APPLICATION_STATUSES, formatCents, formatDate, formatRelative, OFFER_STATUSES } from '@faena/shared';
import type { ApplicationDto, OfferDto, TaskDto } from '@faena/shared/schemas';
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { NotFound } from '@/components/NotFound';
import { RetryAlert } from '@/components/RetryAlert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Alert, Badge, Card, EmptyState, PageHeader } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api';
import { usePageTitle } from '@/lib/page-title';
import { toast } from '@/lib/toast';
import { acceptApplication, applicationKeys, cancelOffer, getTaskApplications, rejectApplication } from '../api';
import { PersonLine } from '../components/PersonLine';

/**
 * What the owner's applications screen takes from other features, given by its composition,
 * app/screens/TaskApplicationsScreen.tsx.
 */
export interface TaskApplicationsProps {
  /** The task of the address, as the task feature loads it. */
  task: UseQueryResult<TaskDto, Error>;
  /** Marks the task feature's data stale: a decision here assigns the task or changes its counts. */
  invalidateTasks(): Promise<unknown>;
  /** 'Enviar mensaje' to an applicant, about this task (features/messages). */
  MessageButton: ComponentType<{
    withProfileId: string;
    taskId: string;
    taskTitle: string;
    variant: 'secondary';
  }>;
}

type CardSlots = Pick<TaskApplicationsProps, 'invalidateTasks' | 'MessageButton'>;

export function TaskApplicationsPage({ task, ...slots }: TaskApplicationsProps) {
  const { taskId = '' } = useParams();
  usePageTitle('Solicitudes de la tarea');
  const list = useQuery({
    queryKey: applicationKeys.ofTask(taskId),
    queryFn: () => getTaskApplications(taskId),
    retry: false,
    enabled: task.data?.viewer.isOwner === true,
  });
  if (task.isPending || (task.data?.viewer.isOwner && list.isPending)) return <LoadingState />;
  const notFound = (e: unknown) => e instanceof ApiError && e.status === 404;
  if (notFound(task.error) || (task.data && !task.data.viewer.isOwner) || notFound(list.error)) return <NotFound />;
  if (task.isError || list.isError || !task.data || !list.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <RetryAlert title="No se han podido cargar las solicitudes" query={task.isError ? task : list} />
      </div>
    );
  }
  const { applications, offers } = list.data;
  const pending = applications.filter((a) => a.status === 'pending');
  const decided = applications.filter((a) => a.status !== 'pending');
  const open = task.data.status === 'open';
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8">
      <Link
        to={`/task/${taskId}`}
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Volver a la tarea
      </Link>
      <PageHeader
        title="Solicitudes"
        description={task.data.title}
        actions={
          open ? (
            <ButtonLink to="/find-professionals" variant="outline">
              Buscar profesionales
            </ButtonLink>
          ) : null
        }
      />
      {!open ? (
        <Alert variant="info" className="mb-6">
          {task.data.status === 'draft'
            ? 'Publica la tarea para recibir solicitudes.'
            : task.data.assignedProfessional
              ? `Tarea asignada a ${task.data.assignedProfessional.firstName}.`
              : 'Esta tarea ya no admite solicitudes.'}
        </Alert>
      ) : null}
      <section aria-labelledby="pendientes" className="flex flex-col gap-3">
        <h2 id="pendientes" className="text-lg font-semibold">
          Pendientes ({pending.length})
        </h2>
        {pending.length === 0 ? (
          <EmptyState title="Aún no hay solicitudes pendientes">
            Los profesionales de la zona verán tu tarea en «Buscar tareas». También puedes ofrecérsela directamente a
            alguien.
          </EmptyState>
        ) : (
          pending.map((a) => (
            <ApplicationCard key={a.id} application={a} taskTitle={task.data.title} canDecide={open} slots={slots} />
          ))
        )}
      </section>
      {decided.length > 0 ? (
        <section aria-labelledby="decididas" className="mt-8 flex flex-col gap-3">
          <h2 id="decididas" className="text-lg font-semibold">
            Decididas ({decided.length})
          </h2>
          {decided.map((a) => (
            <ApplicationCard key={a.id} application={a} taskTitle={task.data.title} canDecide={false} slots={slots} />
          ))}
        </section>
      ) : null}
      {offers.length > 0 ? (
        <section aria-labelledby="ofertas" className="mt-8 flex flex-col gap-3">
          <h2 id="ofertas" className="text-lg font-semibold">
            Ofertas enviadas ({offers.length})
          </h2>
          {offers.map((o) => (
            <OfferCard key={o.id} offer={o} slots={slots} />
          ))}
        </section>
      ) : null}
    </div>
  );
}

function useRefresh(taskId: string, invalidateTasks: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: applicationKeys.all }), invalidateTasks()]).then(
      () => taskId,
    );
}

function ApplicationCard({
  application: a,
  taskTitle,
  canDecide,
  slots: { invalidateTasks, MessageButton },
}: {
  application: ApplicationDto;
  taskTitle: string;
  canDecide: boolean;
  slots: CardSlots;
}) {
  const refresh = useRefresh(a.taskId, invalidateTasks);
  const fail = (error: unknown) =>
    toast({ title: 'No se pudo hacer', description: errorMessage(error), variant: 'destructive' });
  const accept = useMutation({
    mutationFn: () => acceptApplication(a.id),
    onSuccess: async () => {
      await refresh();
      toast({
        title: `Has elegido a ${a.professional.firstName}`,
        description: 'Le hemos avisado; el resto de solicitudes se han rechazado.',
      });
    },
    onError: fail,
  });
  const reject = useMutation({
    mutationFn: () => rejectApplication(a.id),
    onSuccess: async () => {
      await refresh();
      toast({ title: 'Solicitud rechazada' });
    },
    onError: fail,
  });
  const titleId = `solicitud-${a.id}`;
  return (
    <article aria-labelledby={titleId}>
      <Card className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div id={titleId}>
            <PersonLine
              person={a.professional}
              linkToPortfolio
              extra={a.professional.completedCount ? `${a.professional.completedCount} trabajos hechos` : null}
            />
          </div>
          {a.status !== 'pending' ? (
            <Badge tone={a.status === 'accepted' ? 'primary' : 'neutral'}>{APPLICATION_STATUSES[a.status]}</Badge>
          ) : (
            <span className="text-xs text-muted-foreground">{formatRelative(a.createdAt)}</span>
          )}
        </div>
        {a.professional.headline ? <p className="text-sm text-muted-foreground">{a.professional.headline}</p> : null}
        <p className="whitespace-pre-line">{a.message}</p>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div>
            <dt className="inline text-muted-foreground">Precio: </dt>
            <dd className="inline font-semibold">{formatCents(a.priceCents)}</dd>
          </div>
          {a.travelCents ? (
            <div>
              <dt className="inline text-muted-foreground">Desplazamiento: </dt>
              <dd className="inline font-semibold">{formatCents(a.travelCents)}</dd>
            </div>
          ) : null}
          {a.proposedStartDate ? (
            <div>
              <dt className="inline text-muted-foreground">Empezaría: </dt>
              <dd className="inline font-semibold">{formatDate(a.proposedStartDate)}</dd>
            </div>
          ) : null}
        </dl>
        <div className="flex flex-wrap gap-2">
          {canDecide ? (
            <>
              <Button loading={accept.isPending} disabled={reject.isPending} onClick={() => accept.mutate()}>
                Aceptar
              </Button>
              <Button
                variant="outline"
                loading={reject.isPending}
                disabled={accept.isPending}
                onClick={() => reject.mutate()}
              >
                Rechazar
              </Button>
            </>
          ) : null}
          <MessageButton
            withProfileId={a.professional.profileId}
            taskId={a.taskId}
            taskTitle={taskTitle}
            variant="secondary"
          />
        </div>
      </Card>
    </article>
  );
}

function OfferCard({ offer, slots: { invalidateTasks } }: { offer: OfferDto; slots: CardSlots }) {
  const refresh = useRefresh(offer.taskId, invalidateTasks);
  const cancel = useMutation({
    mutationFn: () => cancelOffer(offer.id),
    onSuccess: async () => {
      await refresh();
      toast({ title: 'Oferta retirada' });
    },
    onError: (error) =>
      toast({ title: 'No se pudo retirar', description: errorMessage(error), variant: 'destructive' }),
  });
  return (
    <Card className="flex flex-col gap-2">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <PersonLine person={offer.professional} linkToPortfolio />
        <Badge tone={offer.status === 'accepted' ? 'primary' : offer.status === 'pending' ? 'accent' : 'neutral'}>
          {OFFER_STATUSES[offer.status]}
        </Badge>
      </div>
      <p className="text-sm">
        {formatCents(offer.priceCents)}
        {offer.travelCents ? ` + ${formatCents(offer.travelCents)} de desplazamiento` : ''}
        {offer.status === 'pending' ? ` · caduca ${formatRelative(offer.expiresAt)}` : ''}
      </p>
      {offer.status === 'pending' ? (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          loading={cancel.isPending}
          onClick={() => cancel.mutate()}
        >
          Retirar oferta
        </Button>
      ) : null}
    </Card>
  );
}
