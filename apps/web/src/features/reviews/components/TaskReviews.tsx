import { formatDateTime, REVIEW_REFUSALS } from '@faena/shared';
import { useLingui } from '@lingui/react/macro';
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
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: reviewKeys.task(taskId), queryFn: () => getTaskReviews(taskId) });
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: reviewKeys.all });
  const until = (iso: string) => {
    const deadline = formatDateTime(iso);
    return t`Puedes valorar hasta el ${deadline}.`;
  };

  return (
    <QueryState
      query={state}
      errorTitle={t`No se han podido cargar las valoraciones`}
      loading={<LoadingState text={t`Cargando las valoraciones…`} className="py-6" />}
      alertClassName="mt-8"
    >
      {(s) => (
        <section aria-labelledby="valoraciones" className="mt-8 flex flex-col gap-3">
          <h2 id="valoraciones" className="text-lg font-semibold">
            {t`Valoraciones`}
          </h2>
          {s.canReview ? (
            <Card>
              <h3 className="font-semibold">{t`Valora a ${otherName}`}</h3>
              <p className="mb-3 text-sm text-muted-foreground">
                {t`Las dos valoraciones se publican a la vez, cuando ambos hayáis valorado o pasados 14 días.`}
                {s.deadline ? ` ${until(s.deadline)}` : ''}
              </p>
              <form
                className="flex flex-col gap-3"
                onSubmit={async (e) => {
                  e.preventDefault();
                  if (rating < 1) {
                    setError(t`Elige de 1 a 5 estrellas.`);
                    return;
                  }
                  setBusy(true);
                  setError(null);
                  try {
                    await createReview(taskId, { rating, comment });
                    await refresh();
                    toast({
                      title: t`Valoración enviada`,
                      description: t`Se publicará cuando la otra parte valore o en 14 días.`,
                    });
                  } catch (err) {
                    setError(i18n._(errorMessage(err)));
                  } finally {
                    setBusy(false);
                  }
                }}
              >
                <StarInput name={`valoracion-${taskId}`} value={rating} onChange={setRating} />
                <Field label={t({ message: 'Comentario', comment: 'comentario de la valoración' })} optional>
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
                  {t`Enviar valoración`}
                </Button>
              </form>
            </Card>
          ) : (s.reasonCode || s.reason) && !s.mine ? (
            <p className="text-muted-foreground">{s.reasonCode ? i18n._(REVIEW_REFUSALS[s.reasonCode]) : s.reason}</p>
          ) : null}
          {s.mine ? (
            <div>
              <h3 className="mb-2 text-sm font-medium text-muted-foreground">
                {s.mine.publishedAt
                  ? t`Tu valoración`
                  : t`Tu valoración (se publicará cuando la otra parte valore o en 14 días)`}
              </h3>
              <ReviewCard review={s.mine} />
            </div>
          ) : null}
          {s.theirs ? (
            <div>
              <h3 className="mb-2 text-sm font-medium text-muted-foreground">{t`Su valoración sobre ti`}</h3>
              <ReviewCard
                review={s.theirs}
                onReply={async (reply) => {
                  await replyToReview(s.theirs!.id, reply);
                  await refresh();
                  toast({ title: t`Respuesta publicada` });
                }}
              />
            </div>
          ) : s.theirsPending ? (
            <p className="text-sm text-muted-foreground">
              {t`${otherName} ya te ha valorado: lo verás cuando tú también valores o en 14 días.`}
            </p>
          ) : null}
        </section>
      )}
    </QueryState>
  );
}
