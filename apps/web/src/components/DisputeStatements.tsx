import { formatCents, formatDateTime } from '@faena/shared';
import type { DisputeDto } from '@faena/shared/schemas';
import { PhotoGallery } from './PhotoGallery';

const name = (x: { firstName: string; lastName: string | null }) =>
  `${x.firstName}${x.lastName ? ` ${x.lastName}` : ''}`;

// Shown by the receipt (payments) and by the administrators' dispute page (admin).
/** "Resuelta: 200,00 € para el profesional, 265,00 € devueltos al propietario". */
export function disputeOutcome(d: Pick<DisputeDto, 'payeeCents' | 'payerCents'>): string {
  const parts = [
    d.payeeCents ? `${formatCents(d.payeeCents)} para el profesional` : null,
    d.payerCents ? `${formatCents(d.payerCents)} devueltos al propietario` : null,
  ].filter(Boolean);
  return `Resuelta: ${parts.join(', ')}`;
}

/** The statements of a dispute, each with its photos (shared with the administrators' page). */
export function DisputeStatements({ dispute }: { dispute: DisputeDto }) {
  return (
    <ol className="flex flex-col gap-3">
      {dispute.statements.map((s) => (
        <li key={s.id} className="rounded-lg border border-border p-3">
          <p className="text-sm text-muted-foreground">
            {name(s.author)} ({s.side === 'payer' ? 'propietario' : 'profesional'}) · {formatDateTime(s.createdAt)}
          </p>
          <p className="mt-1 whitespace-pre-line">{s.body}</p>
          <PhotoGallery
            photos={s.photos}
            layout="strip"
            title={`Fotos de ${name(s.author)} (${s.side === 'payer' ? 'propietario' : 'profesional'})`}
            alt={(i) => `Foto ${i + 1} de ${name(s.author)}`}
            className="mt-2"
          />
        </li>
      ))}
    </ol>
  );
}
