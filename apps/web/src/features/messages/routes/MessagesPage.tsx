import type { ConversationDto } from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '@/components/QueryState';
import { RelativeTime } from '@/components/RelativeTime';
import { EmptyState } from '@/components/ui/card';
import { useAuth } from '@/features/auth/AuthProvider';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/page-title';
import { listConversations, messageKeys } from '../api';
import { ConversationView } from '../components/ConversationView';
import type { MessagesLocationState } from '../components/MessageButton';

/** The last message's line: the user's own with 'Tú: ' before it, a photo without text as 'Foto'. */
function LastMessage({ message }: { message: NonNullable<ConversationDto['lastMessage']> }) {
  const { t } = useLingui();
  const body =
    message.body || (message.hasPhotos ? t({ message: 'Foto', comment: 'un mensaje que es solo una foto' }) : '');
  return message.mine ? t`Tú: ${body}` : body;
}

export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Mensajes`);
  const { profile } = useAuth();
  const [params, setParams] = useSearchParams();
  const selected = params.get('c');
  const conversations = useQuery({ queryKey: messageKeys.conversations, queryFn: listConversations });
  const current = conversations.data?.find((c) => c.id === selected) ?? null;
  const select = (id: string | null) => setParams(id ? { c: id } : {}, { replace: false });
  // Opened from a task ('Enviar mensaje'): the message about to be written is about it.
  const location = useLocation();
  const navigate = useNavigate();
  const about = (location.state as MessagesLocationState | null)?.about ?? null;
  const forgetAbout = () => navigate({ search: location.search }, { replace: true, state: {} });

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-0 sm:px-4 sm:py-6">
      <h1 className={cn('px-4 pt-6 text-2xl font-bold sm:px-0 sm:pt-0', selected && 'sr-only lg:not-sr-only')}>
        {t`Mensajes`}
      </h1>
      <QueryState
        query={conversations}
        errorTitle={t`No se han podido cargar tus conversaciones`}
        alertClassName="m-4 sm:mx-0"
      >
        {(list) =>
          list.length === 0 ? (
            <div className="p-4">
              <EmptyState title={t`Aún no tienes conversaciones`}>
                {profile?.role === 'professional'
                  ? t`Escribe a un propietario desde una de sus tareas (en «Buscar tareas» o en «Mis solicitudes») con «Enviar mensaje».`
                  : t`Escribe desde una tarea, una solicitud o el perfil de un profesional con «Enviar mensaje».`}
              </EmptyState>
            </div>
          ) : (
            <div className="mt-4 grid min-h-0 flex-1 overflow-hidden border-border sm:rounded-xl sm:border lg:h-[70vh] lg:grid-cols-[320px_minmax(0,1fr)]">
              <nav
                aria-label={t`Conversaciones`}
                className={cn('min-h-0 overflow-y-auto border-border lg:border-r', selected && 'hidden lg:block')}
              >
                <ul>
                  {list.map((c) => (
                    <li key={c.id}>
                      <button
                        type="button"
                        onClick={() => select(c.id)}
                        aria-current={c.id === selected ? 'true' : undefined}
                        className={cn(
                          'flex w-full items-start gap-3 border-b border-border px-4 py-3 text-left hover:bg-muted',
                          c.id === selected && 'bg-primary-soft',
                        )}
                      >
                        <span
                          aria-hidden="true"
                          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-muted font-bold"
                        >
                          {c.other.firstName.slice(0, 1)}
                        </span>
                        <span className="min-w-0 flex-1">
                          <span className="flex items-center justify-between gap-2">
                            <span className="truncate font-semibold">{c.other.firstName}</span>
                            {c.lastMessage ? (
                              <span className="shrink-0 text-xs text-muted-foreground">
                                <RelativeTime date={c.lastMessage.createdAt} />
                              </span>
                            ) : null}
                          </span>
                          {c.contextTask ? (
                            <span className="block truncate text-xs text-muted-foreground">{c.contextTask.title}</span>
                          ) : null}
                          <span className="flex items-center justify-between gap-2">
                            <span
                              className={cn('truncate text-sm', c.unread ? 'font-semibold' : 'text-muted-foreground')}
                            >
                              {c.lastMessage ? <LastMessage message={c.lastMessage} /> : t`Sin mensajes todavía`}
                            </span>
                            {c.unread ? (
                              <span className="shrink-0 rounded-full bg-primary px-2 text-xs font-bold text-primary-foreground">
                                {c.unread}
                                <span className="sr-only">{` ${t({ message: 'sin leer', comment: 'tras el número de mensajes sin leer' })}`}</span>
                              </span>
                            ) : null}
                          </span>
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </nav>
              <div
                className={cn(
                  'h-[calc(100dvh-4rem)] lg:h-auto lg:min-h-0',
                  !selected && 'hidden lg:flex lg:items-center lg:justify-center',
                )}
              >
                {current && profile ? (
                  <ConversationView
                    key={current.id}
                    conversation={current}
                    myProfileId={profile.id}
                    about={about && about.id !== current.contextTask?.id ? about : null}
                    onAboutDone={forgetAbout}
                    onBack={() => select(null)}
                  />
                ) : (
                  <p className="flex items-center gap-2 p-6 text-muted-foreground">
                    <MessageSquare className="h-5 w-5" aria-hidden="true" />
                    {` ${t`Elige una conversación.`}`}
                  </p>
                )}
              </div>
            </div>
          )
        }
      </QueryState>
    </div>
  );
}
