import { adminActions, type Executor } from '@faena/db';

export interface AdminActionInput {
  /** The acting admin's profile, or null for the command line. */
  adminId: string | null;
  /** Who acted, readable after the admin is gone: an e-mail, or "línea de comandos (usuario)". */
  actor: string;
  actionName: string;
  targetTableName: string;
  targetRecordId: string | null;
  /** The record before the change; null for a creation. */
  oldData: unknown;
  /** The record after the change; null for a deletion. */
  newData: unknown;
}

/**
 * log_admin_action: writes one audit row. Called inside the transaction of the change it
 * records, so no admin change exists without its record.
 */
export async function logAdminAction(db: Executor, input: AdminActionInput): Promise<string> {
  const [row] = await db
    .insert(adminActions)
    .values({
      adminId: input.adminId,
      actor: input.actor,
      actionName: input.actionName,
      targetTableName: input.targetTableName,
      targetRecordId: input.targetRecordId,
      oldData: input.oldData ?? null,
      newData: input.newData ?? null,
    })
    .returning({ id: adminActions.id });
  if (!row) throw new Error('No se pudo registrar la acción de administración');
  return row.id;
}
