import type { VerificationDocumentKind } from '@faena/shared/schemas';
import { api, contractUrl } from '@/lib/api';

export const verificationKeys = {
  mine: ['verification', 'mine'] as const,
};

/** The limits the server enforces, checked before uploading so a slow connection is not wasted. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENTS_PER_UPLOAD = 5;
export const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';

export const documentUrl = (documentId: string) =>
  contractUrl('get', '/api/verification/documents/{documentId}', { documentId });

export const getMyVerification = () => api.get('/api/verification');

/** Documents already uploaded by tus (lib/uploads.ts, purpose verification), sent as one kind. */
export const sendUploadedDocuments = (kind: VerificationDocumentKind, uploadIds: string[]) =>
  api.post('/api/verification/uploads', { body: { kind, uploadIds } });

export const deleteDocument = (documentId: string) =>
  api.delete('/api/verification/documents/{documentId}', { path: { documentId } });
