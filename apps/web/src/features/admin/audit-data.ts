import { formatCents, formatDateTime, PAYMENT_STATUSES, TASK_STATUSES, VERIFICATION_STATUSES } from '@faena/shared';

/**
 * The before and after of an admin action, as a person reads them: "Administrador: No",
 * "Estado: Cancelada", "Suspendida desde: 3 mar 2026, 10:15" — never raw JSON.
 */
export interface AuditField {
  label: string;
  value: string;
}

const FIELD_LABELS: Record<string, string> = {
  is_admin: 'Administrador',
  verified: 'Verificado',
  verification_status: 'Verificación',
  verification_note: 'Nota de la verificación',
  suspended_at: 'Suspendida desde',
  reason: 'Motivo',
  hidden_at: 'Oculta desde',
  status: 'Estado',
  cancel_reason: 'Motivo de la cancelación',
  archived_at: 'Archivada desde',
  paymentStatus: 'Estado del pago',
  paymentId: 'Pago',
  outcome: 'Decisión',
  payeeCents: 'Para el profesional',
  payerCents: 'Devuelto al propietario',
  refundedCents: 'Reembolsado',
  note: 'Nota',
};

const OUTCOMES: Record<string, string> = {
  release: 'Liberar todo al profesional',
  refund: 'Reembolsar todo al propietario',
  split: 'Repartir',
};

const DISPUTE_STATUSES: Record<string, string> = { open: 'Abierta', resolved: 'Resuelta' };

/** "cancel_reason" or "cancelReason" → "Cancel reason", for a field this list does not know yet. */
function humanize(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function statusLabel(table: string, value: string): string {
  const labels: Record<string, string> =
    table === 'tasks' ? TASK_STATUSES : table === 'payments' ? PAYMENT_STATUSES : DISPUTE_STATUSES;
  return labels[value] ?? value;
}

function valueText(key: string, value: unknown, table: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') return key.endsWith('Cents') ? formatCents(value) : value.toLocaleString('es-ES');
  if (typeof value === 'string') {
    if (key.endsWith('_at') && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
    if (key === 'status') return statusLabel(table, value);
    if (key === 'paymentStatus') return PAYMENT_STATUSES[value as keyof typeof PAYMENT_STATUSES] ?? value;
    if (key === 'verification_status') {
      return VERIFICATION_STATUSES[value as keyof typeof VERIFICATION_STATUSES] ?? value;
    }
    if (key === 'outcome') return OUTCOMES[value] ?? value;
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => valueText(key, v, table)).join(', ');
  return JSON.stringify(value);
}

/** The fields of an action's old or new data; empty when there is none (a creation's before). */
export function auditFields(data: unknown, table: string): AuditField[] {
  if (data === null || data === undefined) return [];
  if (typeof data !== 'object' || Array.isArray(data)) return [{ label: 'Valor', value: valueText('', data, table) }];
  return Object.entries(data as Record<string, unknown>).map(([key, value]) => ({
    label: FIELD_LABELS[key] ?? humanize(key),
    value: valueText(key, value, table),
  }));
}
