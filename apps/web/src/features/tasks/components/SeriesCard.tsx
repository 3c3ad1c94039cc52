import { formatDate, formatDateTime, SERIES_STATUSES } from '@faena/shared';
import type { TaskDto } from '@faena/shared/schemas';
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
            ? 'Serie en pausa'
            : updated.status === 'ended'
              ? 'Serie terminada'
              : 'Serie reanudada',
      });
    },
    onError: (error) => toast({ title: 'No se pudo hacer', description: errorMessage(error), variant: 'destructive' }),
  });
  if (!series) return null;
  return (
    <Card>
      <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
        <Repeat className="h-5 w-5 text-primary" aria-hidden="true" /> Se repite
        <Badge tone={series.status === 'active' ? 'primary' : series.status === 'paused' ? 'accent' : 'neutral'}>
          {SERIES_STATUSES[series.status]}
        </Badge>
      </h2>
      <p className="mt-1 font-medium">{series.label}</p>
      {series.status === 'active' && series.nextDueDate && series.nextPublishDate ? (
        <p className="mt-1 text-sm text-muted-foreground">
          La próxima se publicará el {formatDate(series.nextPublishDate)}, para hacerla antes del{' '}
          {formatDate(series.nextDueDate)}. Quien hizo la última la recibirá primero, al mismo precio.
        </p>
      ) : null}
      {series.status === 'paused' ? (
        <p className="mt-1 text-sm text-muted-foreground">No se publicarán más hasta que la reanudes.</p>
      ) : null}
      {series.status === 'ended' ? (
        <p className="mt-1 text-sm text-muted-foreground">No se publicarán más. Las ya publicadas siguen como están.</p>
      ) : null}
      <p className="mt-1 text-sm text-muted-foreground">
        {series.occurrences === 1 ? '1 tarea en la serie' : `${series.occurrences} tareas en la serie`}
      </p>
      {task.reservedUntil ? (
        <p className="mt-2 text-sm">
          Ofrecida primero al profesional de la última vez: no aparece en «Buscar tareas» hasta el{' '}
          {formatDateTime(task.reservedUntil, task.timeZone)} o hasta que la rechace.
        </p>
      ) : null}
      {series.status !== 'ended' ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {series.status === 'active' ? (
            <Button variant="outline" size="sm" loading={act.isPending} onClick={() => act.mutate('pause')}>
              Pausar la serie
            </Button>
          ) : (
            <Button variant="outline" size="sm" loading={act.isPending} onClick={() => act.mutate('resume')}>
              Reanudar la serie
            </Button>
          )}
          <Button variant="ghost" size="sm" className="text-destructive" onClick={() => setConfirmEnd(true)}>
            Terminar la serie
          </Button>
        </div>
      ) : null}
      <Dialog
        open={confirmEnd}
        title="¿Terminar la serie?"
        onClose={() => setConfirmEnd(false)}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirmEnd(false)}>
              Volver
            </Button>
            <Button variant="destructive" loading={act.isPending} onClick={() => act.mutate('end')}>
              Terminar la serie
            </Button>
          </>
        }
      >
        <p>No se publicarán más tareas de esta serie. Las que ya están publicadas no cambian.</p>
      </Dialog>
    </Card>
  );
}
