import { PROVINCES_SORTED } from '@faena/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';

/** What each action means, for the filter and the table. */
export const ACTION_LABELS: Record<string, MessageDescriptor> = {
  grant_admin: msg`Dar permisos de administrador`,
  revoke_admin: msg`Quitar permisos de administrador`,
  verify_professional: msg`Verificar profesional`,
  reject_verification: msg`Rechazar verificación`,
  unverify_professional: msg`Quitar verificación`,
  suspend_user: msg`Suspender cuenta`,
  reactivate_user: msg`Reactivar cuenta`,
  hide_task: msg`Ocultar tarea`,
  unhide_task: msg`Mostrar tarea`,
  cancel_task: msg`Cancelar tarea`,
  archive_property: msg`Archivar propiedad`,
  restore_property: msg`Recuperar propiedad`,
  release_payment: msg`Liberar pago`,
  refund_payment: msg`Reembolsar pago`,
};

export const TABLE_LABELS: Record<string, MessageDescriptor> = {
  profiles: msg`Perfiles`,
  field_worker_profiles: msg`Perfiles profesionales`,
  tasks: msg`Tareas`,
  properties: msg`Propiedades`,
  payments: msg`Pagos`,
};

/** A list's labels as filter options, in the current language (call it while rendering). */
export const labelOptions = (labels: Record<string, MessageDescriptor>) =>
  Object.entries(labels).map(([value, label]) => [value, t(label)] as const);

/** Labels of the shared package (Castellano, marked m()) as filter options, in the current language. */
export const sharedOptions = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => [value, i18n._(label)] as const);

export const actionLabel = (name: string) => {
  const label = ACTION_LABELS[name];
  return label ? t(label) : name;
};
export const tableLabel = (name: string) => {
  const label = TABLE_LABELS[name];
  return label ? t(label) : name;
};

/** Provinces as filter options, alphabetically. */
export const PROVINCE_OPTIONS = PROVINCES_SORTED.map((p) => [p.code, p.name] as const);
