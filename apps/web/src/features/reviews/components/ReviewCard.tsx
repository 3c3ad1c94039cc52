import { formatDateTime } from '@faena/shared';
import { type ReviewDto, zReplyInput } from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { Stars } from './Stars';

export function ReviewCard({ review, onReply }: { review: ReviewDto; onReply?: (reply: string) => Promise<unknown> }) {
  const { t } = useLingui();
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Card className="flex flex-col gap-2 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Stars rating={review.rating} />
        <span className="font-semibold">{review.reviewer.firstName}</span>
        <span className="text-sm text-muted-foreground">· {review.taskTitle}</span>
      </div>
      {review.comment ? <p className="whitespace-pre-line">{review.comment}</p> : null}
      {review.publishedAt ? (
        <p className="text-xs text-muted-foreground">{formatDateTime(review.publishedAt)}</p>
      ) : null}
      {review.reply ? (
        <div className="mt-1 rounded-lg bg-muted p-3 text-sm">
          <p className="font-semibold">{t({ message: 'Respuesta', comment: 'respuesta a una valoración' })}</p>
          <p className="whitespace-pre-line">{review.reply}</p>
        </div>
      ) : onReply ? (
        <form
          className="mt-2 flex flex-col gap-2"
          onSubmit={async (e) => {
            e.preventDefault();
            const checked = zReplyInput.safeParse({ reply });
            if (!checked.success) {
              setError(checked.error.issues[0]?.message ?? t`Escribe tu respuesta.`);
              return;
            }
            setBusy(true);
            setError(null);
            try {
              await onReply(reply.trim());
            } catch (err) {
              setError(errorMessage(err));
            } finally {
              setBusy(false);
            }
          }}
        >
          <Field label={t`Tu respuesta (solo una vez)`} error={error ?? undefined}>
            {(p) => <Textarea {...p} rows={2} value={reply} onChange={(e) => setReply(e.target.value)} />}
          </Field>
          <Button type="submit" size="sm" variant="outline" className="self-start" loading={busy}>
            {t({ message: 'Responder', comment: 'responder a una valoración' })}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
