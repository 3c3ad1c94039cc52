import { formatDate, formatDateTime, SERIES_STATUSES } from '@faena/shared';
import type { TaskDto } from '@faena/shared/schemas';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Repeat } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Badge, Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { seriesAction, taskKeys } from '../api';

/** The owner's view of a recurring task: the rule, the next occurrence, pause, resume or end. */
export function SeriesCard({ task }: { task: TaskDto }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const series = task.series;
  const act = useMutation({
    mutationFn: (action: 'pause' | 'resume' | 'end') => seriesAction(series?.id ?? '', action),
    onSuccess: async (updated) => {
      setConfirmEnd(false);
      await queryClient.invalidateQueries({ queryKey: taskKeys.all });
      toast({
        title:
          updated.status === 'paused'
            ? t`Serie en pausa`
            : updated.status === 'ended'
              ? t`Serie terminada`
              : t`Serie reanudada`,
      });
    },
    onError: (error) =>
      toast({ title: t`No se pudo hacer`, description: i18n._(errorMessage(error)), variant: 'destructive' }),
  });
  if (!series) return null;
  const occurrences = series.occurrences;
  const publishDate = formatDate(series.nextPublishDate);
  const dueDate = formatDate(series.nextDueDate);
  const reservedUntil = task.reservedUntil ? formatDateTime(task.reservedUntil, task.timeZone) : null;
  return (
    <Card>
      <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
        <Repeat className="h-5 w-5 text-primary" aria-hidden="true" /> {t`Se repite`}
        <Badge tone={series.status === 'active' ? 'primary' : series.status === 'paused' ? 'accent' : 'neutral'}>
          {i18n._(SERIES_STATUSES[series.status])}
        </Badge>
      </h2>
      <p className="mt-1 font-medium">{i18n._(series.label)}</p>
      {series.status === 'active' && series.nextDueDate && series.nextPublishDate ? (
        <p className="mt-1 text-sm text-muted-foreground">
          {t`La próxima se publicará el ${publishDate}, para hacerla antes del ${dueDate}. Quien hizo la última la recibirá primero, al mismo precio.`}
        </p>
      ) : null}
      {series.status === 'paused' ? (
        <p className="mt-1 text-sm text-muted-foreground">{t`No se publicarán más hasta que la reanudes.`}</p>
      ) : null}
      {series.status === 'ended' ? (
        <p className="mt-1 text-sm text-muted-foreground">
          {t`No se publicarán más. Las ya publicadas siguen como están.`}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-muted-foreground">
        {plural(occurrences, { one: '# tarea en la serie', other: '# tareas en la serie' })}
      </p>
      {reservedUntil ? (
        <p className="mt-2 text-sm">
          {t`Ofrecida primero al profesional de la última vez: no aparece en «Buscar tareas» hasta el ${reservedUntil} o hasta que la rechace.`}
        </p>
      ) : null}
      {series.status !== 'ended' ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {series.status === 'active' ? (
            <Button variant="outline" size="sm" loading={act.isPending} onClick={() => act.mutate('pause')}>
              {t`Pausar la serie`}
            </Button>
          ) : (
            <Button variant="outline" size="sm" loading={act.isPending} onClick={() => act.mutate('resume')}>
              {t`Reanudar la serie`}
            </Button>
          )}
          <Button variant="ghost" size="sm" className="text-destructive" onClick={() => setConfirmEnd(true)}>
            {t`Terminar la serie`}
          </Button>
        </div>
      ) : null}
      <Dialog
        open={confirmEnd}
        title={t`¿Terminar la serie?`}
        onClose={() => setConfirmEnd(false)}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirmEnd(false)}>
              {t`Volver`}
            </Button>
            <Button variant="destructive" loading={act.isPending} onClick={() => act.mutate('end')}>
              {t`Terminar la serie`}
            </Button>
          </>
        }
      >
        <p>{t`No se publicarán más tareas de esta serie. Las que ya están publicadas no cambian.`}</p>
      </Dialog>
    </Card>
  );
}
