import type { DisputeDto, PaymentDisputeDto, PaymentDto } from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DisputeStatements, disputeOutcome } from '@/components/DisputeStatements';
import { PhotoUploader, type UploadedImage, WAIT_FOR_PHOTOS } from '@/components/PhotoUploader';
import { QueryState } from '@/components/QueryState';
import { Button } from '@/components/ui/button';
import { Alert, Badge, Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { addDisputeStatement, disputeKeys, getPaymentDispute, openDispute } from '../api';

const _name = (x: { firstName: string; lastName: string | null }) =>
  `${x.firstName}${x.lastName ? ` ${x.lastName}` : ''}`;

/** A text and photos form: opening a dispute and adding a statement both use it. */
function StatementDialog({
  open,
  title,
  confirmLabel,
  intro,
  onClose,
  send,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  intro: string;
  onClose(): void;
  send(text: string, photoIds: string[]): Promise<unknown>;
}) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<UploadedImage[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () =>
      send(
        text,
        photos.map((p) => p.id),
      ),
    onSuccess: () => {
      setText('');
      setPhotos([]);
      setError(null);
      onClose();
    },
    onError: (e) => setError(errorMessage(e)),
  });
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      loading={mutation.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (text.trim().length < 10) {
          setError(t`Explica qué ha pasado en al menos 10 caracteres.`);
          return;
        }
        if (uploading) {
          setError(WAIT_FOR_PHOTOS);
          return;
        }
        setError(null);
        mutation.mutate();
      }}
    >
      <div className="flex flex-col gap-4">
        <p>{intro}</p>
        <Field label={t`Qué ha pasado`}>
          {(p) => <Textarea {...p} rows={4} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} />}
        </Field>
        <PhotoUploader
          purpose="dispute"
          value={photos}
          onChange={setPhotos}
          label={t`Fotos (opcional)`}
          onBusyChange={setUploading}
        />
        {error ? <Alert variant="error">{error}</Alert> : null}
      </div>
    </ConfirmDialog>
  );
}

/**
 * The receipt's dispute: 'Abrir disputa' on a held card payment, then its state, the statements
 * and a form to add one, and after the decision the outcome with the amounts.
 */
export function DisputeSection({ payment }: { payment: PaymentDto }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const key = disputeKeys.ofPayment(payment.id);
  const query = useQuery({ queryKey: key, queryFn: () => getPaymentDispute(payment.id), retry: false });
  const [params] = useSearchParams();
  const [opening, setOpening] = useState(params.get('disputa') === 'abrir');
  const [stating, setStating] = useState(false);
  const refresh = (d: DisputeDto) => client.setQueryData(key, { dispute: d, canOpen: false });
  const shown = ({ dispute, canOpen }: PaymentDisputeDto) => {
    const decisionNote = dispute?.decisionNote;
    return (
      <section aria-labelledby="disputa" className="mt-6 print:hidden">
        {dispute ? (
          <Card className="flex flex-col gap-3 p-4">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="disputa" className="text-lg font-semibold">
                {t({ message: 'Disputa', comment: 'título de la sección de disputa de un pago' })}
              </h2>
              <Badge>
                {dispute.status === 'open'
                  ? t({ message: 'Abierta', comment: 'estado de una disputa' })
                  : t({ message: 'Resuelta', comment: 'estado de una disputa' })}
              </Badge>
            </div>
            {dispute.status === 'open' ? (
              <p>
                {t`El dinero queda retenido hasta que la administración de Faena decida. Podéis añadir vuestra versión y fotos.`}
              </p>
            ) : (
              <p className="font-semibold">{disputeOutcome(dispute)}</p>
            )}
            {decisionNote ? <p className="text-sm">{t`Motivo de la decisión: ${decisionNote}`}</p> : null}
            <DisputeStatements dispute={dispute} />
            {dispute.viewer.canAddStatement ? (
              <div>
                <Button variant="outline" onClick={() => setStating(true)}>
                  {t`Añadir declaración`}
                </Button>
              </div>
            ) : null}
            <StatementDialog
              open={stating}
              title={t`Añadir declaración`}
              confirmLabel={t`Enviar`}
              intro={t`Cuenta tu versión a la administración. La otra parte también la verá.`}
              onClose={() => setStating(false)}
              send={async (body, photoIds) => {
                refresh(await addDisputeStatement(dispute.id, { body, photoIds }));
                toast({ title: t`Declaración añadida` });
              }}
            />
          </Card>
        ) : null}
        {canOpen ? (
          <>
            <h2 id={dispute ? undefined : 'disputa'} className="sr-only">
              {t({ message: 'Disputa', comment: 'título de la sección de disputa de un pago' })}
            </h2>
            <Button variant="outline" onClick={() => setOpening(true)}>
              {t`Abrir disputa`}
            </Button>
            <StatementDialog
              open={opening}
              title={t`Abrir disputa`}
              confirmLabel={t`Abrir disputa`}
              intro={t`Si no estáis de acuerdo con el trabajo o el pago, la administración de Faena media. El dinero queda retenido hasta que decida.`}
              onClose={() => setOpening(false)}
              send={async (reason, photoIds) => {
                refresh(await openDispute(payment.id, { reason, photoIds }));
                toast({ title: t`Disputa abierta`, description: t`Avisamos a la otra parte y a la administración.` });
              }}
            />
          </>
        ) : null}
      </section>
    );
  };
  return (
    <QueryState
      query={query}
      errorTitle={t`No se ha podido cargar la disputa`}
      loading={<p className="mt-6 text-sm text-muted-foreground">{t`Cargando la disputa…`}</p>}
      alertClassName="mt-6 print:hidden"
    >
      {shown}
    </QueryState>
  );
}
