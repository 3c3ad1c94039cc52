import { z } from 'zod';
import { m } from '../messages';
import { NOTIFICATION_TYPE_VALUES } from '../reference/notifications';
import { PROGRESS_KIND_VALUES, TASK_STATUS_VALUES } from '../reference/states';
import { zUploadedImage } from './images';
import { zPhotoIds } from './properties';
import { zPerson } from './tasks';

// ---------- Notifications ----------

export const zNotification = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationDto = z.infer<typeof zNotification>;

export const zNotificationPage = z.object({
  items: z.array(zNotification),
  unread: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof zNotificationPage>;

/**
 * Per notification type, whether it also goes by e-mail: every type, and no other key. An object
 * with one field per type (not a record keyed by an enum) so the OpenAPI document, and with it the
 * web's contract, names the types.
 */
const zPreferenceFlags = z.strictObject(
  Object.fromEntries(NOTIFICATION_TYPE_VALUES.map((type) => [type, z.boolean()])) as {
    [T in (typeof NOTIFICATION_TYPE_VALUES)[number]]: z.ZodBoolean;
  },
);

/**
 * The notification preferences: per type, whether it also goes by e-mail (`preferences`) and
 * as a push to the person's installed app ('Avisos en el móvil', `push`; off until they turn it on).
 */
export const zEmailPreferences = z.object({ preferences: zPreferenceFlags, push: zPreferenceFlags });
export type EmailPreferences = z.infer<typeof zEmailPreferences>;
/** What a client saves: `push` may be left out (a client from before the push channel keeps them). */
export const zEmailPreferencesInput = z.object({ preferences: zPreferenceFlags, push: zPreferenceFlags.optional() });
export type EmailPreferencesInput = z.infer<typeof zEmailPreferencesInput>;

// ---------- Push subscriptions (Web Push, RFC 8030) ----------

/**
 * A browser's PushSubscription as its toJSON() gives it: where its push service takes messages
 * and the keys to encrypt them (RFC 8291): p256dh, an uncompressed P-256 point (65 bytes), and
 * auth, 16 bytes, both base64url without padding. Whether the endpoint's scheme is allowed (https;
 * http on this machine only outside production) is the server's check.
 */
export const zPushSubscriptionInput = z.object({
  endpoint: z
    .string()
    .max(1000, m('La dirección del servicio de avisos es demasiado larga.'))
    .regex(/^https?:\/\/[^\s]+$/, m('La dirección del servicio de avisos no es válida.')),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^B[A-Za-z0-9_-]{86}$/, m('La clave p256dh del navegador no es válida (65 bytes en base64url).')),
    auth: z
      .string()
      .regex(/^[A-Za-z0-9_-]{22}$/, m('La clave auth del navegador no es válida (16 bytes en base64url).')),
  }),
});
export type PushSubscriptionInput = z.infer<typeof zPushSubscriptionInput>;

export const zPushUnsubscribe = z.object({
  endpoint: z.string().max(1000, m('La dirección del servicio de avisos es demasiado larga.')),
});

export const zPushKey = z.object({
  /** The VAPID public key (base64url), the applicationServerKey of pushManager.subscribe. */
  publicKey: z.string(),
});

// ---------- Messages ----------

export const zMessageInput = z
  .object({
    body: z.string().trim().max(4000, m('Máximo 4000 caracteres.')).default(''),
    photoIds: zPhotoIds,
    /** Set by the device so a retried send stores one message. */
    clientId: z.string().trim().min(8).max(64).optional(),
    /**
     * The task this message is about, when the conversation was opened from a task other than
     * its context: sending it makes that task the conversation's context ("Sobre:").
     */
    taskId: z.uuid(m('Tarea no válida.')).nullable().optional(),
  })
  .refine((m) => m.body.length > 0 || m.photoIds.length > 0, {
    path: ['body'],
    message: m('Escribe un mensaje o añade una foto.'),
  });
export type MessageInput = z.input<typeof zMessageInput>;

export const zMessage = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string().nullable(),
  body: z.string(),
  photos: z.array(zUploadedImage),
  task: z.object({ id: z.string(), title: z.string() }).nullable(),
  clientId: z.string().nullable(),
  createdAt: z.string(),
});
export type MessageDto = z.infer<typeof zMessage>;

export const zConversation = z.object({
  id: z.string(),
  other: zPerson,
  contextTask: z.object({ id: z.string(), title: z.string() }).nullable(),
  lastMessage: z
    .object({ body: z.string(), createdAt: z.string(), mine: z.boolean(), hasPhotos: z.boolean() })
    .nullable(),
  unread: z.number().int(),
  updatedAt: z.string(),
});
export type ConversationDto = z.infer<typeof zConversation>;

export const zOpenConversation = z.object({
  withProfileId: z.uuid(m('Persona no válida.')),
  taskId: z.uuid(m('Tarea no válida.')).nullable().optional(),
});
export type OpenConversationInput = z.input<typeof zOpenConversation>;

export const zMessagePage = z.object({ items: z.array(zMessage), nextCursor: z.string().nullable() });
export type MessagePage = z.infer<typeof zMessagePage>;

// ---------- Progress ----------

export const zProgressUpdate = z.object({
  id: z.string(),
  kind: z.enum(PROGRESS_KIND_VALUES),
  text: z.string().nullable(),
  percent: z.number().int().nullable(),
  photos: z.array(zUploadedImage),
  author: zPerson,
  createdAt: z.string(),
});
export type ProgressUpdateDto = z.infer<typeof zProgressUpdate>;

export const zProgress = z.object({
  task: z.object({
    id: z.string(),
    title: z.string(),
    status: z.enum(TASK_STATUS_VALUES),
    timeZone: z.string(),
    finishedAt: z.string().nullable(),
    /** When a finished task completes by itself if the owner does not answer. */
    autoCompleteAt: z.string().nullable(),
  }),
  owner: zPerson,
  professional: zPerson,
  updates: z.array(zProgressUpdate),
  viewer: z.object({
    isOwner: z.boolean(),
    canStart: z.boolean(),
    canPost: z.boolean(),
    canFinish: z.boolean(),
    canConfirm: z.boolean(),
    canRequestChanges: z.boolean(),
  }),
});
export type ProgressDto = z.infer<typeof zProgress>;

export const zProgressPost = z
  .object({
    text: z.string().trim().max(2000, m('Máximo 2000 caracteres.')).default(''),
    percent: z.number().int().min(0, m('Entre 0 y 100.')).max(100, m('Entre 0 y 100.')).nullable().optional(),
    photoIds: zPhotoIds,
  })
  .refine((p) => p.text.length > 0 || p.photoIds.length > 0, {
    path: ['text'],
    message: m('Escribe qué has hecho o añade una foto.'),
  });
export type ProgressPostInput = z.input<typeof zProgressPost>;

export const zFinishWork = z.object({
  text: z.string().trim().max(2000, m('Máximo 2000 caracteres.')).default(''),
  photoIds: zPhotoIds.refine((ids) => ids.length > 0, m('Añade al menos una foto del trabajo terminado.')),
});
export type FinishWorkInput = z.input<typeof zFinishWork>;

export const zRequestChanges = z.object({
  reason: z
    .string({ error: m('Explica qué hay que cambiar.') })
    .trim()
    .min(5, m('Explica qué hay que cambiar (al menos 5 caracteres).'))
    .max(2000, m('Máximo 2000 caracteres.')),
});
