import { formatDateTime } from '@faena/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '@/components/QueryState';
import { Button } from '@/components/ui/button';
import { Alert, Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { createReview, getTaskReviews, replyToReview, reviewKeys } from '../api';
import { ReviewCard } from './ReviewCard';
import { StarInput } from './Stars';

/** The two-way reviews of a completed job, for its owner and its professional. */
export function TaskReviews({ taskId, otherName }: { taskId: string; otherName: string }) {
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: reviewKeys.task(taskId), queryFn: () => getTaskReviews(taskId) });
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: reviewKeys.all });

  return (
    <QueryState
      query={state}
      errorTitle="No se han podido cargar las valoraciones"
      loading={<LoadingState text="Cargando las valoraciones…" className="py-6" />}
      alertClassName="mt-8"
    >
      {(s) => (
        <section aria-labelledby="valoraciones" className="mt-8 flex flex-col gap-3">
          <h2 id="valoraciones" className="text-lg font-semibold">
            Valoraciones
          </h2>
          {s.canReview ? (
            <Card>
              <h3 className="font-semibold">Valora a {otherName}</h3>
              <p className="mb-3 text-sm text-muted-foreground">
                Las dos valoraciones se publican a la vez, cuando ambos hayáis valorado o pasados 14 días.
                {s.deadline ? ` Puedes valorar hasta el ${formatDateTime(s.deadline)}.` : ''}
              </p>
              <form
                className="flex flex-col gap-3"
                onSubmit={async (e) => {
                  e.preventDefault();
                  if (rating < 1) {
                    setError('Elige de 1 a 5 estrellas.');
                    return;
                  }
                  setBusy(true);
                  setError(null);
                  try {
                    await createReview(taskId, { rating, comment });
                    await refresh();
                    toast({
                      title: 'Valoración enviada',
                      description: 'Se publicará cuando la otra parte valore o en 14 días.',
                    });
                  } catch (err) {
                    setError(errorMessage(err));
                  } finally {
                    setBusy(false);
                  }
                }}
              >
                <StarInput name={`valoracion-${taskId}`} value={rating} onChange={setRating} />
                <Field label="Comentario" optional>
                  {(p) => (
                    <Textarea
                      {...p}
                      rows={3}
                      value={comment}
                      onChange={(e) => setComment(e.target.value)}
                      maxLength={2000}
                    />
                  )}
                </Field>
                {error ? <Alert variant="error">{error}</Alert> : null}
                <Button type="submit" className="self-start" loading={busy}>
                  Enviar valoración
                </Button>
              </form>
            </Card>
          ) : s.reason && !s.mine ? (
            <p className="text-muted-foreground">{s.reason}</p>
          ) : null}
          {s.mine ? (
            <div>
              <h3 className="mb-2 text-sm font-medium text-muted-foreground">
                Tu valoración {s.mine.publishedAt ? '' : '(se publicará cuando la otra parte valore o en 14 días)'}
              </h3>
              <ReviewCard review={s.mine} />
            </div>
          ) : null}
          {s.theirs ? (
            <div>
              <h3 className="mb-2 text-sm font-medium text-muted-foreground">Su valoración sobre ti</h3>
              <ReviewCard
                review={s.theirs}
                onReply={async (reply) => {
                  await replyToReview(s.theirs!.id, reply);
                  await refresh();
                  toast({ title: 'Respuesta publicada' });
                }}
              />
            </div>
          ) : s.theirsPending ? (
            <p className="text-sm text-muted-foreground">
              {otherName} ya te ha valorado: lo verás cuando tú también valores o en 14 días.
            </p>
          ) : null}
        </section>
      )}
    </QueryState>
  );
}
