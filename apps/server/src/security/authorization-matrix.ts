import { uploads } from '@faena/db';
import { NOTIFICATION_TYPE_VALUES, offeredLanguages, slugId } from '@faena/shared';
import { eq } from 'drizzle-orm';
import { createAssignedTask, createProperty, payByCard } from '../../test/fixtures';
import type { Agent } from '../../test/helpers';
import { jpegOf, type UploadFile } from '../../test/images';
import { propertyInput } from '../../test/inputs';
import { SMALL_PDF } from '../../test/pdf';
import { OCTETS, TUS, tusClient, tusMetadata, uploadIdOf } from '../../test/tus';
import { ACTORS, type ActorKind, PRO_PROFILE, spread, uniqueKey, type World } from './world';

/**
 * The authorisation matrix: for every route the server serves, the HTTP status each
 * kind of actor gets. `authorization.test.ts` reads the server's real route list, fails if a
 * route has no row here, then runs every row against real data (`world.ts`).
 *
 * The rules it writes down (PRODUCT.md, "Rules that protect users"):
 * - signed-in routes answer 401 to anonymous visitors and to suspended accounts (even with a
 *   session still open);
 * - admin routes answer 401 to anonymous and 403 to signed-in non-admins;
 * - a resource a user may not see answers 404 (its existence is not revealed); 403 only when the
 *   user can see it but may not do this (the other role's action on their own job, say).
 *
 * To add a route: add a row with its method and URL exactly as registered (`/api/x/:id`), the
 * expected status for each of the seven actors (the helpers below cover the usual shapes), and a
 * `prepare` that returns the request (path parameters, query, body) built on the world's data.
 * Mark it `fresh` when a success consumes the resource (accepting, paying, deleting): `prepare`
 * then runs once per actor, so each meets it in the same state.
 */

export type Expectation = Record<ActorKind, number>;

export interface MatrixRequest {
  params?: Record<string, string>;
  query?: string;
  /** JSON, or a Buffer sent as it is (a tus PATCH's bytes, with its content-type in `headers`). */
  body?: unknown;
  /** A multipart/form-data upload instead of JSON. */
  multipart?: { fields: Record<string, string>; files: UploadFile[] };
  headers?: Record<string, string>;
  /** The client's address (default: a new one per request, so per-IP rate limits stay out of the way). */
  remoteAddress?: string;
  /** Another browser for this actor (rows that end the actor's session: sign-out). */
  agent?: Agent;
}

export interface MatrixRow {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  expect: Expectation;
  prepare?: (w: World, actor: ActorKind) => MatrixRequest | Promise<MatrixRequest>;
  /** Build the request again for each actor (a success consumes the resource). */
  fresh?: boolean;
  /** What the row shows, when it is not obvious. */
  note?: string;
}

const each = (status: number): Expectation => Object.fromEntries(ACTORS.map((a) => [a, status])) as Expectation;

/** Anyone, signed in or not. */
const everyone = (status = 200) => each(status);
/** Any signed-in, non-suspended account. */
const signedIn = (status = 200, over: Partial<Expectation> = {}): Expectation => ({
  ...each(status),
  anonymous: 401,
  suspended: 401,
  ...over,
});
/** Administrators only. */
const adminOnly = (status = 200): Expectation => ({
  ...each(403),
  anonymous: 401,
  suspended: 401,
  admin: status,
});
/** Only the listed actors get their status; other signed-in actors get `others` (404 by default). */
const only = (allowed: Partial<Expectation>, others = 404): Expectation => ({
  ...each(others),
  anonymous: 401,
  suspended: 401,
  ...allowed,
});

const reason = { reason: 'Motivo de la prueba de autorización' };
/** A browser's p256dh key (an uncompressed P-256 point) for the push subscription rows. */
const PUSH_P256DH = 'BCUpleFGLLumkGvjOHlTkeUA3-rUH2SG2yqB_AvPQmg5oFKIke1Mpn6EUtLmYGISVhGT8IHicEE-PrCzaxUeIds';
const photo = async (): Promise<UploadFile[]> => [{ name: 'foto.jpg', data: await jpegOf(64, 48), type: 'image/jpeg' }];
/** The other party for a new conversation: owners write to the professional, professionals to the owner. */
const counterpart = (w: World, actor: ActorKind) =>
  actor === 'professional' || actor === 'otherProfessional' ? w.owner.profileId : w.pro.profileId;

/** A held card payment of a new task, with a dispute the owner opened (one per world, shared). */
const disputes = new WeakMap<World, Promise<string>>();
const freshDispute = async (w: World): Promise<string> => {
  const paymentId = await w.pay(await w.freshAssigned());
  const res = await w.owner.agent.post(`/api/payments/${paymentId}/dispute`, { reason: disputeReason, photoIds: [] });
  if (res.statusCode !== 201) throw new Error(`disputa no abierta: ${res.body}`);
  return res.json().id as string;
};
const sharedDispute = (w: World): Promise<string> => {
  let id = disputes.get(w);
  if (!id) {
    id = freshDispute(w);
    disputes.set(w, id);
  }
  return id;
};
const disputeReason = 'El trabajo quedó a medias y no contesta.';

/** Once per world: `make` runs the first time a row asks, later rows get the same promise. */
function oncePerWorld<T>(make: (w: World) => Promise<T>): (w: World) => Promise<T> {
  const made = new WeakMap<World, Promise<T>>();
  return (w) => {
    let value = made.get(w);
    if (!value) {
      value = make(w);
      made.set(w, value);
    }
    return value;
  };
}

/** A resumable upload the owner began (tus), with `sent` of its bytes already there: its id. */
async function ownerUpload(w: World, data: Buffer, sent = 0): Promise<string> {
  // The rows make many; the owner's earlier ones go so the open-uploads limit stays out of the way.
  await w.ctx.database.db.delete(uploads).where(eq(uploads.uploaderId, w.owner.profileId));
  const tus = tusClient(w.owner.agent);
  const id = uploadIdOf(await tus.create('task', data.length, 'foto.jpg'));
  if (sent > 0) {
    const res = await tus.patch(id, 0, data.subarray(0, sent));
    if (res.statusCode !== 204) throw new Error(`PATCH de la subida: ${res.statusCode} ${res.body}`);
  }
  return id;
}
/** A small JPEG for the upload rows, made once. */
const uploadJpeg = oncePerWorld(() => jpegOf(64, 48));

/** A progress update with a photo by the professional on a task of theirs: the photo's id. */
async function progressPhotoOn(w: World, taskId: string): Promise<string> {
  await w.pro.agent.post(`/api/tasks/${taskId}/progress/start`);
  const photoId = await w.uploadedPhoto(w.pro, 'progress');
  const res = await w.pro.agent.post(`/api/tasks/${taskId}/progress`, { text: 'Avance', photoIds: [photoId] });
  if (res.statusCode !== 201) throw new Error(`avance no publicado: ${res.body}`);
  return photoId;
}

/** A message with a photo by `from` in a conversation: the photo's id. */
async function messagePhotoIn(w: World, from: ActorKind, conversationId: string): Promise<string> {
  const user = w.users[from as Exclude<ActorKind, 'anonymous'>];
  const photoId = await w.uploadedPhoto(user, 'message');
  const res = await spread(user.agent).request({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    payload: { body: 'Foto de la matriz', photoIds: [photoId] },
  });
  if (res.statusCode !== 201) throw new Error(`mensaje no enviado: ${res.body}`);
  return photoId;
}

/** A progress photo of a task under dispute (the administrators mediating see it). */
const disputedProgressPhoto = oncePerWorld(async (w) => {
  const taskId = await w.freshAssigned();
  const paymentId = await w.pay(taskId);
  const photoId = await progressPhotoOn(w, taskId);
  const res = await w.owner.agent.post(`/api/payments/${paymentId}/dispute`, { reason: disputeReason, photoIds: [] });
  if (res.statusCode !== 201) throw new Error(`disputa no abierta: ${res.body}`);
  return photoId;
});
/** A progress photo of a task with no dispute. */
const undisputedProgressPhoto = oncePerWorld(async (w) => progressPhotoOn(w, await w.freshAssigned()));
/** A message photo in the owner's conversation with the professional, a pair with a dispute. */
const disputedMessagePhoto = oncePerWorld(async (w) => {
  await sharedDispute(w);
  return messagePhotoIn(w, 'professional', w.conversationId);
});
/**
 * A message photo in the other owner's conversation with the professional: no dispute between
 * them. (Not the owner with the other professional: the conversations row needs them strangers.)
 */
const undisputedMessagePhoto = oncePerWorld(async (w) => {
  const res = await w.users.otherOwner.agent.post('/api/conversations', { withProfileId: w.pro.profileId });
  if (res.statusCode !== 200) throw new Error(`conversación no abierta: ${res.body}`);
  return messagePhotoIn(w, 'otherOwner', res.json().id as string);
});
/** A dispute over a payment the world's administrator made (as an owner): theirs to state, not to decide. */
const adminsOwnDispute = oncePerWorld(async (w) => {
  const admin = w.users.admin;
  const taskId = await createAssignedTask(admin, w.pro, await createProperty(admin), 'Tarea de una administradora');
  const paid = await payByCard(admin, taskId, { via: spread(admin.agent) });
  if (paid.synced?.json().status !== 'held') throw new Error(`pago no retenido: ${paid.synced?.body}`);
  const res = await w.pro.agent.post(`/api/payments/${paid.paymentId}/dispute`, {
    reason: disputeReason,
    photoIds: [],
  });
  if (res.statusCode !== 201) throw new Error(`disputa no abierta: ${res.body}`);
  return res.json().id as string;
});

export const MATRIX: MatrixRow[] = [
  // ── System and reference data
  { method: 'GET', url: '/api/health', expect: everyone() },
  { method: 'GET', url: '/api/config', expect: everyone() },
  { method: 'GET', url: '/api/openapi.json', expect: everyone() },
  // The API documentation page (Swagger UI) and the same document as JSON and YAML: public.
  { method: 'GET', url: '/api/docs', expect: everyone() },
  { method: 'GET', url: '/api/docs/json', expect: everyone() },
  { method: 'GET', url: '/api/docs/yaml', expect: everyone() },
  {
    method: 'GET',
    url: '/api/docs/static/*',
    expect: everyone(),
    prepare: () => ({ params: { '*': 'swagger-ui-bundle.js' } }),
  },
  { method: 'GET', url: '/api/docs/static/swagger-initializer.js', expect: everyone() },
  // The page's own style (no Authorize box) and Faena's icon for its tab.
  { method: 'GET', url: '/api/docs/static/theme/faena.css', expect: everyone() },
  { method: 'GET', url: '/api/docs/static/theme/favicon.svg', expect: everyone() },
  { method: 'GET', url: '/api/docs/static/index.html', expect: everyone(302), note: 'redirects to /api/docs/' },
  // Prometheus metrics: only to METRICS_ALLOW, unset here, so the 404 of an unknown address for all.
  { method: 'GET', url: '/metrics', expect: everyone(404), note: 'METRICS_ALLOW unset' },
  {
    method: 'GET',
    url: '/metrics',
    expect: everyone(404),
    prepare: () => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } }),
    note: 'METRICS_ALLOW unset, from this machine claiming to be it',
  },
  {
    method: 'GET',
    url: '/api/reference/municipalities/:province',
    expect: everyone(),
    prepare: () => ({ params: { province: '23' } }),
  },
  // ── The public pages (decision 0029): anyone, signed in or not (a suspended account's cookie
  // counts for nothing); what is not public answers 404 to everyone.
  {
    method: 'GET',
    url: '/api/public/tasks/:id',
    expect: everyone(),
    prepare: (w) => ({ params: { id: w.openTaskId } }),
  },
  {
    method: 'GET',
    url: '/api/public/tasks/:id',
    expect: everyone(404),
    prepare: (w) => ({ params: { id: w.draftTaskId } }),
    note: 'a draft is not public',
  },
  { method: 'GET', url: '/api/public/tasks', expect: everyone(), prepare: () => ({ query: 'province=23' }) },
  {
    method: 'GET',
    url: '/api/public/professionals/:id',
    expect: everyone(),
    prepare: (w) => ({ params: { id: w.pro.profileId } }),
  },
  {
    method: 'GET',
    url: '/api/public/professionals/:id',
    expect: everyone(404),
    prepare: (w) => ({ params: { id: w.owner.profileId } }),
    note: 'an owner has no public page',
  },
  {
    method: 'GET',
    url: '/api/public/professionals',
    expect: everyone(),
    prepare: () => ({ query: 'province=23&category=poda' }),
  },
  {
    method: 'GET',
    url: '/api/public/images/:id/:variant',
    expect: everyone(404),
    prepare: (w) => ({ params: { id: w.imageId, variant: 'thumb' } }),
    note: "an unattached upload is nobody's public photo",
  },
  {
    method: 'GET',
    url: '/tareas/:slugId',
    expect: everyone(),
    prepare: (w) => ({ params: { slugId: slugId('Tarea abierta de la matriz', w.openTaskId) } }),
  },
  {
    method: 'GET',
    url: '/tareas/:slugId',
    expect: everyone(404),
    prepare: (w) => ({ params: { slugId: slugId('Borrador de la matriz', w.draftTaskId) } }),
    note: 'a draft has no public page',
  },
  {
    method: 'GET',
    url: '/profesionales/:slugId',
    expect: everyone(301),
    prepare: (w) => ({ params: { slugId: w.pro.profileId } }),
    note: 'without its slug: redirected to the canonical address',
  },
  {
    method: 'GET',
    url: '/tareas/en/:provincia',
    expect: everyone(),
    prepare: () => ({ params: { provincia: 'jaen' } }),
  },
  {
    method: 'GET',
    url: '/tareas/en/:provincia/:categoria',
    expect: everyone(),
    prepare: () => ({ params: { provincia: 'jaen', categoria: 'poda' } }),
  },
  {
    method: 'GET',
    url: '/profesionales/en/:provincia/:categoria',
    expect: everyone(),
    prepare: () => ({ params: { provincia: 'jaen', categoria: 'poda' } }),
  },
  // The same pages in another language (decision 0035): a page while Català is offered, else none.
  ...(
    [
      ['/:lang/tareas/:slugId', (w: World) => ({ slugId: slugId('Tarea abierta de la matriz', w.openTaskId) })],
      ['/:lang/profesionales/:slugId', (w: World) => ({ slugId: w.pro.profileId })],
      ['/:lang/tareas/en/:provincia', () => ({ provincia: 'jaen' })],
      ['/:lang/tareas/en/:provincia/:categoria', () => ({ provincia: 'jaen', categoria: 'poda' })],
      ['/:lang/profesionales/en/:provincia/:categoria', () => ({ provincia: 'jaen', categoria: 'poda' })],
    ] as const
  ).map(
    ([url, params]): MatrixRow => ({
      method: 'GET',
      url,
      expect: offeredLanguages().includes('ca')
        ? everyone(url === '/:lang/profesionales/:slugId' ? 301 : 200)
        : everyone(404),
      prepare: (w) => ({ params: { lang: 'ca', ...params(w) } }),
      note: 'Català: a page only once it is offered',
    }),
  ),
  {
    method: 'GET',
    url: '/:lang/tareas/:slugId',
    expect: everyone(404),
    prepare: (w) => ({ params: { lang: 'xx', slugId: slugId('Tarea abierta de la matriz', w.openTaskId) } }),
    note: 'a prefix that is not a language',
  },
  { method: 'GET', url: '/robots.txt', expect: everyone() },
  { method: 'GET', url: '/sitemap.xml', expect: everyone() },
  { method: 'GET', url: '/sitemaps/:file', expect: everyone(), prepare: () => ({ params: { file: 'tareas-1.xml' } }) },
  // The matrix's app is a local try-out (DEV_MAILBOX left to its default): the mailbox answers a
  // browser on this machine, and nothing that came through a proxy or asks for another host.
  // A reachable install does not serve it at all (go-live.test.ts).
  {
    method: 'GET',
    url: '/api/dev/mailbox',
    expect: everyone(),
    note: 'development mailbox on a local try-out, from a browser on this machine',
  },
  {
    method: 'GET',
    url: '/api/dev/mailbox',
    expect: everyone(404),
    prepare: () => ({ headers: { 'x-forwarded-for': '203.0.113.7' } }),
    note: 'through a proxy: it does not exist',
  },
  {
    method: 'GET',
    url: '/api/dev/mailbox',
    expect: everyone(404),
    prepare: () => ({ headers: { host: 'faena.example.org' } }),
    note: 'asked for by a public host name: it does not exist',
  },
  { method: 'GET', url: '/dev/mailbox', expect: everyone() },
  {
    method: 'GET',
    url: '/dev/mailbox',
    expect: everyone(404),
    prepare: () => ({ headers: { forwarded: 'for=203.0.113.7' } }),
    note: 'the page, through a proxy',
  },

  // ── Accounts
  { method: 'GET', url: '/api/auth/session', expect: everyone() },
  {
    method: 'POST',
    url: '/api/auth/sign-up',
    expect: everyone(201),
    fresh: true,
    prepare: (w, actor) => ({
      agent: w.copyOf(actor),
      body: {
        firstName: 'Nueva',
        lastName: 'Cuenta',
        email: `${uniqueKey('alta')}@prueba.es`,
        password: 'una-clave-larga',
        role: 'property_owner',
        acceptTerms: true,
      },
    }),
    note: 'a copy of each actor’s browser, so the new session does not replace theirs',
  },
  {
    method: 'POST',
    url: '/api/auth/sign-in',
    expect: everyone(200),
    fresh: true,
    prepare: (w, actor) => ({ agent: w.copyOf(actor), body: { email: w.signer.email, password: w.signer.password } }),
  },
  {
    method: 'POST',
    url: '/api/auth/password-reset/request',
    expect: everyone(202),
    prepare: (w) => ({ body: { email: w.signer.email } }),
  },
  {
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    expect: everyone(400),
    prepare: () => ({ body: { token: 'no-es-un-enlace', newPassword: 'una-clave-nueva-9' } }),
    note: 'public: the token is the credential (a wrong one is 400 for all)',
  },
  {
    method: 'POST',
    url: '/api/auth/change-password',
    expect: signedIn(400),
    prepare: () => ({ body: { currentPassword: 'no-es-la-actual', newPassword: 'una-clave-nueva-9' } }),
    note: 'signed in: the wrong current password is 400; nobody’s password changes',
  },
  {
    method: 'GET',
    url: '/api/auth/verify-email',
    expect: everyone(302),
    prepare: () => ({ query: 'token=no-es-un-token' }),
  },
  { method: 'POST', url: '/api/auth/confirmation-email', expect: signedIn(202) },
  {
    method: 'POST',
    url: '/api/auth/sign-out',
    expect: everyone(200),
    fresh: true,
    prepare: async (w, actor) => ({ agent: await w.standIn(actor) }),
    note: 'sign-out ends every session of the account: a new account of each kind stands in',
  },

  // ── Profile and "Tus datos"
  { method: 'GET', url: '/api/profile', expect: signedIn() },
  {
    method: 'PATCH',
    url: '/api/profile',
    expect: signedIn(),
    prepare: () => ({ body: { firstName: 'Nombre', lastName: 'Apellido' } }),
  },
  {
    method: 'PUT',
    url: '/api/profile/professional',
    expect: signedIn(200, { owner: 403, otherOwner: 403, admin: 403 }),
    prepare: () => ({ body: PRO_PROFILE }),
  },
  { method: 'PUT', url: '/api/profile/language', expect: signedIn(), prepare: () => ({ body: { language: 'es' } }) },
  { method: 'PUT', url: '/api/profile/avatar', expect: signedIn(), prepare: () => ({ body: { imageId: null } }) },
  {
    method: 'GET',
    url: '/api/profiles/:profileId/reviews',
    expect: signedIn(),
    prepare: (w) => ({ params: { profileId: w.pro.profileId } }),
  },
  { method: 'GET', url: '/api/profile/export', expect: signedIn() },
  {
    method: 'POST',
    url: '/api/profile/delete',
    expect: signedIn(400),
    prepare: () => ({ body: { password: 'no-es-la-clave' } }),
    note: 'the wrong password is 400 for every signed-in actor; account.test.ts deletes for real',
  },

  // ── Photos
  {
    method: 'POST',
    url: '/api/images',
    expect: signedIn(201),
    prepare: async () => ({ multipart: { fields: { purpose: 'task' }, files: await photo() } }),
  },
  {
    method: 'GET',
    url: '/api/images/:id/display',
    expect: only({ owner: 200 }),
    prepare: (w) => ({ params: { id: w.imageId } }),
    note: 'an unattached upload: only its uploader',
  },
  {
    method: 'GET',
    url: '/api/images/:id/thumb',
    expect: only({ owner: 200 }),
    prepare: (w) => ({ params: { id: w.imageId } }),
  },
  // Private photos and the administrators who mediate a dispute (decision 0023): the disputed
  // task's progress photos and the photos of the two parties' conversation; no others.
  {
    method: 'GET',
    url: '/api/images/:id/display',
    expect: only({ owner: 200, professional: 200, admin: 200 }),
    prepare: async (w) => ({ params: { id: await disputedProgressPhoto(w) } }),
    note: 'a progress photo of a task under dispute',
  },
  {
    method: 'GET',
    url: '/api/images/:id/display',
    expect: only({ owner: 200, professional: 200 }),
    prepare: async (w) => ({ params: { id: await undisputedProgressPhoto(w) } }),
    note: 'a progress photo of a task without a dispute',
  },
  {
    method: 'GET',
    url: '/api/images/:id/thumb',
    expect: only({ owner: 200, professional: 200, admin: 200 }),
    prepare: async (w) => ({ params: { id: await disputedMessagePhoto(w) } }),
    note: 'a message photo between the two parties of a dispute',
  },
  {
    method: 'GET',
    url: '/api/images/:id/thumb',
    expect: only({ otherOwner: 200, professional: 200 }),
    prepare: async (w) => ({ params: { id: await undisputedMessagePhoto(w) } }),
    note: 'a message photo of a conversation without a dispute',
  },

  // ── Resumable uploads (tus, decision 0026): an upload is its uploader's alone; to anyone else
  // it does not exist (404), as an unattached photo does not.
  {
    method: 'POST',
    url: '/api/uploads',
    expect: signedIn(201),
    prepare: () => ({
      headers: {
        ...TUS,
        'upload-length': '1000',
        'upload-metadata': tusMetadata({ purpose: 'task', filename: 'f.jpg' }),
      },
    }),
  },
  {
    method: 'HEAD',
    url: '/api/uploads/:id',
    expect: only({ owner: 200 }),
    prepare: async (w) => ({ params: { id: await ownerUpload(w, await uploadJpeg(w), 100) }, headers: { ...TUS } }),
  },
  {
    method: 'PATCH',
    url: '/api/uploads/:id',
    expect: only({ owner: 204 }),
    fresh: true,
    prepare: async (w) => {
      const data = await uploadJpeg(w);
      return {
        params: { id: await ownerUpload(w, data) },
        headers: { ...TUS, 'upload-offset': '0', 'content-type': OCTETS },
        body: data.subarray(0, 200),
      };
    },
  },
  {
    method: 'DELETE',
    url: '/api/uploads/:id',
    expect: only({ owner: 204 }),
    fresh: true,
    prepare: async (w) => ({ params: { id: await ownerUpload(w, await uploadJpeg(w), 100) }, headers: { ...TUS } }),
  },
  {
    method: 'POST',
    url: '/api/uploads/:id/finish',
    expect: only({ owner: 200 }),
    fresh: true,
    prepare: async (w) => {
      const data = await uploadJpeg(w);
      return { params: { id: await ownerUpload(w, data, data.length) } };
    },
    note: 'a complete upload becomes a photo; someone else’s is 404',
  },

  // ── Properties
  { method: 'GET', url: '/api/properties', expect: signedIn() },
  {
    method: 'POST',
    url: '/api/properties',
    expect: signedIn(201, { professional: 403, otherProfessional: 403 }),
    prepare: () => ({
      body: {
        name: 'Finca de prueba',
        kind: 'finca_rustica',
        province: '23',
        municipalityCode: '23092',
        address: 'Camino 1',
        sizeHa: 1,
        description: '',
        accessNotes: '',
        photoIds: [],
      },
    }),
  },
  {
    method: 'GET',
    url: '/api/properties/:propertyId',
    expect: only({ owner: 200 }),
    prepare: (w) => ({ params: { propertyId: w.propertyId } }),
  },
  {
    method: 'PUT',
    url: '/api/properties/:propertyId',
    expect: only({ owner: 200 }),
    prepare: (w) => ({
      params: { propertyId: w.propertyId },
      body: propertyInput({ accessNotes: 'Cancela verde' }),
    }),
  },
  {
    method: 'POST',
    url: '/api/properties/:propertyId/archive',
    expect: only({ owner: 200 }),
    fresh: true,
    prepare: async (w) => ({ params: { propertyId: await w.freshProperty() } }),
  },
  {
    method: 'POST',
    url: '/api/properties/:propertyId/restore',
    expect: only({ owner: 200 }),
    fresh: true,
    prepare: async (w) => {
      const propertyId = await w.freshProperty();
      await w.owner.agent.post(`/api/properties/${propertyId}/archive`);
      return { params: { propertyId } };
    },
  },
  {
    method: 'DELETE',
    url: '/api/properties/:propertyId',
    expect: only({ owner: 200 }),
    fresh: true,
    prepare: async (w) => ({ params: { propertyId: await w.freshProperty() } }),
  },

  // ── Tasks
  { method: 'GET', url: '/api/tasks', expect: signedIn() },
  { method: 'GET', url: '/api/tasks/mine', expect: signedIn() },
  {
    method: 'POST',
    url: '/api/tasks',
    expect: only({ owner: 201, otherOwner: 400, admin: 400 }, 403),
    prepare: (w) => ({
      body: {
        propertyId: w.propertyId,
        category: 'poda',
        urgency: 'normal',
        title: 'Tarea creada por la matriz',
        description: 'Descripción suficiente de la tarea.',
        budgetMinCents: 10_000,
        budgetMaxCents: 20_000,
        preferredStartDate: null,
        photoIds: [],
        publish: false,
      },
    }),
    note: 'on the owner’s property: another owner gets the same 400 as for a property that does not exist; professionals cannot publish (403)',
  },
  {
    method: 'GET',
    url: '/api/tasks/:taskId',
    expect: signedIn(),
    prepare: (w) => ({ params: { taskId: w.openTaskId } }),
    note: 'an open task: every signed-in user',
  },
  {
    method: 'GET',
    url: '/api/tasks/:taskId',
    expect: only({ owner: 200, admin: 200 }),
    prepare: (w) => ({ params: { taskId: w.draftTaskId } }),
    note: 'a draft: its owner (and administrators, who moderate tasks)',
  },
  {
    method: 'GET',
    url: '/api/tasks/:taskId',
    expect: only({ owner: 200, professional: 200, admin: 200 }),
    prepare: (w) => ({ params: { taskId: w.assignedTaskId } }),
    note: 'an assigned task: its two parties (and administrators)',
  },
  {
    method: 'PUT',
    url: '/api/tasks/:taskId',
    expect: only({ owner: 200 }),
    prepare: (w) => ({
      params: { taskId: w.draftTaskId },
      body: {
        propertyId: w.propertyId,
        category: 'poda',
        urgency: 'normal',
        title: 'Borrador de la matriz',
        description: 'Descripción suficiente de la tarea.',
        budgetMinCents: 10_000,
        budgetMaxCents: 20_000,
        preferredStartDate: null,
        photoIds: [],
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/tasks/:taskId/publish',
    expect: only({ owner: 200 }),
    fresh: true,
    prepare: async (w) => ({ params: { taskId: await w.freshDraftTask() } }),
  },
  {
    method: 'POST',
    url: '/api/tasks/:taskId/cancel',
    expect: only({ owner: 200 }),
    fresh: true,
    prepare: async (w) => ({ params: { taskId: await w.freshOpenTask() }, body: reason }),
  },

  // ── Applications
  {
    method: 'GET',
    url: '/api/tasks/:taskId/apply-state',
    expect: signedIn(),
    prepare: (w) => ({ params: { taskId: w.openTaskId } }),
  },
  {
    method: 'POST',
    url: '/api/tasks/:taskId/applications',
    expect: signedIn(403, { professional: 201, otherProfessional: 201 }),
    fresh: true,
    prepare: async (w) => ({
      params: { taskId: await w.freshOpenTask() },
      body: { message: 'Puedo hacerlo pronto y bien.', priceCents: 35_000, travelCents: 0 },
    }),
  },
  {
    method: 'GET',
    url: '/api/tasks/:taskId/applications',
    expect: only({ owner: 200 }),
    prepare: (w) => ({ params: { taskId: w.openTaskId } }),
  },
  {
    method: 'POST',
    url: '/api/applications/:applicationId/accept',
    expect: only({ owner: 200 }),
    fresh: true,
    prepare: async (w) => ({ params: { applicationId: await w.freshApplication() } }),
  },
  {
    method: 'POST',
    url: '/api/applications/:applicationId/reject',
    expect: only({ owner: 200 }),
    fresh: true,
    prepare: async (w) => ({ params: { applicationId: await w.freshApplication() } }),
  },
  {
    method: 'POST',
    url: '/api/applications/:applicationId/withdraw',
    expect: only({ professional: 200 }),
    fresh: true,
    prepare: async (w) => ({ params: { applicationId: await w.freshApplication() } }),
  },
  { method: 'GET', url: '/api/applications/mine', expect: signedIn() },

  // ── Job offers
  {
    method: 'POST',
    url: '/api/offers',
    expect: only({ owner: 201, otherOwner: 400, admin: 400 }, 403),
    fresh: true,
    prepare: async (w) => ({
      body: {
        taskId: await w.freshOpenTask(),
        professionalId: w.pro.profileId,
        message: 'Te ofrezco este trabajo.',
        priceCents: 30_000,
        travelCents: 0,
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/offers/:offerId/accept',
    expect: only({ professional: 200 }),
    fresh: true,
    prepare: async (w) => ({ params: { offerId: await w.freshOffer() } }),
  },
  {
    method: 'POST',
    url: '/api/offers/:offerId/decline',
    expect: only({ professional: 200 }),
    fresh: true,
    prepare: async (w) => ({ params: { offerId: await w.freshOffer() } }),
  },
  {
    method: 'POST',
    url: '/api/offers/:offerId/cancel',
    expect: only({ owner: 200 }),
    fresh: true,
    prepare: async (w) => ({ params: { offerId: await w.freshOffer() } }),
  },

  // ── Recurring tasks: only the series' owner
  ...(['pause', 'resume', 'end'] as const).map(
    (action): MatrixRow => ({
      method: 'POST',
      url: `/api/series/:seriesId/${action}`,
      expect: only({ owner: 200 }),
      fresh: true,
      prepare: async (w) => ({ params: { seriesId: await w.freshSeries() } }),
    }),
  ),

  // ── Progress
  {
    method: 'GET',
    url: '/api/tasks/:taskId/progress',
    expect: only({ owner: 200, professional: 200 }),
    prepare: (w) => ({ params: { taskId: w.assignedTaskId } }),
  },
  {
    method: 'POST',
    url: '/api/tasks/:taskId/progress/start',
    expect: only({ professional: 200, owner: 403 }),
    fresh: true,
    prepare: async (w) => ({ params: { taskId: await w.freshAssigned() } }),
  },
  {
    method: 'POST',
    url: '/api/tasks/:taskId/progress',
    expect: only({ professional: 201, owner: 403 }),
    fresh: true,
    prepare: async (w) => ({ params: { taskId: await w.freshInProgress() }, body: { text: 'Medio olivar podado' } }),
  },
  {
    method: 'POST',
    url: '/api/tasks/:taskId/progress/finish',
    expect: only({ professional: 200, owner: 403 }),
    fresh: true,
    prepare: async (w, actor) => {
      const taskId = await w.freshInProgress();
      const uploader = actor === 'anonymous' || actor === 'suspended' ? w.pro : w.users[actor];
      const photoIds = [await w.uploadedPhoto(uploader, 'progress')];
      return { params: { taskId }, body: { text: 'Terminado', photoIds } };
    },
  },
  {
    method: 'POST',
    url: '/api/tasks/:taskId/progress/confirm',
    expect: only({ owner: 200, professional: 403 }),
    fresh: true,
    prepare: async (w) => ({ params: { taskId: await w.freshPendingConfirmation() } }),
  },
  {
    method: 'POST',
    url: '/api/tasks/:taskId/progress/request-changes',
    expect: only({ owner: 200, professional: 403 }),
    fresh: true,
    prepare: async (w) => ({
      params: { taskId: await w.freshPendingConfirmation() },
      body: { reason: 'Falta recoger las ramas' },
    }),
  },

  // ── Messages
  { method: 'GET', url: '/api/conversations', expect: signedIn() },
  {
    method: 'POST',
    url: '/api/conversations',
    expect: signedIn(200, { otherProfessional: 403 }),
    prepare: (w, actor) => ({ body: { withProfileId: counterpart(w, actor) } }),
    fresh: true,
    note: 'without a task: owners may write first to any professional; a professional only continues a conversation (the professional has one with the owner), a stranger is refused (CONVERSATION_NEEDS_TASK)',
  },
  {
    method: 'POST',
    url: '/api/conversations',
    expect: signedIn(200),
    prepare: (w, actor) => ({
      body: {
        withProfileId: counterpart(w, actor),
        taskId: counterpart(w, actor) === w.owner.profileId ? w.openTaskId : null,
      },
    }),
    fresh: true,
    note: 'professionals from the owner’s open task: a reason for any professional to write first',
  },
  {
    method: 'GET',
    url: '/api/conversations/:conversationId/messages',
    expect: only({ owner: 200, professional: 200 }),
    prepare: (w) => ({ params: { conversationId: w.conversationId } }),
  },
  {
    method: 'POST',
    url: '/api/conversations/:conversationId/messages',
    expect: only({ owner: 201, professional: 201 }),
    prepare: (w) => ({ params: { conversationId: w.conversationId }, body: { body: 'Un mensaje de la matriz' } }),
  },
  {
    method: 'POST',
    url: '/api/conversations/:conversationId/read',
    expect: only({ owner: 200, professional: 200 }),
    prepare: (w) => ({ params: { conversationId: w.conversationId } }),
  },

  // ── Notifications
  { method: 'GET', url: '/api/notifications', expect: signedIn() },
  { method: 'GET', url: '/api/notifications/unread-count', expect: signedIn() },
  { method: 'POST', url: '/api/notifications/read-all', expect: signedIn() },
  { method: 'GET', url: '/api/notifications/preferences', expect: signedIn() },
  {
    method: 'PUT',
    url: '/api/notifications/preferences',
    expect: signedIn(),
    prepare: () => ({ body: { preferences: Object.fromEntries(NOTIFICATION_TYPE_VALUES.map((t) => [t, true])) } }),
  },
  {
    method: 'POST',
    url: '/api/notifications/:notificationId/read',
    expect: only({ owner: 200 }),
    prepare: (w) => ({ params: { notificationId: w.notificationId } }),
  },

  // ── Push subscriptions (modules/push; push.test.ts sends real pushes)
  { method: 'GET', url: '/api/push/key', expect: signedIn() },
  {
    method: 'POST',
    url: '/api/push/subscriptions',
    expect: signedIn(),
    prepare: (_w, actor) => ({
      body: {
        endpoint: `https://push.example.com/matriz/${uniqueKey(actor)}`,
        keys: { p256dh: PUSH_P256DH, auth: 'dGVzdC1hdXRoLXNlY3JldA' },
      },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/push/subscriptions',
    expect: only({ owner: 200 }),
    note: "only the owner's own device: another's endpoint is a 404",
    fresh: true,
    prepare: async (w) => {
      const endpoint = `https://push.example.com/matriz/${uniqueKey('borrar')}`;
      const res = await w.owner.agent.post('/api/push/subscriptions', {
        endpoint,
        keys: { p256dh: PUSH_P256DH, auth: 'dGVzdC1hdXRoLXNlY3JldA' },
      });
      if (res.statusCode !== 200) throw new Error(`suscripción no guardada: ${res.body}`);
      return { query: `endpoint=${encodeURIComponent(endpoint)}` };
    },
  },

  // ── Real time (a WebSocket: a plain GET is told so; realtime.test.ts opens real sockets)
  { method: 'GET', url: '/api/realtime', expect: signedIn(426) },

  // ── Dashboard
  { method: 'GET', url: '/api/dashboard', expect: signedIn() },

  // ── Payments
  { method: 'GET', url: '/api/payments', expect: signedIn() },
  {
    method: 'POST',
    url: '/api/tasks/:taskId/payments',
    expect: only({ owner: 201 }),
    fresh: true,
    prepare: async (w) => ({
      params: { taskId: await w.freshAssigned() },
      body: { method: 'card', idempotencyKey: uniqueKey('pago') },
    }),
    note: 'a card payment opens with the charge for the provider’s element: no card data in the body',
  },
  {
    method: 'GET',
    url: '/api/payments/:paymentId',
    expect: only({ owner: 200, professional: 200 }),
    prepare: (w) => ({ params: { paymentId: w.paymentId } }),
  },
  {
    method: 'POST',
    url: '/api/payments/:paymentId/sync',
    expect: only({ owner: 200 }),
    prepare: async (w) => ({ params: { paymentId: (await w.openCardPayment(await w.freshAssigned())).paymentId } }),
    note: 'only the payer’s browser asks the provider about its card payment',
  },
  {
    method: 'POST',
    url: '/api/payments/payout-account',
    expect: signedIn(409, { professional: 200, otherProfessional: 200 }),
    note: 'a professional gets the onboarding address; an owner or an administrator has nothing to set up',
  },
  { method: 'POST', url: '/api/payments/payout-account/refresh', expect: signedIn() },
  {
    method: 'POST',
    url: '/api/payments/test-provider/charges/:ref/confirm',
    expect: signedIn(),
    fresh: true,
    prepare: async (w) => {
      const { ref, clientSecret } = await w.openCardPayment(await w.freshAssigned());
      return { params: { ref }, body: { clientSecret, paymentMethod: 'pm_prueba_visa' } };
    },
    note: 'the test provider’s side of the card element: the client secret is the credential, as with Stripe.js',
  },
  {
    method: 'POST',
    url: '/api/payments/test-provider/charges/:ref/authenticate',
    expect: signedIn(),
    fresh: true,
    prepare: async (w) => {
      const { ref, clientSecret } = await w.openCardPayment(await w.freshAssigned());
      return { params: { ref }, body: { clientSecret, approved: true } };
    },
  },
  {
    method: 'POST',
    url: '/api/payments/test-provider/charges/:ref/outside-refund',
    expect: adminOnly(),
    fresh: true,
    prepare: async (w) => ({ params: { ref: await w.heldChargeRef() } }),
    note: 'in test mode an administrator plays the provider’s dashboard (a refund made outside Faena)',
  },
  {
    method: 'POST',
    url: '/api/payments/test-provider/accounts/:ref/complete',
    expect: only({ professional: 200 }),
    prepare: async (w) => ({ params: { ref: await w.payoutAccountRef() } }),
    note: 'only the professional whose account it is completes its test onboarding',
  },
  {
    method: 'POST',
    url: '/api/payments/:paymentId/confirm-receipt',
    expect: only({ professional: 200 }),
    fresh: true,
    prepare: async (w) => ({ params: { paymentId: await w.pay(await w.freshAssigned(), 'transfer') } }),
  },
  // ── Invoices (billing details in /profile; a payment's invoices to its parties)
  { method: 'GET', url: '/api/profile/billing', expect: signedIn() },
  {
    method: 'PUT',
    url: '/api/profile/billing',
    expect: signedIn(),
    prepare: () => ({
      body: {
        taxId: '12345678Z',
        legalName: 'Nombre Fiscal de Prueba',
        address: 'Calle Mayor 1',
        postalCode: '23001',
        municipality: 'Jaén',
        province: 'Jaén',
      },
    }),
  },
  {
    method: 'GET',
    url: '/api/payments/:paymentId/invoices',
    expect: only({ owner: 200, professional: 200, admin: 200 }),
    prepare: (w) => ({ params: { paymentId: w.paymentId } }),
  },
  {
    method: 'GET',
    url: '/api/payments/:paymentId/invoices/:invoiceId/pdf',
    expect: signedIn(404),
    prepare: (w) => ({ params: { paymentId: w.paymentId, invoiceId: '00000000-0000-4000-8000-000000000000' } }),
    note: 'an invoice nobody may read is a 404; issuer, recipient and admins reading one: invoices.test.ts',
  },
  {
    method: 'POST',
    url: '/api/payments/webhooks/:provider',
    expect: everyone(403),
    prepare: () => ({ params: { provider: 'pruebas' }, body: { id: 'evt_1', type: 'charge.held', ref: 'ch_1' } }),
    note: 'the provider’s signature is the credential: unsigned is 403 for everyone',
  },

  // ── Disputes
  {
    method: 'GET',
    url: '/api/payments/:paymentId/dispute',
    expect: only({ owner: 200, professional: 200 }),
    prepare: (w) => ({ params: { paymentId: w.paymentId } }),
  },
  {
    method: 'POST',
    url: '/api/payments/:paymentId/dispute',
    expect: only({ owner: 201, professional: 201 }),
    fresh: true,
    prepare: async (w) => ({
      params: { paymentId: await w.pay(await w.freshAssigned()) },
      body: { reason: disputeReason, photoIds: [] },
    }),
    note: 'either party of a held card payment; anyone else does not learn it exists',
  },
  {
    method: 'GET',
    url: '/api/disputes/:disputeId',
    expect: only({ owner: 200, professional: 200, admin: 200 }),
    prepare: async (w) => ({ params: { disputeId: await sharedDispute(w) } }),
  },
  {
    method: 'POST',
    url: '/api/disputes/:disputeId/statements',
    expect: only({ owner: 201, professional: 201 }),
    prepare: async (w) => ({
      params: { disputeId: await sharedDispute(w) },
      body: { body: 'Adjunto lo que pasó ese día.', photoIds: [] },
    }),
    note: 'administrators decide, they do not state; limited per account (disputes.test.ts)',
  },
  {
    method: 'POST',
    url: '/api/disputes/:disputeId/statements',
    expect: only({ professional: 201, admin: 201 }),
    prepare: async (w) => ({
      params: { disputeId: await adminsOwnDispute(w) },
      body: { body: 'Mi versión de lo que pasó.', photoIds: [] },
    }),
    note: 'an administrator who paid states as a party; the task’s owner in other rows is a stranger here',
  },

  // ── Reviews
  {
    method: 'GET',
    url: '/api/tasks/:taskId/reviews',
    expect: only({ owner: 200, professional: 200 }),
    prepare: (w) => ({ params: { taskId: w.completedTaskId } }),
  },
  {
    method: 'POST',
    url: '/api/tasks/:taskId/reviews',
    expect: only({ owner: 201, professional: 201 }),
    fresh: true,
    prepare: async (w) => ({ params: { taskId: await w.freshCompleted() }, body: { rating: 4, comment: 'Bien' } }),
  },
  {
    method: 'POST',
    url: '/api/reviews/:reviewId/reply',
    expect: only({ professional: 200 }),
    fresh: true,
    prepare: async (w) => ({ params: { reviewId: await w.freshPublishedReview() }, body: { reply: 'Gracias' } }),
    note: 'the reviewee replies; for anyone else, the reviewer included, there is nothing to reply to',
  },

  // ── Professionals and portfolio
  { method: 'GET', url: '/api/professionals', expect: signedIn() },
  {
    method: 'GET',
    url: '/api/professionals/:professionalId',
    expect: signedIn(),
    prepare: (w) => ({ params: { professionalId: w.pro.profileId } }),
  },
  {
    method: 'GET',
    url: '/api/portfolio',
    expect: signedIn(200, { owner: 403, otherOwner: 403, admin: 403 }),
  },
  {
    method: 'POST',
    url: '/api/portfolio',
    expect: signedIn(201, { owner: 403, otherOwner: 403, admin: 403 }),
    prepare: () => ({ body: { title: 'Trabajo de la matriz', photoIds: [] } }),
  },
  {
    method: 'PUT',
    url: '/api/portfolio/:itemId',
    expect: only({ professional: 200 }),
    prepare: (w) => ({ params: { itemId: w.portfolioItemId }, body: { title: 'Poda de olivar', photoIds: [] } }),
  },
  {
    method: 'DELETE',
    url: '/api/portfolio/:itemId',
    expect: only({ professional: 200 }),
    fresh: true,
    prepare: async (w) => ({ params: { itemId: await w.freshPortfolioItem() } }),
  },

  // ── Verification
  { method: 'GET', url: '/api/verification', expect: signedIn() },
  {
    method: 'POST',
    url: '/api/verification/documents',
    expect: signedIn(201, { owner: 403, otherOwner: 403, admin: 403 }),
    fresh: true,
    prepare: () => ({
      multipart: {
        fields: { kind: 'dni' },
        files: [{ name: 'dni.pdf', data: SMALL_PDF, type: 'application/pdf' }],
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/verification/uploads',
    expect: signedIn(404, { owner: 403, otherOwner: 403, admin: 403, professional: 201 }),
    fresh: true,
    prepare: async (w) => {
      const tus = tusClient(w.pro.agent);
      const id = uploadIdOf(await tus.create('verification', SMALL_PDF.length, 'dni.pdf'));
      const res = await tus.patch(id, 0, SMALL_PDF);
      if (res.statusCode !== 204) throw new Error(`PATCH del documento: ${res.statusCode} ${res.body}`);
      return { body: { kind: 'dni', uploadIds: [id] } };
    },
    note: 'the professional’s own uploaded PDF; the other professional does not find it',
  },
  {
    method: 'GET',
    url: '/api/verification/documents/:documentId',
    expect: only({ professional: 200, admin: 200 }),
    prepare: (w) => ({ params: { documentId: w.documentId } }),
  },
  {
    method: 'DELETE',
    url: '/api/verification/documents/:documentId',
    expect: only({ professional: 200 }),
    fresh: true,
    prepare: async (w) => ({ params: { documentId: await w.freshDocument() } }),
  },

  // ── Administration
  {
    method: 'POST',
    url: '/api/admin/actions',
    expect: adminOnly(201),
    prepare: () => ({ body: { action_name: 'prueba', target_table_name: 'profiles' } }),
  },
  { method: 'GET', url: '/api/admin/actions', expect: adminOnly() },
  { method: 'GET', url: '/api/admin/overview', expect: adminOnly() },
  { method: 'GET', url: '/api/admin/users', expect: adminOnly() },
  {
    method: 'GET',
    url: '/api/admin/users/:profileId',
    expect: adminOnly(),
    prepare: (w) => ({ params: { profileId: w.pro.profileId } }),
  },
  {
    method: 'POST',
    url: '/api/admin/users/:profileId/verify',
    expect: adminOnly(),
    prepare: (w) => ({ params: { profileId: w.users.otherProfessional.profileId } }),
  },
  {
    method: 'POST',
    url: '/api/admin/users/:profileId/reject-verification',
    expect: adminOnly(),
    prepare: (w) => ({ params: { profileId: w.users.otherProfessional.profileId }, body: reason }),
  },
  {
    method: 'POST',
    url: '/api/admin/users/:profileId/unverify',
    expect: adminOnly(),
    prepare: (w) => ({ params: { profileId: w.users.otherProfessional.profileId } }),
  },
  {
    method: 'POST',
    url: '/api/admin/users/:profileId/grant-admin',
    expect: adminOnly(),
    fresh: true,
    prepare: async (w) => ({ params: { profileId: (await w.freshUser()).profileId } }),
  },
  {
    method: 'POST',
    url: '/api/admin/users/:profileId/revoke-admin',
    expect: adminOnly(),
    fresh: true,
    prepare: async (w) => ({ params: { profileId: (await w.freshUser({ admin: true })).profileId } }),
  },
  {
    method: 'POST',
    url: '/api/admin/users/:profileId/suspend',
    expect: adminOnly(),
    fresh: true,
    prepare: async (w) => ({ params: { profileId: (await w.freshUser()).profileId }, body: reason }),
  },
  {
    method: 'POST',
    url: '/api/admin/users/:profileId/reactivate',
    expect: adminOnly(),
    fresh: true,
    prepare: async (w) => ({ params: { profileId: (await w.freshSuspended()).profileId } }),
  },
  { method: 'GET', url: '/api/admin/tasks', expect: adminOnly() },
  {
    method: 'POST',
    url: '/api/admin/tasks/:taskId/hide',
    expect: adminOnly(),
    fresh: true,
    prepare: async (w) => ({ params: { taskId: await w.freshOpenTask() }, body: reason }),
  },
  {
    method: 'POST',
    url: '/api/admin/tasks/:taskId/unhide',
    expect: adminOnly(),
    fresh: true,
    prepare: async (w) => {
      const taskId = await w.freshOpenTask();
      await w.users.admin.agent.post(`/api/admin/tasks/${taskId}/hide`, reason);
      return { params: { taskId } };
    },
  },
  {
    method: 'POST',
    url: '/api/admin/tasks/:taskId/cancel',
    expect: adminOnly(),
    fresh: true,
    prepare: async (w) => ({ params: { taskId: await w.freshOpenTask() }, body: reason }),
  },
  { method: 'GET', url: '/api/admin/properties', expect: adminOnly() },
  {
    method: 'POST',
    url: '/api/admin/properties/:propertyId/archive',
    expect: adminOnly(),
    fresh: true,
    prepare: async (w) => ({ params: { propertyId: await w.freshProperty() }, body: reason }),
  },
  {
    method: 'POST',
    url: '/api/admin/properties/:propertyId/restore',
    expect: adminOnly(),
    fresh: true,
    prepare: async (w) => {
      const propertyId = await w.freshProperty();
      await w.users.admin.agent.post(`/api/admin/properties/${propertyId}/archive`, reason);
      return { params: { propertyId } };
    },
  },
  { method: 'GET', url: '/api/admin/payments', expect: adminOnly() },
  { method: 'GET', url: '/api/admin/disputes', expect: adminOnly() },
  {
    method: 'GET',
    url: '/api/admin/disputes/:disputeId',
    expect: adminOnly(),
    prepare: async (w) => ({ params: { disputeId: await sharedDispute(w) } }),
  },
  {
    method: 'POST',
    url: '/api/admin/disputes/:disputeId/decision',
    expect: adminOnly(),
    fresh: true,
    prepare: async (w) => ({
      params: { disputeId: await freshDispute(w) },
      body: { outcome: 'refund', note: 'Se devuelve todo al propietario.' },
    }),
  },
  {
    method: 'GET',
    url: '/api/admin/disputes/:disputeId',
    expect: adminOnly(),
    prepare: async (w) => ({ params: { disputeId: await adminsOwnDispute(w) } }),
    note: 'an administrator who is a party reads it (the decision form is hidden)',
  },
  {
    method: 'POST',
    url: '/api/admin/disputes/:disputeId/decision',
    expect: adminOnly(403),
    prepare: async (w) => ({
      params: { disputeId: await adminsOwnDispute(w) },
      body: { outcome: 'refund', note: 'Me lo devuelvo a mí.' },
    }),
    note: 'an administrator who paid does not decide their own dispute',
  },
  {
    method: 'POST',
    url: '/api/admin/payments/:paymentId/release',
    expect: adminOnly(),
    fresh: true,
    prepare: async (w) => ({ params: { paymentId: await w.pay(await w.freshAssigned()) }, body: reason }),
  },
  {
    method: 'POST',
    url: '/api/admin/payments/:paymentId/refund',
    expect: adminOnly(),
    fresh: true,
    prepare: async (w) => ({ params: { paymentId: await w.pay(await w.freshAssigned()) }, body: reason }),
  },
];
