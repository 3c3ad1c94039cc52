import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  formatCents,
  formatDate,
  OFFER_STATUSES,
  TASK_STATUSES,
} from '@faena/shared';
import type { MyApplicationDto, OfferDto } from '@faena/shared/schemas';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { QueryState } from '@/components/QueryState';
import { QueuedActions } from '@/components/QueuedActions';
import { ExpiryTime, RelativeTime, usePassed } from '@/components/RelativeTime';
import { Button, ButtonLink } from '@/components/ui/button';
import { Badge, Card, EmptyState, PageHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Link } from '@/components/ui/link';
import { useAuth } from '@/features/auth/AuthProvider';
import { RoleNotice } from '@/features/auth/components/RoleNotice';
import { errorMessage } from '@/lib/api';
import { usePageTitle } from '@/lib/page-title';
import { toast } from '@/lib/toast';
import { acceptOffer, applicationKeys, declineOffer, getMyApplications, withdrawApplication } from '../api';
import { PersonLine } from '../components/PersonLine';

const GROUPS: { title: MessageDescriptor; states: ApplicationStatus[] }[] = [
  { title: msg({ message: 'Pendientes', comment: 'grupo de solicitudes' }), states: ['pending'] },
  { title: msg({ message: 'Aceptadas', comment: 'grupo de solicitudes' }), states: ['accepted'] },
  {
    title: msg({ message: 'Rechazadas y retiradas', comment: 'grupo de solicitudes' }),
    states: ['rejected', 'withdrawn'],
  },
];

/** What a professional's applications screen takes from other features (app/screens/MyApplicationsScreen.tsx). */
export interface MyApplicationsProps {
  /** Marks the task feature's data stale: withdrawing or accepting an offer changes the task. */
  invalidateTasks(): Promise<unknown>;
}

export function MyApplicationsPage({ invalidateTasks }: MyApplicationsProps) {
  const { t } = useLingui();
  usePageTitle(t`Mis solicitudes`);
  const { profile } = useAuth();
  const data = useQuery({
    queryKey: applicationKeys.mine,
    queryFn: getMyApplications,
    enabled: profile?.role === 'professional',
  });
  const offersTitle = (offers: number) => t`Ofertas recibidas (${offers})`;
  if (profile && profile.role !== 'professional') {
    return (
      <RoleNotice title={t`Mis solicitudes`}>
        {t`Aquí los profesionales siguen las solicitudes que envían y las ofertas que reciben. Las solicitudes a tus tareas están en cada tarea, dentro de «Mis tareas».`}
      </RoleNotice>
    );
  }
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8">
      <PageHeader title={t`Mis solicitudes`} actions={<ButtonLink to="/browse-tasks">{t`Buscar tareas`}</ButtonLink>} />
      <QueuedActions kind="application" />
      <QueryState query={data} errorTitle={t`No se han podido cargar tus solicitudes`}>
        {(mine) => (
          <div className="flex flex-col gap-8">
            <section aria-labelledby="ofertas">
              <h2 id="ofertas" className="mb-3 text-lg font-semibold">
                {offersTitle(mine.offers.length)}
              </h2>
              {mine.offers.length === 0 ? (
                <p className="text-muted-foreground">{t`Cuando un propietario te ofrezca un trabajo lo verás aquí.`}</p>
              ) : (
                <ul className="flex flex-col gap-3">
                  {mine.offers.map((offer) => (
                    <li key={offer.id}>
                      <ReceivedOffer offer={offer} invalidateTasks={invalidateTasks} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {mine.applications.length === 0 ? (
              <EmptyState
                title={t`Aún no has enviado ninguna solicitud`}
                action={<ButtonLink to="/browse-tasks">{t`Buscar tareas`}</ButtonLink>}
              >
                {t`Busca trabajos en tus provincias y envía tu precio en un minuto.`}
              </EmptyState>
            ) : (
              GROUPS.map((group) => {
                const items = mine.applications.filter((a) => group.states.includes(a.status));
                if (items.length === 0) return null;
                const id = `grupo-${group.states[0]}`;
                return (
                  <section key={id} aria-labelledby={id}>
                    <h2 id={id} className="mb-3 text-lg font-semibold">
                      {t(group.title)} ({items.length})
                    </h2>
                    <ul className="flex flex-col gap-3">
                      {items.map((a) => (
                        <li key={a.id}>
                          <MyApplication application={a} invalidateTasks={invalidateTasks} />
                        </li>
                      ))}
                    </ul>
                  </section>
                );
              })
            )}
          </div>
        )}
      </QueryState>
    </div>
  );
}

function useRefresh(invalidateTasks: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: applicationKeys.all }), invalidateTasks()]);
}

function MyApplication({ application: a, invalidateTasks }: { application: MyApplicationDto } & MyApplicationsProps) {
  const { t, i18n } = useLingui();
  const refresh = useRefresh(invalidateTasks);
  const [asking, setAsking] = useState(false);
  const withdraw = useMutation({
    mutationFn: () => withdrawApplication(a.id),
    onSuccess: async () => {
      await refresh();
      toast({ title: t`Solicitud retirada` });
    },
    onError: (error) =>
      toast({ title: t`No se pudo retirar`, description: i18n._(errorMessage(error)), variant: 'destructive' }),
  });
  const taskStatus = i18n._(TASK_STATUSES[a.task.status]);
  const municipality = a.task.municipality;
  const price = formatCents(a.priceCents);
  const travel = a.travelCents ? formatCents(a.travelCents) : null;
  const start = a.proposedStartDate ? formatDate(a.proposedStartDate) : null;
  const summary = travel
    ? start
      ? t`${municipality} · tu precio ${price} + ${travel} de desplazamiento · desde el ${start}`
      : t`${municipality} · tu precio ${price} + ${travel} de desplazamiento`
    : start
      ? t`${municipality} · tu precio ${price} · desde el ${start}`
      : t`${municipality} · tu precio ${price}`;
  const title = a.task.title;
  return (
    <Card className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={a.status === 'accepted' ? 'primary' : a.status === 'pending' ? 'accent' : 'neutral'}>
          {i18n._(APPLICATION_STATUSES[a.status])}
        </Badge>
        <span className="text-sm text-muted-foreground">{t`Tarea: ${taskStatus}`}</span>
        <span className="ml-auto text-xs text-muted-foreground">
          <Trans comment="solicitud enviada hace un tiempo («hace 2 días»)">
            Enviada <RelativeTime date={a.createdAt} />
          </Trans>
        </span>
      </div>
      <h3 className="font-semibold">
        <Link to={`/task/${a.task.id}`} className="text-primary hover:underline">
          {a.task.title}
        </Link>
      </h3>
      <p className="text-sm text-muted-foreground">{summary}</p>
      {a.status === 'accepted' ? (
        <ButtonLink to={`/task/${a.task.id}`} size="sm" className="self-start">
          {t`Ver el trabajo`}
        </ButtonLink>
      ) : null}
      {a.status === 'pending' ? (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          loading={withdraw.isPending}
          onClick={() => setAsking(true)}
        >
          {t`Retirar solicitud`}
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t`¿Retirar tu solicitud?`}
        confirmLabel={t`Sí, retirar`}
        destructive
        loading={withdraw.isPending}
        onConfirm={() => withdraw.mutate(undefined, { onSettled: () => setAsking(false) })}
        onClose={() => setAsking(false)}
      >
        {t`Avisaremos al propietario de «${title}». No se puede deshacer: no podrás volver a enviar una solicitud para esta tarea.`}
      </ConfirmDialog>
    </Card>
  );
}

function ReceivedOffer({ offer, invalidateTasks }: { offer: OfferDto } & MyApplicationsProps) {
  const { t, i18n } = useLingui();
  const refresh = useRefresh(invalidateTasks);
  const navigate = useNavigate();
  const title = offer.task.title;
  const owner = offer.owner.firstName;
  const travel = offer.travelCents ? formatCents(offer.travelCents) : null;
  // Declining is final and tells the owner at once: it asks first. Accepting does not (decision 0025).
  const [asking, setAsking] = useState(false);
  const fail = (error: unknown) =>
    toast({ title: t`No se pudo hacer`, description: i18n._(errorMessage(error)), variant: 'destructive' });
  const accept = useMutation({
    mutationFn: () => acceptOffer(offer.id),
    onSuccess: async () => {
      await refresh();
      toast({ title: t`¡Trabajo aceptado!`, description: t`La tarea «${title}» ya es tuya.` });
      navigate(`/task/${offer.taskId}`);
    },
    onError: fail,
  });
  const decline = useMutation({
    mutationFn: () => declineOffer(offer.id),
    onSuccess: async () => {
      await refresh();
      toast({ title: t`Oferta rechazada` });
    },
    onError: fail,
  });
  // Past its deadline it is expired, even before the job that marks it so has run.
  const expired = usePassed(offer.expiresAt) && offer.status === 'pending';
  const status = expired ? 'expired' : offer.status;
  const pending = status === 'pending';
  const titleId = `oferta-${offer.id}`;
  return (
    <article aria-labelledby={titleId}>
      <Card className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={titleId} className="font-semibold">
            <Link to={`/task/${offer.taskId}`} className="text-primary hover:underline">
              {offer.task.title}
            </Link>
          </h3>
          <Badge tone={status === 'accepted' ? 'primary' : pending ? 'accent' : 'neutral'}>
            {i18n._(OFFER_STATUSES[status])}
          </Badge>
        </div>
        <PersonLine person={offer.owner} extra={offer.task.municipality} />
        <p className="whitespace-pre-line text-sm">{offer.message}</p>
        <p className="text-sm">
          <span className="font-semibold">{formatCents(offer.priceCents)}</span>
          {travel ? ` ${t`+ ${travel} de desplazamiento`}` : ''}
          {pending || expired ? (
            <span className="text-muted-foreground">
              {' '}
              · <ExpiryTime date={offer.expiresAt} />
            </span>
          ) : null}
        </p>
        {pending ? (
          <div className="flex flex-wrap gap-2">
            <Button loading={accept.isPending} disabled={decline.isPending} onClick={() => accept.mutate()}>
              {t({ message: 'Aceptar', comment: 'aceptar la oferta' })}
            </Button>
            <Button
              variant="outline"
              loading={decline.isPending}
              disabled={accept.isPending}
              onClick={() => setAsking(true)}
            >
              {t({ message: 'Rechazar', comment: 'rechazar la oferta' })}
            </Button>
          </div>
        ) : null}
        <ConfirmDialog
          open={asking}
          title={t`¿Rechazar la oferta de ${owner}?`}
          confirmLabel={t`Sí, rechazar`}
          destructive
          loading={decline.isPending}
          onConfirm={() => decline.mutate(undefined, { onSettled: () => setAsking(false) })}
          onClose={() => setAsking(false)}
        >
          {t`Le avisaremos de que no aceptas «${title}». No se puede deshacer.`}
        </ConfirmDialog>
      </Card>
    </article>
  );
}
