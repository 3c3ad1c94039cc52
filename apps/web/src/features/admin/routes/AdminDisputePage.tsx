import { formatCents, formatDateTime, parseEurosToCents } from '@faena/shared';
import type { DisputeOutcome } from '@faena/shared/schemas';
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

const OPTIONS: [DisputeOutcome, string][] = [
  ['release', 'Liberar todo al profesional'],
  ['refund', 'Reembolsar todo al propietario'],
  ['split', 'Repartir'],
];

/** /admin/disputes/:disputeId: what both say, the work's timeline and their conversation; the decision. */
export function Component() {
  const { disputeId = '' } = useParams();
  usePageTitle('Disputa · Administración');
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
      toast({ title: 'Disputa resuelta', description: 'Avisamos a las dos partes.' });
    },
    onError: (e) => setError(errorMessage(e)),
  });
  return (
    <QueryState query={detail} errorTitle="No se ha podido cargar la disputa" notFound layout="page">
      {(data) => {
        const { dispute: d, progress, messages, messagesTruncated, viewer } = data;
        const name = (x: { firstName: string; lastName: string | null }) =>
          `${x.firstName}${x.lastName ? ` ${x.lastName}` : ''}`;
        /** Who wrote a message, by side: the conversation is the one between the payer and the payee. */
        const sender = (senderId: string | null) =>
          senderId === d.payer.profileId
            ? `${name(d.payer)} (propietario)`
            : senderId === d.payee.profileId
              ? `${name(d.payee)} (profesional)`
              : 'Cuenta eliminada';
        return (
          <div className="flex flex-col gap-6">
            <div>
              <Link to="/admin/disputes" className="text-sm text-primary hover:underline">
                Volver a disputas
              </Link>
              <h1 className="text-2xl font-bold">Disputa: {d.taskTitle}</h1>
              <p className="text-muted-foreground">
                Pago de {formatCents(d.amountCents)} · paga {name(d.payer)}, cobra {name(d.payee)} · abierta por{' '}
                {name(d.openedBy)} el {formatDateTime(d.createdAt)}{' '}
                <Badge>{d.status === 'open' ? 'Abierta' : 'Resuelta'}</Badge>
              </p>
            </div>

            <section aria-labelledby="declaraciones" className="flex flex-col gap-2">
              <h2 id="declaraciones" className="text-lg font-semibold">
                Declaraciones
              </h2>
              <DisputeStatements dispute={d} />
            </section>

            <section aria-labelledby="avance" className="flex flex-col gap-2">
              <h2 id="avance" className="text-lg font-semibold">
                Avance del trabajo
              </h2>
              {progress.length === 0 ? (
                <p className="text-muted-foreground">Sin avances publicados.</p>
              ) : (
                <ol className="flex flex-col gap-2">
                  {progress.map((u) => (
                    <li key={u.id} className="rounded-lg border border-border p-3">
                      <p className="text-sm text-muted-foreground">
                        {name(u.author)} · {formatDateTime(u.createdAt)}
                        {u.percent !== null ? ` · ${u.percent} %` : ''}
                      </p>
                      {u.text ? <p>{u.text}</p> : null}
                      <PhotoGallery
                        photos={u.photos}
                        layout="strip"
                        title={`Avance de ${name(u.author)}, ${formatDateTime(u.createdAt)}`}
                        alt={(i) => `Foto ${i + 1} del avance`}
                        className="mt-2"
                      />
                    </li>
                  ))}
                </ol>
              )}
            </section>

            <section aria-labelledby="conversacion" className="flex flex-col gap-2">
              <h2 id="conversacion" className="text-lg font-semibold">
                Conversación entre las partes
              </h2>
              {messagesTruncated ? (
                <p className="text-sm text-muted-foreground">
                  Se muestran los {messages.length} mensajes más recientes; los anteriores no aparecen aquí.
                </p>
              ) : null}
              {messages.length === 0 ? (
                <p className="text-muted-foreground">No se han escrito mensajes.</p>
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
                          title={`Fotos del mensaje de ${who}`}
                          alt={(i) => `Foto ${i + 1} del mensaje de ${who}`}
                          className="mt-2"
                        />
                      </li>
                    );
                  })}
                </ol>
              )}
            </section>

            <Card className="flex flex-col gap-4 p-4">
              <h2 className="text-lg font-semibold">Decisión</h2>
              {d.status === 'resolved' ? (
                <>
                  <p className="font-semibold">{disputeOutcome(d)}</p>
                  {d.decisionNote ? <p>Motivo: {d.decisionNote}</p> : null}
                </>
              ) : !viewer.canDecide ? (
                <Alert variant="warning">
                  {viewer.isParty
                    ? 'No puedes decidir esta disputa: eres una de las partes del pago (quien paga o quien cobra). Debe resolverla otra persona de la administración.'
                    : 'No puedes decidir esta disputa.'}
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
                    <legend className="font-medium">Cómo se resuelve</legend>
                    {OPTIONS.map(([value, label]) => (
                      <label key={value} className="flex items-center gap-2">
                        <input
                          type="radio"
                          name="outcome"
                          value={value}
                          checked={outcome === value}
                          onChange={() => setOutcome(value)}
                        />
                        {label}
                      </label>
                    ))}
                  </fieldset>
                  {outcome === 'split' ? (
                    <div className="grid gap-4 sm:grid-cols-2">
                      <Field label="Para el profesional (€)" hint={`El total es ${formatCents(d.amountCents)}.`}>
                        {(p) => (
                          <Input {...p} inputMode="decimal" value={payee} onChange={(e) => setPayee(e.target.value)} />
                        )}
                      </Field>
                      <Field label="Devuelto al propietario (€)">
                        {(p) => (
                          <Input {...p} inputMode="decimal" value={payer} onChange={(e) => setPayer(e.target.value)} />
                        )}
                      </Field>
                    </div>
                  ) : null}
                  <Field label="Motivo de la decisión">
                    {(p) => <Textarea {...p} rows={3} value={note} onChange={(e) => setNote(e.target.value)} />}
                  </Field>
                  {error ? <Alert variant="error">{error}</Alert> : null}
                  <div>
                    <Button type="submit" loading={decide.isPending}>
                      Resolver disputa
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
