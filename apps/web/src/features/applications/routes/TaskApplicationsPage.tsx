import { APPLICATION_STATUSES, formatCents, formatDate, OFFER_STATUSES } from '@faena/shared';
import type { ApplicationDto, OfferDto, TaskApplicationsDto, TaskDto } from '@faena/shared/schemas';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { useParams } from 'react-router';
import { NotFound } from '@/components/NotFound';
import { QueryState } from '@/components/QueryState';
import { ExpiryTime, RelativeTime, usePassed } from '@/components/RelativeTime';
import { Button, ButtonLink } from '@/components/ui/button';
import { Alert, Badge, Card, EmptyState, PageHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Link } from '@/components/ui/link';
import { errorMessage } from '@/lib/api';
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
  const { t } = useLingui();
  usePageTitle(t`Solicitudes de la tarea`);
  const list = useQuery({
    queryKey: applicationKeys.ofTask(taskId),
    queryFn: () => getTaskApplications(taskId),
    retry: false,
    enabled: task.data?.viewer.isOwner === true,
  });
  const errorTitle = t`No se han podido cargar las solicitudes`;
  // The task first (a task that is not the viewer's is the not-found page), then its applications.
  return (
    <QueryState query={task} errorTitle={errorTitle} notFound layout="page">
      {(data) =>
        data.viewer.isOwner ? (
          <QueryState query={list} errorTitle={errorTitle} notFound layout="page">
            {(l) => <Applications task={data} list={l} slots={slots} />}
          </QueryState>
        ) : (
          <NotFound />
        )
      }
    </QueryState>
  );
}

function Applications({ task, list, slots }: { task: TaskDto; list: TaskApplicationsDto; slots: CardSlots }) {
  const { t } = useLingui();
  const taskId = task.id;
  const { applications, offers } = list;
  const pending = applications.filter((a) => a.status === 'pending');
  const decided = applications.filter((a) => a.status !== 'pending');
  const open = task.status === 'open';
  const assignedTo = task.assignedProfessional?.firstName;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8">
      <Link
        to={`/task/${taskId}`}
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t`Volver a la tarea`}
      </Link>
      <PageHeader
        title={t`Solicitudes`}
        description={task.title}
        actions={
          open ? (
            <ButtonLink to="/find-professionals" variant="outline">
              {t`Buscar profesionales`}
            </ButtonLink>
          ) : null
        }
      />
      {!open ? (
        <Alert variant="info" className="mb-6">
          {task.status === 'draft'
            ? t`Publica la tarea para recibir solicitudes.`
            : assignedTo
              ? t`Tarea asignada a ${assignedTo}.`
              : t`Esta tarea ya no admite solicitudes.`}
        </Alert>
      ) : null}
      <section aria-labelledby="pendientes" className="flex flex-col gap-3">
        <h2 id="pendientes" className="text-lg font-semibold">
          {t({ message: 'Pendientes', comment: 'solicitudes aún sin decidir' })} ({pending.length})
        </h2>
        {pending.length === 0 ? (
          <EmptyState title={t`Aún no hay solicitudes pendientes`}>
            {t`Los profesionales de la zona verán tu tarea en «Buscar tareas». También puedes ofrecérsela directamente a alguien.`}
          </EmptyState>
        ) : (
          pending.map((a) => (
            <ApplicationCard
              key={a.id}
              application={a}
              taskTitle={task.title}
              canDecide={open}
              closedByAccepting={{
                applications: pending.length - 1,
                offers: offers.filter((o) => o.status === 'pending').length,
              }}
              slots={slots}
            />
          ))
        )}
      </section>
      {decided.length > 0 ? (
        <section aria-labelledby="decididas" className="mt-8 flex flex-col gap-3">
          <h2 id="decididas" className="text-lg font-semibold">
            {t({ message: 'Decididas', comment: 'solicitudes aceptadas o rechazadas' })} ({decided.length})
          </h2>
          {decided.map((a) => (
            <ApplicationCard key={a.id} application={a} taskTitle={task.title} canDecide={false} slots={slots} />
          ))}
        </section>
      ) : null}
      {offers.length > 0 ? (
        <section aria-labelledby="ofertas" className="mt-8 flex flex-col gap-3">
          <h2 id="ofertas" className="text-lg font-semibold">
            {t`Ofertas enviadas`} ({offers.length})
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

/** What accepting one application closes: the other pending applications and the pending offers. */
interface ClosedByAccepting {
  applications: number;
  offers: number;
}

function ApplicationCard({
  application: a,
  taskTitle,
  canDecide,
  closedByAccepting = { applications: 0, offers: 0 },
  slots: { invalidateTasks, MessageButton },
}: {
  application: ApplicationDto;
  taskTitle: string;
  canDecide: boolean;
  closedByAccepting?: ClosedByAccepting;
  slots: CardSlots;
}) {
  // Both decisions are final and tell people at once: each asks first (decision 0025).
  const { t, i18n } = useLingui();
  const [asking, setAsking] = useState<'accept' | 'reject' | null>(null);
  const name = a.professional.firstName;
  const completed = a.professional.completedCount;
  const close = () => setAsking(null);
  const refresh = useRefresh(a.taskId, invalidateTasks);
  const fail = (error: unknown) =>
    toast({ title: t`No se pudo hacer`, description: i18n._(errorMessage(error)), variant: 'destructive' });
  const accept = useMutation({
    mutationFn: () => acceptApplication(a.id),
    onSuccess: async () => {
      await refresh();
      toast({
        title: t`Has elegido a ${name}`,
        description: t`Le hemos avisado; el resto de solicitudes se han rechazado.`,
      });
    },
    onError: fail,
  });
  const reject = useMutation({
    mutationFn: () => rejectApplication(a.id),
    onSuccess: async () => {
      await refresh();
      toast({ title: t`Solicitud rechazada` });
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
              extra={completed ? plural(completed, { one: '# trabajos hechos', other: '# trabajos hechos' }) : null}
            />
          </div>
          {a.status !== 'pending' ? (
            <Badge tone={a.status === 'accepted' ? 'primary' : 'neutral'}>
              {i18n._(APPLICATION_STATUSES[a.status])}
            </Badge>
          ) : (
            <RelativeTime date={a.createdAt} className="text-xs text-muted-foreground" />
          )}
        </div>
        {a.professional.headline ? <p className="text-sm text-muted-foreground">{a.professional.headline}</p> : null}
        <p className="whitespace-pre-line">{a.message}</p>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div>
            <dt className="inline text-muted-foreground">{`${t`Precio:`} `}</dt>
            <dd className="inline font-semibold">{formatCents(a.priceCents)}</dd>
          </div>
          {a.travelCents ? (
            <div>
              <dt className="inline text-muted-foreground">{`${t`Desplazamiento:`} `}</dt>
              <dd className="inline font-semibold">{formatCents(a.travelCents)}</dd>
            </div>
          ) : null}
          {a.proposedStartDate ? (
            <div>
              <dt className="inline text-muted-foreground">{`${t`Empezaría:`} `}</dt>
              <dd className="inline font-semibold">{formatDate(a.proposedStartDate)}</dd>
            </div>
          ) : null}
        </dl>
        <div className="flex flex-wrap gap-2">
          {canDecide ? (
            <>
              <Button loading={accept.isPending} disabled={reject.isPending} onClick={() => setAsking('accept')}>
                {t({ message: 'Aceptar', comment: 'aceptar la solicitud' })}
              </Button>
              <Button
                variant="outline"
                loading={reject.isPending}
                disabled={accept.isPending}
                onClick={() => setAsking('reject')}
              >
                {t({ message: 'Rechazar', comment: 'rechazar la solicitud' })}
              </Button>
              <ConfirmDialog
                open={asking === 'accept'}
                title={t`¿Aceptar la solicitud de ${name}?`}
                confirmLabel={t`Sí, aceptar`}
                loading={accept.isPending}
                onConfirm={() => accept.mutate(undefined, { onSettled: close })}
                onClose={close}
              >
                <AcceptConsequences application={a} closed={closedByAccepting} />
              </ConfirmDialog>
              <ConfirmDialog
                open={asking === 'reject'}
                title={t`¿Rechazar la solicitud de ${name}?`}
                confirmLabel={t`Sí, rechazar`}
                destructive
                loading={reject.isPending}
                onConfirm={() => reject.mutate(undefined, { onSettled: close })}
                onClose={close}
              >
                {t`Le avisaremos de que no le has elegido. No se puede deshacer: no podrá volver a enviar una solicitud para esta tarea.`}
              </ConfirmDialog>
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

/** What accepting says before it happens: the price, who is told, and what closes with it. */
function AcceptConsequences({ application: a, closed }: { application: ApplicationDto; closed: ClosedByAccepting }) {
  const { t } = useLingui();
  const total = formatCents(a.priceCents + (a.travelCents ?? 0));
  const price = formatCents(a.priceCents);
  const travel = a.travelCents ? formatCents(a.travelCents) : null;
  const others = closed.applications;
  const offers = closed.offers;
  return (
    <ul className="flex list-disc flex-col gap-1.5 pl-5">
      <li>
        {travel
          ? t`Le asignaremos la tarea por ${total} (${price} + ${travel} de desplazamiento) y le avisaremos.`
          : t`Le asignaremos la tarea por ${total} y le avisaremos.`}
      </li>
      {others > 0 ? (
        <li>
          {plural(others, {
            one: 'La otra solicitud pendiente se rechazará y avisaremos a quien la envió.',
            other: 'Las otras # solicitudes pendientes se rechazarán y avisaremos a quienes las enviaron.',
          })}
        </li>
      ) : null}
      {offers > 0 ? (
        <li>
          {plural(offers, {
            one: 'La oferta que enviaste y sigue pendiente se retirará.',
            other: 'Las # ofertas que enviaste y siguen pendientes se retirarán.',
          })}
        </li>
      ) : null}
      <li>{t`La tarea dejará de recibir solicitudes.`}</li>
    </ul>
  );
}

function OfferCard({ offer, slots: { invalidateTasks } }: { offer: OfferDto; slots: CardSlots }) {
  const { t, i18n } = useLingui();
  const refresh = useRefresh(offer.taskId, invalidateTasks);
  const name = offer.professional.firstName;
  const travel = offer.travelCents ? formatCents(offer.travelCents) : null;
  const cancel = useMutation({
    mutationFn: () => cancelOffer(offer.id),
    onSuccess: async () => {
      await refresh();
      toast({ title: t`Oferta retirada` });
    },
    onError: (error) =>
      toast({ title: t`No se pudo retirar`, description: i18n._(errorMessage(error)), variant: 'destructive' }),
  });
  const [asking, setAsking] = useState(false);
  // Past its deadline it is expired, even before the job that marks it so has run.
  const expired = usePassed(offer.expiresAt) && offer.status === 'pending';
  const status = expired ? 'expired' : offer.status;
  return (
    <Card className="flex flex-col gap-2">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <PersonLine person={offer.professional} linkToPortfolio />
        <Badge tone={status === 'accepted' ? 'primary' : status === 'pending' ? 'accent' : 'neutral'}>
          {i18n._(OFFER_STATUSES[status])}
        </Badge>
      </div>
      <p className="text-sm">
        {formatCents(offer.priceCents)}
        {travel ? ` ${t`+ ${travel} de desplazamiento`}` : ''}
        {offer.status === 'pending' ? (
          <>
            {' '}
            · <ExpiryTime date={offer.expiresAt} />
          </>
        ) : null}
      </p>
      {status === 'pending' ? (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          loading={cancel.isPending}
          onClick={() => setAsking(true)}
        >
          {t`Retirar oferta`}
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t`¿Retirar la oferta a ${name}?`}
        confirmLabel={t`Sí, retirar`}
        destructive
        loading={cancel.isPending}
        onConfirm={() => cancel.mutate(undefined, { onSettled: () => setAsking(false) })}
        onClose={() => setAsking(false)}
      >
        {t`Ya no podrá aceptarla y le avisaremos. Si cambias de idea, puedes enviarle otra oferta desde su perfil.`}
      </ConfirmDialog>
    </Card>
  );
}
