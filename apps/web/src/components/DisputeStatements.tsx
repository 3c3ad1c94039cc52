import { formatCents, formatDateTime } from '@faena/shared';
import type { DisputeDto } from '@faena/shared/schemas';
import { select, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PhotoGallery } from './PhotoGallery';

const name = (x: { firstName: string; lastName: string | null }) =>
  `${x.firstName}${x.lastName ? ` ${x.lastName}` : ''}`;

// Shown by the receipt (payments) and by the administrators' dispute page (admin).
/** "Resuelta: 200,00 € para el profesional, 265,00 € devueltos al propietario". */
export function disputeOutcome(d: Pick<DisputeDto, 'payeeCents' | 'payerCents'>): string {
  const payee = d.payeeCents ? formatCents(d.payeeCents) : null;
  const payer = d.payerCents ? formatCents(d.payerCents) : null;
  if (payee && payer) return t`Resuelta: ${payee} para el profesional, ${payer} devueltos al propietario`;
  if (payee) return t`Resuelta: ${payee} para el profesional`;
  if (payer) return t`Resuelta: ${payer} devueltos al propietario`;
  return `${t`Resuelta:`} `;
}

/** The statements of a dispute, each with its photos (shared with the administrators' page). */
export function DisputeStatements({ dispute }: { dispute: DisputeDto }) {
  const { t } = useLingui();
  return (
    <ol className="flex flex-col gap-3">
      {dispute.statements.map((s) => {
        const author = name(s.author);
        const side = s.side;
        const when = formatDateTime(s.createdAt);
        return (
          <li key={s.id} className="rounded-lg border border-border p-3">
            <p className="text-sm text-muted-foreground">
              {t`${author} (${select(side, { payer: 'propietario', other: 'profesional' })}) · ${when}`}
            </p>
            <p className="mt-1 whitespace-pre-line">{s.body}</p>
            <PhotoGallery
              photos={s.photos}
              layout="strip"
              title={t`Fotos de ${author} (${select(side, { payer: 'propietario', other: 'profesional' })})`}
              alt={(i) => {
                const number = i + 1;
                return t`Foto ${number} de ${author}`;
              }}
              className="mt-2"
            />
          </li>
        );
      })}
    </ol>
  );
}
