import { formatDateTime, PROGRESS_KINDS, TASK_STATUSES, TASK_WITH_PROFESSIONAL } from '@faena/shared';
import { type ProgressDto, type ProgressUpdateDto, zRequestChanges } from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, Flag, Hammer, MessageSquareWarning, NotebookPen } from 'lucide-react';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { PhotoGallery } from '@/components/PhotoGallery';
import { OfflinePhotos, PhotoUploader, type UploadedImage } from '@/components/PhotoUploader';
import { QueryState } from '@/components/QueryState';
import { QueuedActions } from '@/components/QueuedActions';
import { Button } from '@/components/ui/button';
import { Alert, Badge, Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Link } from '@/components/ui/link';
import { ApiError, contractUrl, errorMessage } from '@/lib/api';
import { announceChange } from '@/lib/changes';
import { enqueue, queuedPhotos } from '@/lib/offline-queue';
import { usePageTitle } from '@/lib/page-title';
import { toast } from '@/lib/toast';
import { confirmWork, finishWork, getProgress, postProgress, progressKeys, requestChanges, startWork } from '../api';

const KIND_ICON: Record<ProgressUpdateDto['kind'], ReactNode> = {
  started: <Hammer className="h-4 w-4" aria-hidden="true" />,
  note: <NotebookPen className="h-4 w-4" aria-hidden="true" />,
  photo: <NotebookPen className="h-4 w-4" aria-hidden="true" />,
  finished: <Flag className="h-4 w-4" aria-hidden="true" />,
  change_requested: <MessageSquareWarning className="h-4 w-4" aria-hidden="true" />,
  confirmed: <CheckCircle2 className="h-4 w-4" aria-hidden="true" />,
};

/**
 * What the progress screen shows from other features, given by its composition,
 * app/screens/TaskProgressScreen.tsx.
 */
export interface TaskProgressSlots {
  /** 'Enviar mensaje' to the other side, about this task (features/messages). */
  MessageButton: ComponentType<{ withProfileId: string; taskId: string; taskTitle: string }>;
  /** Both sides' reviews once the work is completed (features/reviews). */
  TaskReviews: ComponentType<{ taskId: string; otherName: string }>;
  /** The owner's 'Pagar' while the task waits for their payment (features/payments: it knows). */
  PayTaskButton: ComponentType<{ taskId: string }>;
}

export function TaskProgressPage(slots: TaskProgressSlots) {
  const { taskId = '' } = useParams();
  const { t } = useLingui();
  usePageTitle(t`Progreso del trabajo`);
  const progress = useQuery({ queryKey: progressKeys.one(taskId), queryFn: () => getProgress(taskId), retry: false });
  return (
    <QueryState query={progress} errorTitle={t`No se ha podido cargar el progreso`} notFound layout="page">
      {(data) => <Progress data={data} slots={slots} />}
    </QueryState>
  );
}

function Progress({
  data,
  slots: { MessageButton, TaskReviews, PayTaskButton },
}: {
  data: ProgressDto;
  slots: TaskProgressSlots;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { task, viewer } = data;
  const other = viewer.isOwner ? data.professional : data.owner;
  const title = task.title;
  const professional = data.professional.firstName;
  const owner = data.owner.firstName;
  const autoCompleteAt = task.autoCompleteAt ? formatDateTime(task.autoCompleteAt, task.timeZone) : null;
  const refresh = (fresh: ProgressDto) => {
    queryClient.setQueryData(progressKeys.one(task.id), fresh);
    // The task's other screens (detail, my tasks, dashboard): app/ knows their keys.
    announceChange({ type: 'task.status', data: { taskId: task.id, status: fresh.task.status } });
  };
  const fail = (error: unknown) =>
    toast({ title: t`No se pudo hacer`, description: i18n._(errorMessage(error)), variant: 'destructive' });
  const start = useMutation({
    mutationFn: () => startWork(task.id),
    onSuccess: (d) => {
      refresh(d);
      toast({ title: t`Trabajo empezado` });
    },
    onError: fail,
  });
  const confirm = useMutation({
    mutationFn: () => confirmWork(task.id),
    onSuccess: (d) => {
      refresh(d);
      toast({ title: t`Trabajo confirmado`, description: t`¡Gracias! Ya puedes valorar al profesional.` });
    },
    onError: fail,
  });
  const [dialog, setDialog] = useState<'finish' | 'changes' | null>(null);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <Link
        to={`/task/${task.id}`}
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t`Volver a la tarea`}
      </Link>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={task.status === 'completed' ? 'primary' : 'accent'}>{i18n._(TASK_STATUSES[task.status])}</Badge>
      </div>
      <h1 className="mt-2 text-2xl font-bold">{t`Progreso: ${title}`}</h1>
      <p className="mt-1 text-muted-foreground">
        {viewer.isOwner ? t`Profesional: ${professional}` : t`Propietario: ${owner}`}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {/* Assigned or later and not paid: the payments' own list of what is due decides. */}
        {viewer.isOwner && TASK_WITH_PROFESSIONAL.includes(task.status) ? <PayTaskButton taskId={task.id} /> : null}
        {viewer.canStart ? (
          <Button loading={start.isPending} onClick={() => start.mutate()}>
            {t`Empezar el trabajo`}
          </Button>
        ) : null}
        {viewer.canFinish ? <Button onClick={() => setDialog('finish')}>{t`Marcar como terminado`}</Button> : null}
        {viewer.canConfirm ? (
          <Button loading={confirm.isPending} onClick={() => confirm.mutate()}>
            {t`Confirmar el trabajo`}
          </Button>
        ) : null}
        {viewer.canRequestChanges ? (
          <Button variant="outline" onClick={() => setDialog('changes')}>
            {t`Pedir cambios`}
          </Button>
        ) : null}
        <MessageButton withProfileId={other.profileId} taskId={task.id} taskTitle={task.title} />
      </div>
      {viewer.canConfirm && task.autoCompleteAt ? (
        <Alert variant="warning" className="mt-4" title={t`El profesional ha terminado`}>
          {t`Revisa el trabajo y confírmalo, o pide cambios. Si no respondes, se dará por bueno el ${autoCompleteAt}.`}
        </Alert>
      ) : null}
      {task.status === 'pending_confirmation' && !viewer.isOwner ? (
        <Alert variant="info" className="mt-4">
          {task.autoCompleteAt
            ? t`Esperando la confirmación del propietario. Si no responde, se dará por bueno el ${autoCompleteAt}.`
            : t`Esperando la confirmación del propietario.`}
        </Alert>
      ) : null}

      {viewer.canPost ? <PostUpdate taskId={task.id} onDone={refresh} /> : null}

      <section aria-labelledby="cronologia" className="mt-8">
        <h2 id="cronologia" className="mb-4 text-lg font-semibold">
          {t`Cronología`}
        </h2>
        {data.updates.length === 0 ? (
          <p className="text-muted-foreground">
            {viewer.isOwner
              ? t`El profesional aún no ha empezado. Aquí verás cada avance con fotos.`
              : t`Empieza el trabajo para ir contando los avances.`}
          </p>
        ) : (
          <ol className="relative flex flex-col gap-4 border-l-2 border-border pl-6">
            {[...data.updates].reverse().map((u) => (
              <li key={u.id} className="relative">
                <span className="absolute -left-[33px] top-1 flex h-6 w-6 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
                  {KIND_ICON[u.kind]}
                </span>
                <Card className="p-4">
                  <p className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="font-semibold">{i18n._(PROGRESS_KINDS[u.kind])}</span>
                    {u.percent !== null && u.kind !== 'finished' ? <Badge>{u.percent} %</Badge> : null}
                    <span className="text-muted-foreground">
                      · {u.author.firstName} ·{' '}
                      <time dateTime={u.createdAt}>{formatDateTime(u.createdAt, task.timeZone)}</time>
                    </span>
                  </p>
                  {u.text ? <p className="mt-2 whitespace-pre-line">{u.text}</p> : null}
                  <PhotoGallery
                    photos={u.photos}
                    title={`${i18n._(PROGRESS_KINDS[u.kind])} · ${u.author.firstName}, ${formatDateTime(u.createdAt, task.timeZone)}`}
                    alt={(i, total) => {
                      const kind = i18n._(PROGRESS_KINDS[u.kind]);
                      const number = i + 1;
                      return t`${kind}: foto ${number} de ${total}`;
                    }}
                    className="mt-3"
                  />
                </Card>
              </li>
            ))}
          </ol>
        )}
      </section>

      {task.status === 'completed' ? <TaskReviews taskId={task.id} otherName={other.firstName} /> : null}

      <FinishDialog open={dialog === 'finish'} taskId={task.id} onClose={() => setDialog(null)} onDone={refresh} />
      <ChangesDialog open={dialog === 'changes'} taskId={task.id} onClose={() => setDialog(null)} onDone={refresh} />
    </div>
  );
}

function PostUpdate({ taskId, onDone }: { taskId: string; onDone(d: ProgressDto): void }) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const [percent, setPercent] = useState('');
  const [photos, setPhotos] = useState<UploadedImage[]>([]);
  // Photos chosen with no connection: they travel with the queued update.
  const [offlinePhotos, setOfflinePhotos] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const path = contractUrl('post', '/api/tasks/{taskId}/progress', { taskId });
  const input = () => ({
    text,
    percent: percent === '' ? null : Math.max(0, Math.min(100, Number(percent))),
    photoIds: photos.map((p) => p.id),
  });
  const reset = () => {
    setText('');
    setPercent('');
    setPhotos([]);
    setOfflinePhotos([]);
  };
  /** No connection: the update waits on the device and is sent when it returns. */
  const queue = async () => {
    const body = input();
    const note = body.text;
    await enqueue({
      kind: 'progress',
      label: note ? t`Avance: ${note}` : t`Avance con fotos`,
      path,
      body,
      photos: await queuedPhotos('progress', offlinePhotos),
    });
    reset();
    toast({ title: t`Sin conexión: avance guardado`, description: t`Se publicará en cuanto vuelva la conexión.` });
  };
  const post = useMutation({
    mutationFn: () => postProgress(taskId, input()),
    onSuccess: (d) => {
      onDone(d);
      reset();
      toast({ title: t`Avance publicado` });
    },
    onError: (e) => {
      if (e instanceof ApiError && e.status === 0) void queue();
      else setError(i18n._(errorMessage(e)));
    },
  });
  return (
    <Card className="mt-6">
      <h2 className="mb-3 text-lg font-semibold">{t`Contar un avance`}</h2>
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          if (!text.trim() && photos.length === 0 && offlinePhotos.length === 0) {
            setError(t`Escribe qué has hecho o añade una foto.`);
            return;
          }
          if (offlinePhotos.length > 0) void queue();
          else post.mutate();
        }}
      >
        <Field label={t`Qué has hecho`}>
          {(p) => <Textarea {...p} rows={3} value={text} onChange={(e) => setText(e.target.value)} />}
        </Field>
        <Field label={t`Porcentaje hecho`} optional hint={t`De 0 a 100.`}>
          {(p) => (
            <Input
              {...p}
              type="number"
              min={0}
              max={100}
              inputMode="numeric"
              className="w-32"
              value={percent}
              onChange={(e) => setPercent(e.target.value)}
            />
          )}
        </Field>
        <PhotoUploader
          purpose="progress"
          value={photos}
          onChange={setPhotos}
          label={t`Fotos del avance`}
          max={8 - offlinePhotos.length}
          onOffline={(files) => setOfflinePhotos((current) => [...current, ...files].slice(0, 8))}
        />
        <OfflinePhotos files={offlinePhotos} with="progress" onRemove={() => setOfflinePhotos([])} />
        {error ? <Alert variant="error">{error}</Alert> : null}
        <Button type="submit" className="self-start" loading={post.isPending}>
          {t`Publicar avance`}
        </Button>
      </form>
      <QueuedActions path={path} />
    </Card>
  );
}

function FinishDialog({
  open,
  taskId,
  onClose,
  onDone,
}: {
  open: boolean;
  taskId: string;
  onClose(): void;
  onDone(d: ProgressDto): void;
}) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<UploadedImage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const finish = useMutation({
    mutationFn: () => finishWork(taskId, { text, photoIds: photos.map((p) => p.id) }),
    onSuccess: (d) => {
      onDone(d);
      onClose();
      // The photos now belong to this update; a later finish starts from an empty form.
      setPhotos([]);
      setText('');
      toast({
        title: t`Trabajo marcado como terminado`,
        description: t`Avisamos al propietario para que lo confirme.`,
      });
    },
    onError: (e) => setError(i18n._(errorMessage(e))),
  });
  return (
    <ConfirmDialog
      open={open}
      title={t`Marcar como terminado`}
      confirmLabel={t`Enviar para confirmar`}
      loading={finish.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (photos.length === 0) {
          setError(t`Añade al menos una foto del trabajo terminado.`);
          return;
        }
        setError(null);
        finish.mutate();
      }}
    >
      <div className="flex flex-col gap-4">
        <p>{t`Sube al menos una foto del trabajo terminado. El propietario lo revisará y lo confirmará.`}</p>
        <PhotoUploader purpose="progress" value={photos} onChange={setPhotos} label={t`Fotos del trabajo terminado`} />
        <Field label={t({ message: 'Comentario', comment: 'comentario opcional al terminar el trabajo' })} optional>
          {(p) => <Textarea {...p} rows={3} value={text} onChange={(e) => setText(e.target.value)} />}
        </Field>
        {error ? <Alert variant="error">{error}</Alert> : null}
      </div>
    </ConfirmDialog>
  );
}

function ChangesDialog({
  open,
  taskId,
  onClose,
  onDone,
}: {
  open: boolean;
  taskId: string;
  onClose(): void;
  onDone(d: ProgressDto): void;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ask = useMutation({
    mutationFn: () => requestChanges(taskId, reason),
    onSuccess: (d) => {
      onDone(d);
      onClose();
      setReason('');
      toast({ title: t`Cambios pedidos`, description: t`El profesional ya lo sabe.` });
    },
    onError: (e) => setError(errorMessage(e)),
  });
  return (
    <ConfirmDialog
      open={open}
      title={t`Pedir cambios`}
      confirmLabel={t`Pedir cambios`}
      loading={ask.isPending}
      onClose={onClose}
      onConfirm={() => {
        const checked = zRequestChanges.safeParse({ reason });
        if (!checked.success) {
          setError(checked.error.issues[0]?.message ?? t`Explica qué hay que cambiar.`);
          return;
        }
        setError(null);
        ask.mutate();
      }}
    >
      <Field label={t`Qué hay que cambiar`} error={error ?? undefined}>
        {(p) => <Textarea {...p} rows={4} value={reason} onChange={(e) => setReason(e.target.value)} />}
      </Field>
    </ConfirmDialog>
  );
}
