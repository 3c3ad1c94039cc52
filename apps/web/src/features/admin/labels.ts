import { PROVINCES_SORTED } from '@faena/shared';

/** What each action means, for the filter and the table. */
export const ACTION_LABELS: Record<string, string> = {
  grant_admin: 'Dar permisos de administrador',
  revoke_admin: 'Quitar permisos de administrador',
  verify_professional: 'Verificar profesional',
  reject_verification: 'Rechazar verificación',
  unverify_professional: 'Quitar verificación',
  suspend_user: 'Suspender cuenta',
  reactivate_user: 'Reactivar cuenta',
  hide_task: 'Ocultar tarea',
  unhide_task: 'Mostrar tarea',
  cancel_task: 'Cancelar tarea',
  archive_property: 'Archivar propiedad',
  restore_property: 'Recuperar propiedad',
  release_payment: 'Liberar pago',
  refund_payment: 'Reembolsar pago',
};

export const TABLE_LABELS: Record<string, string> = {
  profiles: 'Perfiles',
  field_worker_profiles: 'Perfiles profesionales',
  tasks: 'Tareas',
  properties: 'Propiedades',
  payments: 'Pagos',
};

export const actionLabel = (name: string) => ACTION_LABELS[name] ?? name;
export const tableLabel = (name: string) => TABLE_LABELS[name] ?? name;

/** Provinces as filter options, alphabetically. */
export const PROVINCE_OPTIONS = PROVINCES_SORTED.map((p) => [p.code, p.name] as const);
