import { formatDateTime } from '@faena/shared';
import type { ConversationDto, MessageDto } from '@faena/shared/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ImagePlus, Send } from 'lucide-react';
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { PhotoGallery } from '@/components/PhotoGallery';
import { OfflinePhotos, PhotoUploader, type UploadedImage } from '@/components/PhotoUploader';
import { QueryState } from '@/components/QueryState';
import { QueuedActions } from '@/components/QueuedActions';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { ApiError, contractUrl, errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { enqueue, queuedPhotos } from '@/lib/offline-queue';
import { listMessages, markConversationRead, messageKeys, sendMessage } from '../api';

function newClientId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`;
}

export function ConversationView({
  conversation,
  myProfileId,
  about = null,
  onAboutDone = () => {},
  onBack,
}: {
  conversation: ConversationDto;
  myProfileId: string;
  /**
   * The task the next message is about (the conversation was opened from it). Only sending that
   * message makes it what the conversation is about ("Sobre:"), for both people.
   */
  about?: { id: string; title: string } | null;
  /** The message about it was sent, or the person chose not to write about it. */
  onAboutDone?(): void;
  onBack(): void;
}) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<UploadedImage[]>([]);
  // Photos chosen with no connection: they wait on the device and travel with the queued message.
  const [offlinePhotos, setOfflinePhotos] = useState<File[]>([]);
  const [attaching, setAttaching] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const previousHeight = useRef(0);

  const messages = useInfiniteQuery({
    queryKey: messageKeys.messages(conversation.id),
    queryFn: ({ pageParam }) => listMessages(conversation.id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  // Pages come newest first; the screen shows the oldest at the top.
  const ordered: MessageDto[] = [...(messages.data?.pages.flatMap((p) => p.items) ?? [])].reverse();
  const newestId = ordered.at(-1)?.id;

  const read = useMutation({
    mutationFn: () => markConversationRead(conversation.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.conversations }),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: mark read whenever a newer message is on screen
  useEffect(() => {
    if (newestId && !document.hidden) read.mutate();
  }, [newestId, conversation.id]);

  // Keep the view at the bottom for new messages, and in place when older ones load above.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each render of the list
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (stickToBottom.current) el.scrollTop = el.scrollHeight;
    else if (previousHeight.current && el.scrollHeight > previousHeight.current && el.scrollTop < 50) {
      el.scrollTop += el.scrollHeight - previousHeight.current;
    }
    previousHeight.current = el.scrollHeight;
  }, [ordered.length]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
    if (el.scrollTop < 40 && messages.hasNextPage && !messages.isFetchingNextPage) void messages.fetchNextPage();
  };

  const send = useMutation({
    mutationFn: (input: { body: string; photoIds: string[]; clientId: string; taskId?: string }) =>
      sendMessage(conversation.id, input),
    onSuccess: async (_sent, input) => {
      if (input.taskId) onAboutDone();
      setText('');
      setPhotos([]);
      setAttaching(false);
      stickToBottom.current = true;
      await queryClient.invalidateQueries({ queryKey: messageKeys.messages(conversation.id) });
      await queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
    },
    onError: (e, input) => {
      if (!(e instanceof ApiError && e.status === 0)) {
        setError(errorMessage(e));
        return;
      }
      void queue(input);
    },
  });
  /** No connection: the message (and the photos that could not be uploaded) waits on the device and is sent when it returns. */
  const queue = async (input: { body: string; photoIds: string[]; clientId: string; taskId?: string }) => {
    await enqueue({
      kind: 'message',
      label: input.body || t`Mensaje con fotos`,
      path: messagesPath,
      body: input,
      photos: await queuedPhotos('message', offlinePhotos),
    });
    if (input.taskId) onAboutDone();
    setText('');
    setPhotos([]);
    setOfflinePhotos([]);
    setAttaching(false);
    clientId.current = newClientId();
  };
  const messagesPath = contractUrl('post', '/api/conversations/{conversationId}/messages', {
    conversationId: conversation.id,
  });
  const clientId = useRef(newClientId());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!text.trim() && photos.length === 0 && offlinePhotos.length === 0) {
      setError(t`Escribe un mensaje o añade una foto.`);
      return;
    }
    const input = {
      body: text.trim(),
      photoIds: photos.map((p) => p.id),
      clientId: clientId.current,
      ...(about ? { taskId: about.id } : {}),
    };
    if (offlinePhotos.length > 0) {
      void queue(input);
      return;
    }
    send.mutate(input, {
      onSuccess: () => {
        clientId.current = newClientId();
      },
    });
  };

  const other = conversation.other;
  const name = other.firstName;
  const contextTitle = conversation.contextTask?.title;
  const aboutTitle = about?.title;
  return (
    <section aria-label={t`Conversación con ${name}`} className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-3 border-b border-border p-3">
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          onClick={onBack}
          aria-label={t`Volver a las conversaciones`}
        >
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        </Button>
        <div className="min-w-0">
          <h2 className="truncate font-semibold">{other.firstName}</h2>
          {conversation.contextTask ? (
            <Link
              to={`/task/${conversation.contextTask.id}`}
              className="block truncate text-sm text-primary hover:underline"
            >
              {t`Sobre: ${contextTitle}`}
            </Link>
          ) : null}
        </div>
      </header>
      {/* A log (new messages are read out politely) that scrolls by itself: reachable with the
          keyboard to scroll it (WCAG 2.1.1). */}
      <div
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-label={t`Mensajes con ${name}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is focusable on purpose (WCAG 2.1.1)
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto p-3 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <QueryState
          query={messages}
          errorTitle={t`No se han podido cargar los mensajes`}
          loadingText={t`Cargando mensajes…`}
          alertClassName="sticky top-0 z-10"
        >
          {() => (
            <>
              {messages.hasNextPage ? (
                <div className="mb-3 flex justify-center">
                  <Button
                    variant="ghost"
                    size="sm"
                    loading={messages.isFetchingNextPage}
                    onClick={() => messages.fetchNextPage()}
                  >
                    {t`Mensajes anteriores`}
                  </Button>
                </div>
              ) : null}
              {ordered.length === 0 ? (
                <p className="py-10 text-center text-muted-foreground">{t`Aún no hay mensajes. Escribe el primero.`}</p>
              ) : null}
              <ol className="flex flex-col gap-2">
                {ordered.map((m) => {
                  const mine = m.senderId === myProfileId;
                  return (
                    <li key={m.id} className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
                      <div
                        className={cn(
                          'max-w-[85%] rounded-2xl px-3 py-2 shadow-sm',
                          mine
                            ? 'rounded-br-sm bg-primary text-primary-foreground'
                            : 'rounded-bl-sm border border-border bg-card',
                        )}
                      >
                        <span className="sr-only">
                          {mine
                            ? t({ message: 'Tú:', comment: 'antes de un mensaje propio, para lectores de pantalla' })
                            : t({
                                message: `${name}:`,
                                comment: 'antes de un mensaje de otro, para lectores de pantalla',
                              })}
                        </span>
                        {m.body ? <p className="whitespace-pre-line break-words">{m.body}</p> : null}
                        <PhotoGallery
                          photos={m.photos}
                          layout="bubble"
                          title={mine ? t`Fotos de tu mensaje` : t`Fotos del mensaje de ${name}`}
                          alt={(i) => {
                            const number = i + 1;
                            return t`Foto ${number} del mensaje`;
                          }}
                          className="mt-1"
                        />
                        <p className={cn('mt-1 text-right text-xs', mine ? 'opacity-80' : 'text-muted-foreground')}>
                          <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
                        </p>
                      </div>
                    </li>
                  );
                })}
              </ol>
              <QueuedActions path={messagesPath} />
            </>
          )}
        </QueryState>
      </div>
      <form onSubmit={submit} className="flex flex-col gap-2 border-t border-border p-3">
        {attaching ? (
          <PhotoUploader
            purpose="message"
            value={photos}
            onChange={setPhotos}
            max={8 - offlinePhotos.length}
            label={t`Fotos del mensaje`}
            onOffline={(files) => setOfflinePhotos((current) => [...current, ...files].slice(0, 8 - photos.length))}
          />
        ) : null}
        <OfflinePhotos files={offlinePhotos} with="message" onRemove={() => setOfflinePhotos([])} />
        {about ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <span className="min-w-0 flex-1">
              <Trans>
                Tu mensaje será sobre <span className="font-medium text-foreground">«{aboutTitle}»</span>
              </Trans>
            </span>
            <Button variant="ghost" size="sm" className="shrink-0" onClick={onAboutDone}>
              {t`No es sobre esa tarea`}
            </Button>
          </p>
        ) : null}
        {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
        <div className="flex items-end gap-2">
          <Button
            variant="ghost"
            size="icon"
            aria-pressed={attaching}
            aria-label={t`Adjuntar fotos`}
            onClick={() => setAttaching((v) => !v)}
          >
            <ImagePlus className="h-5 w-5" aria-hidden="true" />
          </Button>
          <label htmlFor={`mensaje-${conversation.id}`} className="sr-only">
            {t`Escribe un mensaje`}
          </label>
          <textarea
            id={`mensaje-${conversation.id}`}
            rows={1}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
            placeholder={t`Escribe un mensaje`}
            maxLength={4000}
            className="max-h-40 min-h-11 flex-1 resize-y rounded-lg border border-input bg-card px-3 py-2"
          />
          <Button type="submit" loading={send.isPending}>
            <Send className="h-4 w-4" aria-hidden="true" />
            {t`Enviar`}
          </Button>
        </div>
      </form>
    </section>
  );
}
