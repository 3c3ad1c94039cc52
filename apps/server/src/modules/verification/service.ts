import { randomUUID } from 'node:crypto';
import { type Database, type Executor, fieldWorkerProfiles, verificationDocuments } from '@faena/db';
import { type Msg, m } from '@faena/shared';
import type { VerificationDocumentKind, VerificationDto } from '@faena/shared/schemas';
import { desc, eq } from 'drizzle-orm';
import type { Actor } from '../../lib/actor';
import { AppError, notFound } from '../../lib/errors';
import type { ImageStore } from '../images';
import { loadSharp } from '../images';
import { discardUploads, readCompleteUploads } from '../uploads';
import { checkPdf, PDF_LIMITS, type PdfProblem } from './pdf-check';

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENTS = 10;

export interface IncomingDocument {
  filename: string;
  data: Buffer;
}

/** What a file really is, from its first bytes (never its name): PDF, JPEG, PNG or WebP. */
export function sniffDocument(data: Buffer): 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp' | null {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  return null;
}

/** Why a file that starts like a PDF is refused, naming it. */
const PDF_REFUSALS: Record<PdfProblem, (name: string) => Msg> = {
  damaged: (name) => m('«{name}» está dañado o no es un PDF válido.', { name }),
  encrypted: (name) => m('«{name}» está protegido con contraseña. Envíalo sin contraseña.', { name }),
  'no-pages': (name) => m('«{name}» no tiene ninguna página.', { name }),
  'too-many-pages': (name) =>
    m('«{name}» tiene demasiadas páginas: como máximo {max}.', { name, max: PDF_LIMITS.maxPages }),
  'too-complex': (name) =>
    m('«{name}» es demasiado complejo para revisarlo. Guárdalo de nuevo como PDF y vuelve a enviarlo.', { name }),
};

function assertProfessional(actor: Actor) {
  if (actor.role !== 'professional') throw new AppError('FORBIDDEN', m('Solo los profesionales se verifican.'));
}

export async function verificationOf(db: Executor, profileId: string): Promise<VerificationDto> {
  const [fwp] = await db.select().from(fieldWorkerProfiles).where(eq(fieldWorkerProfiles.profileId, profileId));
  const docs = await db
    .select()
    .from(verificationDocuments)
    .where(eq(verificationDocuments.profileId, profileId))
    .orderBy(desc(verificationDocuments.createdAt));
  return {
    status: fwp?.verificationStatus ?? 'none',
    note: fwp?.verificationNote ?? null,
    documents: docs.map((d) => ({
      id: d.id,
      kind: d.kind as VerificationDocumentKind,
      originalName: d.originalName,
      mimeType: d.mimeType,
      bytes: d.bytes,
      createdAt: d.createdAt.toISOString(),
    })),
  };
}

/**
 * A professional sends proof (DNI/NIE, alta de autónomo, seguro, certificates). Stored privately
 * (only they and administrators can open them); a PDF must open in PDF.js (pdf-check.ts) and is
 * kept as sent; photos are re-encoded so their metadata (GPS) goes; any refused file fails the
 * whole upload and nothing is stored; the profile becomes "pendiente de revisión" unless it is
 * already verified.
 */
export async function addDocuments(
  db: Database,
  store: ImageStore,
  actor: Actor,
  kind: VerificationDocumentKind,
  files: IncomingDocument[],
): Promise<VerificationDto> {
  assertProfessional(actor);
  if (files.length === 0) throw new AppError('VALIDATION', m('Elige al menos un documento.'));
  const existing = await db
    .select({ id: verificationDocuments.id })
    .from(verificationDocuments)
    .where(eq(verificationDocuments.profileId, actor.profileId));
  if (existing.length + files.length > MAX_DOCUMENTS) {
    throw new AppError(
      'VALIDATION',
      m('Puedes tener como máximo {max} documentos. Borra alguno antes.', { max: MAX_DOCUMENTS }),
    );
  }
  const prepared: { key: string; name: string; type: string; data: Buffer }[] = [];
  for (const file of files) {
    const type = sniffDocument(file.data);
    const name =
      (file.filename.split(/[\\/]/).pop() ?? 'documento').replace(/\p{Cc}/gu, '').slice(0, 120) || 'documento';
    if (!type)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', m('«{name}» no es un PDF ni una foto JPEG, PNG o WebP.', { name }));
    let data = file.data;
    if (type === 'application/pdf') {
      // Parsed, not trusted by its first bytes: `%PDF-` followed by a web page is not a PDF.
      const verdict = await checkPdf(file.data);
      if (!verdict.ok) throw new AppError('VALIDATION', PDF_REFUSALS[verdict.problem](name));
    } else {
      const sharp = await loadSharp();
      try {
        data = await sharp(file.data, { limitInputPixels: 40_000_000, failOn: 'error' })
          .rotate()
          .resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: 85 })
          .toBuffer();
      } catch {
        throw new AppError('VALIDATION', m('«{name}» está dañado o es demasiado grande.', { name }));
      }
    }
    prepared.push({
      key: `documents/${randomUUID()}`,
      name,
      type: type === 'application/pdf' ? type : 'image/jpeg',
      data,
    });
  }
  for (const p of prepared) await store.put(p.key, p.data, p.type);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(verificationDocuments).values(
        prepared.map((p) => ({
          profileId: actor.profileId,
          kind,
          storageKey: p.key,
          originalName: p.name,
          mimeType: p.type,
          bytes: p.data.length,
        })),
      );
      const [fwp] = await tx
        .select()
        .from(fieldWorkerProfiles)
        .where(eq(fieldWorkerProfiles.profileId, actor.profileId));
      if (fwp && fwp.verificationStatus !== 'verified') {
        await tx
          .update(fieldWorkerProfiles)
          .set({ verificationStatus: 'pending', verificationNote: null, updatedAt: new Date() })
          .where(eq(fieldWorkerProfiles.profileId, actor.profileId));
      }
    });
  } catch (error) {
    for (const p of prepared) await store.delete(p.key).catch(() => {});
    throw error;
  }
  return verificationOf(db, actor.profileId);
}

/**
 * The same, for files that came by resumable upload (purpose `verification`): each must be the
 * professional's own, complete. Every rule of `addDocuments` applies. The uploads are used up —
 * also when a file is refused (it must be chosen again anyway), not when the failure is ours
 * (the store or the database), so that a retry can send them again.
 */
export async function addDocumentsFromUploads(
  db: Database,
  store: ImageStore,
  actor: Actor,
  kind: VerificationDocumentKind,
  uploadIds: string[],
): Promise<VerificationDto> {
  assertProfessional(actor);
  const files = await readCompleteUploads(db, store, actor, 'verification', uploadIds);
  try {
    const result = await addDocuments(db, store, actor, kind, files);
    await discardUploads(db, uploadIds);
    return result;
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) await discardUploads(db, uploadIds);
    throw error;
  }
}

const EXTENSIONS: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
};

/**
 * The name a document is downloaded under: the one it was sent with, but with the extension of
 * what is stored (a photo is stored as JPEG; a PDF named `.html` must not be saved as a page
 * a browser would open).
 */
export function downloadName(originalName: string, mimeType: string): string {
  const extensions = EXTENSIONS[mimeType] ?? ['.bin'];
  const lower = originalName.toLowerCase();
  if (extensions.some((e) => lower.endsWith(e) && lower.length > e.length)) return originalName;
  const base = originalName.replace(/\.[\p{L}\p{N}]{1,5}$/u, '') || 'documento';
  return `${base}${extensions[0]}`;
}

/**
 * `attachment` with an ASCII-only `filename` (accents dropped, anything else that is not a
 * letter, digit, space, dot, dash or underscore becomes `_`) for old clients, and the exact
 * name in `filename*` (RFC 5987: UTF-8, percent-encoded).
 */
export function contentDisposition(name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9 ._-]/g, '_')
      .trim() || 'documento';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export async function documentFile(db: Executor, store: ImageStore, actor: Actor, id: string) {
  const [doc] = await db.select().from(verificationDocuments).where(eq(verificationDocuments.id, id));
  if (!doc || (doc.profileId !== actor.profileId && !actor.isAdmin)) throw notFound();
  const data = await store.get(doc.storageKey);
  if (!data) throw notFound();
  return { doc, data };
}

export async function deleteDocument(
  db: Database,
  store: ImageStore,
  actor: Actor,
  id: string,
): Promise<VerificationDto> {
  const [doc] = await db.select().from(verificationDocuments).where(eq(verificationDocuments.id, id));
  if (!doc || doc.profileId !== actor.profileId) throw notFound();
  await db.delete(verificationDocuments).where(eq(verificationDocuments.id, id));
  await store.delete(doc.storageKey).catch(() => {});
  return verificationOf(db, actor.profileId);
}
