import { formatDate } from '@faena/shared';
import { VERIFICATION_DOCUMENT_KINDS, type VerificationDocumentDto } from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { documentUrl } from '../api';

const sizeFormat = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });
function formatBytes(bytes: number) {
  return bytes < 1024 * 1024 ? `${sizeFormat.format(bytes / 1024)} KB` : `${sizeFormat.format(bytes / 1024 / 1024)} MB`;
}

/** Verification documents, each opening in a new tab; `action` adds a control per row (delete). */
export function DocumentList({
  documents,
  action,
}: {
  documents: VerificationDocumentDto[];
  action?: (document: VerificationDocumentDto) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  if (documents.length === 0) return <p className="text-sm text-muted-foreground">{t`Sin documentos.`}</p>;
  return (
    <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
      {documents.map((d) => (
        <li key={d.id} className="flex items-center gap-3 p-3 text-sm">
          <FileText className="h-5 w-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <a
              href={documentUrl(d.id)}
              target="_blank"
              rel="noreferrer"
              className="font-medium text-primary [overflow-wrap:anywhere] hover:underline"
            >
              {d.originalName}
            </a>
            <p className="text-muted-foreground">
              {i18n._(VERIFICATION_DOCUMENT_KINDS[d.kind])} · {formatBytes(d.bytes)} · {formatDate(d.createdAt)}
            </p>
          </div>
          {action?.(d)}
        </li>
      ))}
    </ul>
  );
}
