import type { NotificationDto } from '@faena/shared/schemas';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Bell, CheckCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { QueryState } from '@/components/QueryState';
import { RelativeTime } from '@/components/RelativeTime';
import { Button } from '@/components/ui/button';
import { Card, EmptyState, PageHeader } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/page-title';
import { listNotifications, markAllRead, markNotificationRead, notificationKeys } from '../api';
import { EmailPreferencesForm } from '../components/EmailPreferencesForm';

export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Notificaciones`);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam }) => listNotifications(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const readAll = useMutation({ mutationFn: markAllRead, onSuccess: refresh });
  const readOne = useMutation({ mutationFn: markNotificationRead, onSuccess: refresh });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;

  const open = async (n: NotificationDto) => {
    if (!n.readAt) await readOne.mutateAsync(n.id).catch(() => {});
    if (n.link) navigate(n.link);
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <PageHeader
        title={t`Notificaciones`}
        description={
          unread ? plural(unread, { one: 'Tienes # sin leer.', other: 'Tienes # sin leer.' }) : t`Estás al día.`
        }
        actions={
          unread ? (
            <Button variant="outline" loading={readAll.isPending} onClick={() => readAll.mutate()}>
              <CheckCheck className="h-4 w-4" aria-hidden="true" />
              {` ${t`Marcar todas como leídas`}`}
            </Button>
          ) : null
        }
      />
      <QueryState query={list} errorTitle={t`No se han podido cargar tus notificaciones`}>
        {() =>
          items.length === 0 ? (
            <EmptyState title={t`No tienes notificaciones`}>
              {t`Aquí verás las solicitudes, ofertas, mensajes y avances de tus trabajos.`}
            </EmptyState>
          ) : (
            <ul className="flex flex-col gap-2">
              {items.map((n) => (
                <li key={n.id}>
                  {/* Phones: 'Marcar como leída' goes under the text, so the text keeps the card's
                      width; from sm it sits at the right. */}
                  <div
                    className={cn(
                      'grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 rounded-xl border p-4 sm:grid-cols-[auto_minmax(0,1fr)_auto]',
                      n.readAt ? 'border-border bg-card' : 'border-primary/40 bg-primary-soft/60',
                    )}
                  >
                    <Bell
                      className={cn('mt-0.5 h-5 w-5 shrink-0', n.readAt ? 'text-muted-foreground' : 'text-primary')}
                      aria-hidden="true"
                    />
                    <div className="min-w-0">
                      <button
                        type="button"
                        onClick={() => void open(n)}
                        className="text-left font-semibold hover:underline"
                      >
                        {n.title}
                        {!n.readAt ? <span className="sr-only">{` ${t`(sin leer)`}`}</span> : null}
                      </button>
                      {n.body ? <p className="mt-0.5 text-sm text-muted-foreground">{n.body}</p> : null}
                      <p className="mt-1 text-xs text-muted-foreground">
                        <RelativeTime date={n.createdAt} />
                      </p>
                    </div>
                    {!n.readAt ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="col-start-2 -ml-3 justify-self-start sm:col-start-3 sm:row-start-1 sm:ml-0"
                        onClick={() => readOne.mutate(n.id)}
                      >
                        {t`Marcar como leída`}
                      </Button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {list.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
            {t({ message: 'Ver más antiguas', comment: 'notificaciones' })}
          </Button>
        </div>
      ) : null}
      <Card className="mt-10" id="preferencias">
        <h2 className="text-lg font-semibold">{t`Avisos por correo electrónico`}</h2>
        <p className="mb-4 text-sm text-muted-foreground">
          {t`Todo lo verás aquí. Marca lo que quieres recibir también en tu correo.`}
        </p>
        <EmailPreferencesForm />
      </Card>
    </div>
  );
}
