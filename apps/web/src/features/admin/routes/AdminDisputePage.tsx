import { formatCents, formatDateTime, parseEurosToCents } from '@faena/shared';
import type { DisputeOutcome } from '@faena/shared/schemas';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DisputeStatements, disputeOutcome } from '@/components/DisputeStatements';
import { PhotoGallery } from '@/components/PhotoGallery';
import { QueryState } from '@/components/QueryState';
import { Button } from '@/components/ui/button';
import { Alert, Badge, Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Link } from '@/components/ui/link';
import { errorMessage } from '@/lib/api';
import { usePageTitle } from '@/lib/page-title';
import { toast } from '@/lib/toast';
import { adminApi, adminKeys } from '../api';

const OPTIONS: [DisputeOutcome, MessageDescriptor][] = [
  ['release', msg`Liberar todo al profesional`],
  ['refund', msg`Reembolsar todo al propietario`],
  ['split', msg`Repartir`],
];

/** /admin/disputes/:disputeId: what both say, the work's timeline and their conversation; the decision. */
export function Component() {
  const { disputeId = '' } = useParams();
  const { t } = useLingui();
  usePageTitle(t`Disputa · Administración`);
  const client = useQueryClient();
  const key = ['admin', 'dispute', disputeId];
  const detail = useQuery({ queryKey: key, queryFn: () => adminApi.dispute(disputeId), retry: false });
  const [outcome, setOutcome] = useState<DisputeOutcome>('split');
  const [payee, setPayee] = useState('');
  const [payer, setPayer] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: () => {
      const split =
        outcome === 'split'
          ? { payeeCents: parseEurosToCents(payee) ?? undefined, payerCents: parseEurosToCents(payer) ?? undefined }
          : {};
      return adminApi.decideDispute(disputeId, { outcome, note, ...split });
    },
    onSuccess: () => {
      setError(null);
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: adminKeys.all });
      toast({ title: t`Disputa resuelta`, description: t`Avisamos a las dos partes.` });
    },
    onError: (e) => setError(errorMessage(e)),
  });
  return (
    <QueryState query={detail} errorTitle={t`No se ha podido cargar la disputa`} notFound layout="page">
      {(data) => {
        const { dispute: d, progress, messages, messagesTruncated, viewer } = data;
        const name = (x: { firstName: string; lastName: string | null }) =>
          `${x.firstName}${x.lastName ? ` ${x.lastName}` : ''}`;
        /** Who wrote a message, by side: the conversation is the one between the payer and the payee. */
        const sender = (senderId: string | null) => {
          const person = senderId === d.payer.profileId ? name(d.payer) : name(d.payee);
          if (senderId === d.payer.profileId) return t`${person} (propietario)`;
          if (senderId === d.payee.profileId) return t`${person} (profesional)`;
          return t`Cuenta eliminada`;
        };
        const title = d.taskTitle;
        const amount = formatCents(d.amountCents);
        const payerName = name(d.payer);
        const payeeName = name(d.payee);
        const opener = name(d.openedBy);
        const openedAt = formatDateTime(d.createdAt);
        const count = messages.length;
        const decisionNote = d.decisionNote;
        return (
          <div className="flex flex-col gap-6">
            <div>
              <Link to="/admin/disputes" className="text-sm text-primary hover:underline">
                {t`Volver a disputas`}
              </Link>
              <h1 className="text-2xl font-bold">{t`Disputa: ${title}`}</h1>
              <p className="text-muted-foreground">
                {t`Pago de ${amount} · paga ${payerName}, cobra ${payeeName} · abierta por ${opener} el ${openedAt}`}{' '}
                <Badge>
                  {d.status === 'open'
                    ? t({ message: 'Abierta', context: 'estado de una disputa' })
                    : t({ message: 'Resuelta', context: 'estado de una disputa' })}
                </Badge>
              </p>
            </div>

            <section aria-labelledby="declaraciones" className="flex flex-col gap-2">
              <h2 id="declaraciones" className="text-lg font-semibold">
                {t`Declaraciones`}
              </h2>
              <DisputeStatements dispute={d} />
            </section>

            <section aria-labelledby="avance" className="flex flex-col gap-2">
              <h2 id="avance" className="text-lg font-semibold">
                {t`Avance del trabajo`}
              </h2>
              {progress.length === 0 ? (
                <p className="text-muted-foreground">{t`Sin avances publicados.`}</p>
              ) : (
                <ol className="flex flex-col gap-2">
                  {progress.map((u) => {
                    const author = name(u.author);
                    const date = formatDateTime(u.createdAt);
                    return (
                      <li key={u.id} className="rounded-lg border border-border p-3">
                        <p className="text-sm text-muted-foreground">
                          {name(u.author)} · {formatDateTime(u.createdAt)}
                          {u.percent !== null ? ` · ${u.percent} %` : ''}
                        </p>
                        {u.text ? <p>{u.text}</p> : null}
                        <PhotoGallery
                          photos={u.photos}
                          layout="strip"
                          title={t`Avance de ${author}, ${date}`}
                          alt={(i) => {
                            const n = i + 1;
                            return t`Foto ${n} del avance`;
                          }}
                          className="mt-2"
                        />
                      </li>
                    );
                  })}
                </ol>
              )}
            </section>

            <section aria-labelledby="conversacion" className="flex flex-col gap-2">
              <h2 id="conversacion" className="text-lg font-semibold">
                {t`Conversación entre las partes`}
              </h2>
              {messagesTruncated ? (
                <p className="text-sm text-muted-foreground">
                  {t`Se muestran los ${count} mensajes más recientes; los anteriores no aparecen aquí.`}
                </p>
              ) : null}
              {messages.length === 0 ? (
                <p className="text-muted-foreground">{t`No se han escrito mensajes.`}</p>
              ) : (
                <ol className="flex flex-col gap-2">
                  {[...messages].reverse().map((m) => {
                    const who = sender(m.senderId);
                    return (
                      <li key={m.id} className="rounded-lg border border-border p-3">
                        <p className="text-sm text-muted-foreground">
                          <span className="font-medium text-foreground">{who}</span> · {formatDateTime(m.createdAt)}
                        </p>
                        {m.body ? <p className="whitespace-pre-line">{m.body}</p> : null}
                        <PhotoGallery
                          photos={m.photos}
                          layout="strip"
                          title={t`Fotos del mensaje de ${who}`}
                          alt={(i) => {
                            const n = i + 1;
                            return t`Foto ${n} del mensaje de ${who}`;
                          }}
                          className="mt-2"
                        />
                      </li>
                    );
                  })}
                </ol>
              )}
            </section>

            <Card className="flex flex-col gap-4 p-4">
              <h2 className="text-lg font-semibold">{t`Decisión`}</h2>
              {d.status === 'resolved' ? (
                <>
                  <p className="font-semibold">{disputeOutcome(d)}</p>
                  {d.decisionNote ? <p>{t`Motivo: ${decisionNote}`}</p> : null}
                </>
              ) : !viewer.canDecide ? (
                <Alert variant="warning">
                  {viewer.isParty
                    ? t`No puedes decidir esta disputa: eres una de las partes del pago (quien paga o quien cobra). Debe resolverla otra persona de la administración.`
                    : t`No puedes decidir esta disputa.`}
                </Alert>
              ) : (
                <form
                  className="flex flex-col gap-4"
                  onSubmit={(e) => {
                    e.preventDefault();
                    decide.mutate();
                  }}
                >
                  <fieldset className="flex flex-col gap-2">
                    <legend className="font-medium">{t`Cómo se resuelve`}</legend>
                    {OPTIONS.map(([value, label]) => (
                      <label key={value} className="flex items-center gap-2">
                        <input
                          type="radio"
                          name="outcome"
                          value={value}
                          checked={outcome === value}
                          onChange={() => setOutcome(value)}
                        />
                        {t(label)}
                      </label>
                    ))}
                  </fieldset>
                  {outcome === 'split' ? (
                    <div className="grid gap-4 sm:grid-cols-2">
                      <Field label={t`Para el profesional (€)`} hint={t`El total es ${amount}.`}>
                        {(p) => (
                          <Input {...p} inputMode="decimal" value={payee} onChange={(e) => setPayee(e.target.value)} />
                        )}
                      </Field>
                      <Field label={t`Devuelto al propietario (€)`}>
                        {(p) => (
                          <Input {...p} inputMode="decimal" value={payer} onChange={(e) => setPayer(e.target.value)} />
                        )}
                      </Field>
                    </div>
                  ) : null}
                  <Field label={t`Motivo de la decisión`}>
                    {(p) => <Textarea {...p} rows={3} value={note} onChange={(e) => setNote(e.target.value)} />}
                  </Field>
                  {error ? <Alert variant="error">{error}</Alert> : null}
                  <div>
                    <Button type="submit" loading={decide.isPending}>
                      {t`Resolver disputa`}
                    </Button>
                  </div>
                </form>
              )}
            </Card>
          </div>
        );
      }}
    </QueryState>
  );
}
