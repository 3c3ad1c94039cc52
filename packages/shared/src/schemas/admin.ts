import { z } from 'zod';
import { m } from '../messages';
import { TASK_CATEGORY_SLUGS } from '../reference/categories';
import {
  PAYMENT_METHOD_VALUES,
  PAYMENT_STATUS_VALUES,
  ROLE_VALUES,
  TASK_STATUS_VALUES,
  VERIFICATION_STATUS_VALUES,
} from '../reference/states';
import { zPayment } from './payments';
import { zTaskSummary } from './tasks';

export const VERIFICATION_DOCUMENT_KINDS = {
  dni: m('DNI o NIE'),
  autonomo: m('Alta de autónomo'),
  seguro: m('Seguro de responsabilidad civil'),
  certificado: m('Certificado profesional (por ejemplo, carné de aplicador de fitosanitarios)'),
} as const;
export type VerificationDocumentKind = keyof typeof VERIFICATION_DOCUMENT_KINDS;
export const VERIFICATION_DOCUMENT_KIND_VALUES = Object.keys(VERIFICATION_DOCUMENT_KINDS) as [
  VerificationDocumentKind,
  ...VerificationDocumentKind[],
];

export const zVerificationDocument = z.object({
  id: z.string(),
  kind: z.enum(VERIFICATION_DOCUMENT_KIND_VALUES),
  originalName: z.string(),
  mimeType: z.string(),
  bytes: z.number().int(),
  createdAt: z.string(),
});
export type VerificationDocumentDto = z.infer<typeof zVerificationDocument>;

export const zVerification = z.object({
  status: z.enum(VERIFICATION_STATUS_VALUES),
  note: z.string().nullable(),
  documents: z.array(zVerificationDocument),
});
export type VerificationDto = z.infer<typeof zVerification>;

/** Documents sent by resumable upload (POST /api/uploads with purpose verification), then named here. */
export const zVerificationFromUploads = z.object({
  kind: z.enum(VERIFICATION_DOCUMENT_KIND_VALUES, { error: m('Indica qué documento es.') }),
  uploadIds: z
    .array(z.uuid(m('Uno de los archivos no es válido.')), { error: m('Elige al menos un documento.') })
    .min(1, m('Elige al menos un documento.'))
    .max(5, m('Envía como máximo 5 documentos a la vez.'))
    .refine((ids) => new Set(ids).size === ids.length, m('Has elegido el mismo archivo dos veces.')),
});
export type VerificationFromUploads = z.infer<typeof zVerificationFromUploads>;

const zPage = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
// Admin filters come from the address bar: a bad one gets a short Spanish message, never zod's
// default that lists the raw values.
const zBoolFilter = optional(
  z.enum(['true', 'false'], { error: m('Filtro no válido.') }).transform((v) => v === 'true'),
);
const zDateFilter = optional(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, m('Fecha no válida.')));
const zPageNumber = optional(
  z.coerce
    .number({ error: m('Página no válida.') })
    .int(m('Página no válida.'))
    .min(1, m('Página no válida.'))
    .max(100_000, m('Página no válida.')),
);

/** How each admin list can be ordered (the first, newest first, is the default). */
export const ADMIN_SORTS = {
  users: { recent: m('Más recientes'), oldest: m('Más antiguos'), name: m('Por nombre') },
  tasks: {
    recent: m('Más recientes'),
    oldest: m('Más antiguas'),
    title: m('Por título'),
    start: m('Por fecha de inicio'),
  },
  properties: { recent: m('Más recientes'), oldest: m('Más antiguas'), name: m('Por nombre') },
  payments: { recent: m('Más recientes'), oldest: m('Más antiguos'), amount: m('Por importe (mayor primero)') },
} as const;
const zSort = <T extends Record<string, string>>(sorts: T) =>
  optional(z.enum(Object.keys(sorts) as [keyof T & string, ...(keyof T & string)[]], { error: m('Orden no válido.') }));

const zAdminListQuery = z.object({
  q: optional(z.string().trim().max(100, m('Búsqueda demasiado larga.'))),
  page: zPageNumber,
  pageSize: optional(
    z.coerce
      .number({ error: m('Tamaño de página no válido.') })
      .int(m('Tamaño de página no válido.'))
      .min(10, m('Tamaño de página no válido.'))
      .max(100, m('Tamaño de página no válido.')),
  ),
});

export const zAdminUsersQuery = zAdminListQuery.extend({
  sort: zSort(ADMIN_SORTS.users),
  role: optional(z.enum(ROLE_VALUES, { error: m('Rol no válido.') })),
  verified: zBoolFilter,
  admin: zBoolFilter,
  suspended: zBoolFilter,
  verification: optional(z.enum(VERIFICATION_STATUS_VALUES, { error: m('Estado de verificación no válido.') })),
});

export const zAdminUser = z.object({
  profileId: z.string(),
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLE_VALUES),
  isAdmin: z.boolean(),
  verified: z.boolean(),
  verificationStatus: z.enum(VERIFICATION_STATUS_VALUES).nullable(),
  suspendedAt: z.string().nullable(),
  province: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUserDto = z.infer<typeof zAdminUser>;
export const zAdminUserPage = zPage(zAdminUser);
export type AdminUserPage = z.infer<typeof zAdminUserPage>;

export const zAdminUserDetail = z.object({
  user: zAdminUser,
  phone: z.string().nullable(),
  verification: zVerification.nullable(),
  tasks: z.array(zTaskSummary),
  applications: z.array(
    z.object({
      id: z.string(),
      taskId: z.string(),
      taskTitle: z.string(),
      status: z.string(),
      priceCents: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  payments: z.array(zPayment),
  reviewsReceived: z.array(
    z.object({
      id: z.string(),
      rating: z.number().int(),
      comment: z.string().nullable(),
      publishedAt: z.string().nullable(),
      taskTitle: z.string(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof zAdminUserDetail>;

export const zAdminTasksQuery = zAdminListQuery.extend({
  sort: zSort(ADMIN_SORTS.tasks),
  status: optional(z.enum(TASK_STATUS_VALUES, { error: m('Estado no válido.') })),
  category: optional(z.enum(TASK_CATEGORY_SLUGS, { error: m('Categoría no válida.') })),
  province: optional(z.string().regex(/^\d{2}$/, m('Provincia no válida.'))),
  owner: optional(z.string().trim().max(100, m('Búsqueda demasiado larga.'))),
  hidden: zBoolFilter,
});
export const zAdminTask = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(TASK_STATUS_VALUES),
  category: z.enum(TASK_CATEGORY_SLUGS),
  province: z.string(),
  municipality: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  hiddenAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminTaskDto = z.infer<typeof zAdminTask>;
export const zAdminTaskPage = zPage(zAdminTask);
export type AdminTaskPage = z.infer<typeof zAdminTaskPage>;

export const zAdminPropertiesQuery = zAdminListQuery.extend({
  sort: zSort(ADMIN_SORTS.properties),
  province: optional(z.string().regex(/^\d{2}$/, m('Provincia no válida.'))),
  archived: zBoolFilter,
});
export const zAdminProperty = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  province: z.string(),
  municipality: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  taskCount: z.number().int(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminPropertyDto = z.infer<typeof zAdminProperty>;
export const zAdminPropertyPage = zPage(zAdminProperty);
export type AdminPropertyPage = z.infer<typeof zAdminPropertyPage>;

export const zAdminPaymentsQuery = zAdminListQuery.extend({
  sort: zSort(ADMIN_SORTS.payments),
  status: optional(z.enum(PAYMENT_STATUS_VALUES, { error: m('Estado no válido.') })),
  method: optional(z.enum(PAYMENT_METHOD_VALUES, { error: m('Forma de pago no válida.') })),
  from: zDateFilter,
  to: zDateFilter,
});
export const zAdminPaymentPage = zPage(zPayment);
export type AdminPaymentPage = z.infer<typeof zAdminPaymentPage>;

export const zAdminActionsQuery = z.object({
  admin: optional(z.string().trim().max(200, m('Búsqueda demasiado larga.'))),
  action: optional(z.string().trim().max(100, m('Búsqueda demasiado larga.'))),
  table: optional(z.string().trim().max(100, m('Búsqueda demasiado larga.'))),
  from: zDateFilter,
  to: zDateFilter,
  page: zPageNumber,
});

export const zAdminAction = z.object({
  id: z.string(),
  adminId: z.string().nullable(),
  actor: z.string(),
  actionName: z.string(),
  targetTableName: z.string(),
  targetRecordId: z.string().nullable(),
  oldData: z.unknown(),
  newData: z.unknown(),
  createdAt: z.string(),
});
export type AdminActionDto = z.infer<typeof zAdminAction>;
export const zAdminActionPage = zPage(zAdminAction);
export type AdminActionPage = z.infer<typeof zAdminActionPage>;

export const zReason = z.object({
  reason: z
    .string({ error: m('Escribe el motivo.') })
    .trim()
    .min(5, m('Escribe el motivo (al menos 5 caracteres).'))
    .max(500, m('Máximo 500 caracteres.')),
});

export const zAdminOverview = z.object({
  users: z.object({
    owners: z.number().int(),
    professionals: z.number().int(),
    admins: z.number().int(),
    suspended: z.number().int(),
    pendingVerification: z.number().int(),
  }),
  signupsByWeek: z.array(z.object({ week: z.string(), owners: z.number().int(), professionals: z.number().int() })),
  tasksByStatus: z.array(z.object({ status: z.enum(TASK_STATUS_VALUES), count: z.number().int() })),
  applications: z.object({ total: z.number().int(), accepted: z.number().int(), pending: z.number().int() }),
  /** Completed ÷ (completed + cancelled after being published), in percent. */
  completionRate: z.number().nullable(),
  paymentsByMonth: z.array(
    z.object({
      month: z.string(),
      heldCents: z.number().int(),
      releasedCents: z.number().int(),
      refundedCents: z.number().int(),
      feesCents: z.number().int(),
    }),
  ),
  latestActions: z.array(zAdminAction),
});
export type AdminOverview = z.infer<typeof zAdminOverview>;
