import { VERIFICATION_STATUSES, type VerificationStatus } from '@faena/shared';
import {
  VERIFICATION_DOCUMENT_KIND_VALUES,
  VERIFICATION_DOCUMENT_KINDS,
  type VerificationDocumentDto,
  type VerificationDocumentKind,
  type VerificationDto,
} from '@faena/shared/schemas';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FilePlus, Trash2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { QueryState } from '@/components/QueryState';
import { DOCUMENTS, UploadProgress, useUploads } from '@/components/UploadProgress';
import { Button } from '@/components/ui/button';
import { Alert, Badge } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { authKeys } from '@/features/auth/api';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { startUpload } from '@/lib/uploads';
import {
  DOCUMENT_ACCEPT,
  deleteDocument,
  getMyVerification,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS_PER_UPLOAD,
  sendUploadedDocuments,
  verificationKeys,
} from '../api';
import { DocumentList } from './DocumentList';

const STATUS_TONE: Record<VerificationStatus, 'neutral' | 'primary' | 'accent' | 'danger'> = {
  none: 'neutral',
  pending: 'accent',
  verified: 'primary',
  rejected: 'danger',
};

function StatusExplanation({ verification }: { verification: VerificationDto }) {
  const { t } = useLingui();
  const note = verification.note;
  switch (verification.status) {
    case 'none':
      return (
        <p className="text-sm text-muted-foreground">
          {t`Envía tu DNI o NIE y, si los tienes, tu alta de autónomo, tu seguro o tus certificados. Cuando los revisemos, tu perfil mostrará la insignia «Verificado».`}
        </p>
      );
    case 'pending':
      return (
        <p className="text-sm text-muted-foreground">
          {t`Estamos revisando tus documentos. Te avisaremos en cuanto terminemos; puedes añadir más mientras tanto.`}
        </p>
      );
    case 'verified':
      return (
        <p className="text-sm text-muted-foreground">
          {t`Tu perfil muestra la insignia «Verificado» a los propietarios. Mantén tus documentos al día.`}
        </p>
      );
    case 'rejected':
      return (
        <Alert variant="error" title={t`No hemos podido verificarte`} role="status">
          {note ? <p>{t`Motivo: ${note}`}</p> : null}
          <p>{t`Envía los documentos que faltan o una copia más legible y volveremos a revisarlos.`}</p>
        </Alert>
      );
  }
}

/**
 * A professional's verification: where it stands, the documents sent (each can be opened or
 * deleted) and a form to send more. Administrators review them from the admin area.
 */
export function VerificationSection({ userId }: { userId: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const verification = useQuery({ queryKey: verificationKeys.mine, queryFn: getMyVerification });
  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<VerificationDocumentKind>('dni');
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<VerificationDocumentDto | null>(null);

  /** Checks the chosen files against the server's limits; returns the message or null. */
  const filesProblem = (files: File[]): string | null => {
    if (files.length === 0) return t`Elige al menos un documento.`;
    const max = MAX_DOCUMENTS_PER_UPLOAD;
    if (files.length > max) return t`Envía como máximo ${max} documentos a la vez.`;
    const big = files.find((f) => f.size > MAX_DOCUMENT_BYTES);
    if (big) {
      const name = big.name;
      return t`«${name}» ocupa más de 10 MB.`;
    }
    return null;
  };

  const saved = (data: VerificationDto) => {
    queryClient.setQueryData(verificationKeys.mine, data);
    // The status shows elsewhere too (the profile, the public portfolio).
    void queryClient.invalidateQueries({ queryKey: authKeys.profile(userId) });
  };

  const uploads = useUploads();
  const send = useMutation({
    // Each file by resumable upload (a cut connection goes on where it stopped), one after the
    // other with its percentage; then the ones not cancelled are sent together as this kind.
    mutationFn: async () => {
      const ids: string[] = [];
      let failure: unknown = null;
      await uploads.run(
        files,
        (file, handlers) => startUpload(file, 'verification', handlers),
        (_file, outcome) => {
          if (outcome.ok) {
            ids.push(outcome.value);
            return 'continue';
          }
          failure = outcome.error;
          return 'stop';
        },
      );
      if (failure) throw failure;
      return ids.length > 0 ? { count: ids.length, data: await sendUploadedDocuments(kind, ids) } : null;
    },
    onSuccess: (sent) => {
      if (!sent) return;
      saved(sent.data);
      setFiles([]);
      form.current?.reset();
      toast({ title: plural(sent.count, { one: 'Documento enviado', other: 'Documentos enviados' }) });
    },
    onError: (e) => setFileError(e instanceof ApiError && e.fields?.kind ? e.fields.kind : errorMessage(e)),
  });

  const remove = useMutation({
    mutationFn: (id: string) => deleteDocument(id),
    onSuccess: (data) => {
      saved(data);
      setDeleting(null);
      toast({ title: t`Documento borrado` });
    },
    onError: (e) => toast({ title: t`No se ha podido borrar`, description: errorMessage(e), variant: 'destructive' }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = filesProblem(files);
    setFileError(problem ?? undefined);
    if (!problem) send.mutate();
  };

  return (
    <QueryState
      query={verification}
      errorTitle={t`No hemos podido cargar tu verificación`}
      loadingText={t`Cargando tu verificación...`}
    >
      {(data) => (
        <div className="flex flex-col gap-4">
          <p className="flex items-center gap-2 text-sm">
            <Trans>
              Estado: <Badge tone={STATUS_TONE[data.status]}>{i18n._(VERIFICATION_STATUSES[data.status])}</Badge>
            </Trans>
          </p>
          <StatusExplanation verification={data} />
          <DocumentList
            documents={data.documents}
            action={(d) => (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Borrar ${{ name: d.originalName }}`}
                onClick={() => setDeleting(d)}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            )}
          />
          <form ref={form} onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
            <Field label={t`Tipo de documento`}>
              {(control) => (
                <Select {...control} value={kind} onChange={(e) => setKind(e.target.value as VerificationDocumentKind)}>
                  {VERIFICATION_DOCUMENT_KIND_VALUES.map((k) => (
                    <option key={k} value={k}>
                      {i18n._(VERIFICATION_DOCUMENT_KINDS[k])}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field
              label={t`Archivos`}
              hint={t`PDF o fotos (JPEG, PNG, WebP), hasta 10 MB cada uno. Solo tú y el equipo de Faena podéis verlos.`}
              error={fileError}
            >
              {(control) => (
                <div className="flex flex-col gap-2">
                  {/* The native picker's words follow the browser's language; a Spanish button opens it. */}
                  <input
                    {...control}
                    ref={fileInput}
                    type="file"
                    multiple
                    accept={DOCUMENT_ACCEPT}
                    tabIndex={-1}
                    className="sr-only"
                    onChange={(e) => {
                      setFiles(Array.from(e.target.files ?? []));
                      setFileError(undefined);
                    }}
                  />
                  <button
                    type="button"
                    onClick={() => fileInput.current?.click()}
                    aria-describedby={control['aria-describedby']}
                    className="inline-flex h-11 items-center gap-2 self-start rounded-lg bg-primary-soft px-4 font-semibold text-primary-soft-foreground hover:brightness-95"
                  >
                    <FilePlus className="h-5 w-5" aria-hidden="true" />
                    {files.length ? t`Cambiar archivos` : t`Elegir archivos`}
                  </button>
                  {files.length ? (
                    <ul className="text-sm" aria-label={t`Archivos elegidos`}>
                      {files.map((f) => (
                        <li key={`${f.name}-${f.size}`} className="[overflow-wrap:anywhere]">
                          {f.name}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              )}
            </Field>
            <UploadProgress
              items={uploads.items}
              onCancel={uploads.cancel}
              onCancelAll={uploads.cancelAll}
              noun={DOCUMENTS}
            />
            <div>
              <Button type="submit" loading={send.isPending}>
                {t`Enviar documentos`}
              </Button>
            </div>
          </form>
          <ConfirmDialog
            open={deleting !== null}
            title={t`¿Borrar este documento?`}
            confirmLabel={t({ message: 'Borrar', comment: 'botón: borrar el documento' })}
            destructive
            loading={remove.isPending}
            onConfirm={() => {
              if (deleting) remove.mutate(deleting.id);
            }}
            onClose={() => setDeleting(null)}
          >
            <p>
              {t`«${{ name: deleting?.originalName ?? '' }}» dejará de estar disponible para la revisión. Si ya estás verificado, seguirás estándolo.`}
            </p>
          </ConfirmDialog>
        </div>
      )}
    </QueryState>
  );
}
