import { formatCents, formatDateTime, PAYMENT_STATUSES, TASK_STATUSES, VERIFICATION_STATUSES } from '@faena/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';

/**
 * The before and after of an admin action, as a person reads them: "Administrador: No",
 * "Estado: Cancelada", "Suspendida desde: 3 mar 2026, 10:15" — never raw JSON.
 */
export interface AuditField {
  label: string;
  value: string;
}

const FIELD_LABELS: Record<string, MessageDescriptor> = {
  is_admin: msg`Administrador`,
  verified: msg`Verificado`,
  verification_status: msg`Verificación`,
  verification_note: msg`Nota de la verificación`,
  suspended_at: msg`Suspendida desde`,
  reason: msg`Motivo`,
  hidden_at: msg`Oculta desde`,
  status: msg`Estado`,
  cancel_reason: msg`Motivo de la cancelación`,
  archived_at: msg`Archivada desde`,
  paymentStatus: msg`Estado del pago`,
  paymentId: msg`Pago`,
  outcome: msg`Decisión`,
  payeeCents: msg`Para el profesional`,
  payerCents: msg`Devuelto al propietario`,
  refundedCents: msg`Reembolsado`,
  note: msg`Nota`,
};

const OUTCOMES: Record<string, MessageDescriptor> = {
  release: msg`Liberar todo al profesional`,
  refund: msg`Reembolsar todo al propietario`,
  split: msg`Repartir`,
};

const DISPUTE_STATUSES: Record<string, MessageDescriptor> = {
  open: msg({ message: 'Abierta', context: 'estado de una disputa' }),
  resolved: msg({ message: 'Resuelta', context: 'estado de una disputa' }),
};

/** "cancel_reason" or "cancelReason" → "Cancel reason", for a field this list does not know yet. */
function humanize(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function statusLabel(table: string, value: string): string {
  if (table === 'tasks' || table === 'payments') {
    const labels: Record<string, string> = table === 'tasks' ? TASK_STATUSES : PAYMENT_STATUSES;
    const label = labels[value];
    return label ? i18n._(label) : value;
  }
  const label = DISPUTE_STATUSES[value];
  return label ? t(label) : value;
}

function valueText(key: string, value: unknown, table: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean')
    return value
      ? t({ message: 'Sí', comment: 'valor de un campo sí/no' })
      : t({ message: 'No', comment: 'valor de un campo sí/no' });
  if (typeof value === 'number') return key.endsWith('Cents') ? formatCents(value) : value.toLocaleString('es-ES');
  if (typeof value === 'string') {
    if (key.endsWith('_at') && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
    if (key === 'status') return statusLabel(table, value);
    if (key === 'paymentStatus') {
      const label = PAYMENT_STATUSES[value as keyof typeof PAYMENT_STATUSES];
      return label ? i18n._(label) : value;
    }
    if (key === 'verification_status') {
      const label = VERIFICATION_STATUSES[value as keyof typeof VERIFICATION_STATUSES];
      return label ? i18n._(label) : value;
    }
    if (key === 'outcome') {
      const outcome = OUTCOMES[value];
      return outcome ? t(outcome) : value;
    }
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => valueText(key, v, table)).join(', ');
  return JSON.stringify(value);
}

/** The fields of an action's old or new data; empty when there is none (a creation's before). */
export function auditFields(data: unknown, table: string): AuditField[] {
  if (data === null || data === undefined) return [];
  if (typeof data !== 'object' || Array.isArray(data)) return [{ label: t`Valor`, value: valueText('', data, table) }];
  return Object.entries(data as Record<string, unknown>).map(([key, value]) => {
    const label = FIELD_LABELS[key];
    return { label: label ? t(label) : humanize(key), value: valueText(key, value, table) };
  });
}
