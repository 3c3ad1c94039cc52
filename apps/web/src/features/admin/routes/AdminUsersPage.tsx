import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  formatCents,
  formatDateTime,
  PAYMENT_STATUSES,
  ROLES,
  TASK_STATUSES,
  VERIFICATION_STATUSES,
} from '@faena/shared';
import { ADMIN_SORTS, type VerificationDocumentDto } from '@faena/shared/schemas';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { QueryState } from '@/components/QueryState';
import { useUrlFilters } from '@/components/search/useUrlFilters';
import { Badge, Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { usePageTitle } from '@/lib/page-title';
import { adminApi, adminKeys } from '../api';
import { ActionButton, AdminList } from '../components/AdminBits';
import { FilterBar, FilterSelect, SortSelect } from '../components/AdminFilters';
import { sharedOptions } from '../labels';

const KEYS = ['q', 'role', 'verified', 'admin', 'suspended', 'verification', 'page', 'usuario', 'sort'] as const;

/** What the users screen shows from other features, given by app/screens/AdminUsersScreen.tsx. */
export interface AdminUsersSlots {
  /** A user's verification documents, each opening in a new tab (features/verification). */
  DocumentList: ComponentType<{ documents: VerificationDocumentDto[] }>;
}

export function AdminUsersPage(slots: AdminUsersSlots) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Usuarios · Administración`);
  const filters = useUrlFilters(KEYS);
  // The open panel is in the address too, but it is not a filter of the list.
  const { usuario, ...query } = filters.values;
  const list = useQuery({
    queryKey: adminKeys.list('users', query),
    queryFn: () => adminApi.users(query),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t`Usuarios`}</h1>
      <FilterBar filters={filters} search={{ q: t`Buscar por nombre o correo` }}>
        <FilterSelect
          filters={filters}
          name="role"
          label={t`Papel`}
          any={t({ message: 'Todos', context: 'opción de filtro: sin filtrar' })}
          options={[
            ['property_owner', t`Propietarios`],
            ['professional', t`Profesionales`],
          ]}
        />
        <FilterSelect
          filters={filters}
          name="verification"
          label={t`Verificación`}
          any={t({ message: 'Cualquiera', comment: 'opción de filtro: sin filtrar' })}
          options={sharedOptions(VERIFICATION_STATUSES)}
        />
        <FilterSelect
          filters={filters}
          name="admin"
          label={t`Administradores`}
          any={t({ message: 'Todos', context: 'opción de filtro: sin filtrar' })}
          options={[
            ['true', t`Solo administradores`],
            ['false', t`Sin permisos`],
          ]}
        />
        <FilterSelect
          filters={filters}
          name="suspended"
          label={t({ message: 'Suspendidos', comment: 'usuarios' })}
          any={t({ message: 'Todos', context: 'opción de filtro: sin filtrar' })}
          options={[
            ['true', t({ message: 'Suspendidos', comment: 'usuarios' })],
            ['false', t({ message: 'Activos', comment: 'usuarios' })],
          ]}
        />
        <SortSelect filters={filters} sorts={ADMIN_SORTS.users} />
      </FilterBar>
      <AdminList
        query={list}
        filters={filters}
        caption={t`Usuarios`}
        head={[t`Nombre`, t`Correo`, t`Papel`, t`Estado`, t({ message: 'Alta', context: 'columna: fecha de alta' })]}
        row={(u) => (
          <tr key={u.profileId}>
            <td className="px-3 py-2">
              <button
                type="button"
                className="text-left font-medium text-primary hover:underline"
                onClick={() => filters.set('usuario', u.profileId)}
              >
                {u.firstName} {u.lastName}
              </button>
            </td>
            <td className="px-3 py-2 [overflow-wrap:anywhere]">{u.email}</td>
            <td className="px-3 py-2">{i18n._(ROLES[u.role])}</td>
            <td className="px-3 py-2">
              <span className="flex flex-wrap gap-1">
                {u.isAdmin ? (
                  <Badge tone="accent">{t({ message: 'Admin', comment: 'distintivo: es administrador' })}</Badge>
                ) : null}
                {u.verified ? <Badge tone="primary">{t`Verificado`}</Badge> : null}
                {u.verificationStatus === 'pending' ? <Badge tone="accent">{t`Pendiente de revisión`}</Badge> : null}
                {u.suspendedAt ? <Badge tone="danger">{t({ message: 'Suspendido', comment: 'usuario' })}</Badge> : null}
              </span>
            </td>
            <td className="px-3 py-2 text-muted-foreground">{formatDateTime(u.createdAt)}</td>
          </tr>
        )}
      />
      {usuario ? <UserPanel profileId={usuario} onClose={() => filters.set('usuario', '')} slots={slots} /> : null}
    </div>
  );
}

function UserPanel({
  profileId,
  onClose,
  slots: { DocumentList },
}: {
  profileId: string;
  onClose(): void;
  slots: AdminUsersSlots;
}) {
  const { t, i18n } = useLingui();
  const detail = useQuery({ queryKey: adminKeys.user(profileId), queryFn: () => adminApi.user(profileId) });
  // A modal panel: focus moves into it and stays there until it closes, then goes back to the
  // name that opened it; nothing of the list behind can be reached (or hide the focus) meanwhile.
  return (
    <Dialog open title={t`Ficha del usuario`} onClose={onClose} variant="sheet" closeLabel={t`Cerrar la ficha`}>
      <QueryState query={detail} errorTitle={t`No se ha podido cargar la ficha`}>
        {(file) => (
          <div className="flex flex-col gap-5">
            <Card>
              <p className="text-lg font-semibold">
                {file.user.firstName} {file.user.lastName}
              </p>
              <p className="[overflow-wrap:anywhere]">{file.user.email}</p>
              <p className="text-sm text-muted-foreground">
                {i18n._(ROLES[file.user.role])}
                {file.phone ? ` · ${file.phone}` : ''}
                {` · ${t({ message: `alta ${{ date: formatDateTime(file.user.createdAt) }}`, comment: 'fecha de alta del usuario' })}`}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                {file.user.isAdmin ? (
                  <ActionButton
                    label={t`Quitar administrador`}
                    run={() => adminApi.revokeAdmin(profileId)}
                    done={t`Permisos retirados`}
                    confirm={t`Dejará de poder entrar en la administración.`}
                  />
                ) : (
                  <ActionButton
                    label={t`Hacer administrador`}
                    run={() => adminApi.grantAdmin(profileId)}
                    done={t`Ahora es administrador`}
                    confirm={t`Podrá ver y cambiar todo en la administración.`}
                  />
                )}
                {file.user.suspendedAt ? (
                  <ActionButton
                    label={t`Reactivar la cuenta`}
                    run={() => adminApi.reactivate(profileId)}
                    done={t`Cuenta reactivada`}
                  />
                ) : (
                  <ActionButton
                    label={t`Suspender la cuenta`}
                    run={(reason) => adminApi.suspend(profileId, { reason })}
                    needsReason
                    variant="destructive"
                    done={t`Cuenta suspendida`}
                  />
                )}
              </div>
            </Card>
            {file.verification ? (
              <Card>
                <h3 className="font-semibold">
                  {t`Verificación: ${{ status: i18n._(VERIFICATION_STATUSES[file.verification.status]) }}`}
                </h3>
                {file.verification.note ? (
                  <p className="text-sm">{t`Motivo: ${{ decisionNote: file.verification.note }}`}</p>
                ) : null}
                <div className="mt-2">
                  <DocumentList documents={file.verification.documents} />
                </div>
                {/* Only what can be done from this state: a verified professional can lose it, not
                  be verified or rejected again; rejecting needs a request to reject. */}
                <div className="mt-3 flex flex-wrap gap-2">
                  {file.verification.status !== 'verified' ? (
                    <ActionButton
                      label={t`Verificar`}
                      run={() => adminApi.verify(profileId)}
                      variant="primary"
                      done={t`Profesional verificado`}
                    />
                  ) : null}
                  {file.verification.status === 'pending' ? (
                    <ActionButton
                      label={t`Rechazar`}
                      run={(reason) => adminApi.rejectVerification(profileId, { reason })}
                      needsReason
                      done={t`Verificación rechazada`}
                    />
                  ) : null}
                  {file.verification.status === 'verified' ? (
                    <ActionButton
                      label={t`Quitar verificación`}
                      run={() => adminApi.unverify(profileId)}
                      done={t`Verificación retirada`}
                    />
                  ) : null}
                </div>
              </Card>
            ) : null}
            <Card>
              <h3 className="mb-2 font-semibold">{t`Tareas (${{ count: file.tasks.length }})`}</h3>
              <ul className="flex flex-col gap-1 text-sm">
                {file.tasks.map((task) => (
                  <li key={task.id}>
                    {task.title} · <span className="text-muted-foreground">{i18n._(TASK_STATUSES[task.status])}</span>
                  </li>
                ))}
              </ul>
            </Card>
            <Card>
              <h3 className="mb-2 font-semibold">{t`Solicitudes (${{ count: file.applications.length }})`}</h3>
              <ul className="flex flex-col gap-1 text-sm">
                {file.applications.map((a) => (
                  <li key={a.id}>
                    {a.taskTitle} · {formatCents(a.priceCents)} ·{' '}
                    <span className="text-muted-foreground">
                      {a.status in APPLICATION_STATUSES
                        ? i18n._(APPLICATION_STATUSES[a.status as ApplicationStatus])
                        : a.status}
                    </span>
                  </li>
                ))}
              </ul>
            </Card>
            <Card>
              <h3 className="mb-2 font-semibold">{t`Pagos (${{ count: file.payments.length }})`}</h3>
              <ul className="flex flex-col gap-1 text-sm">
                {file.payments.map((p) => (
                  <li key={p.id}>
                    {p.taskTitle} · {formatCents(p.amountCents)} ·{' '}
                    <span className="text-muted-foreground">{i18n._(PAYMENT_STATUSES[p.status])}</span>
                  </li>
                ))}
              </ul>
            </Card>
            <Card>
              <h3 className="mb-2 font-semibold">
                {t`Valoraciones recibidas (${{ count: file.reviewsReceived.length }})`}
              </h3>
              <ul className="flex flex-col gap-1 text-sm">
                {file.reviewsReceived.map((r) => (
                  <li key={r.id}>
                    {r.rating}/5 · {r.taskTitle}
                    {r.comment ? ` · «${r.comment}»` : ''}
                    {r.publishedAt ? '' : ` ${t({ message: '(oculta)', comment: 'valoración' })}`}
                  </li>
                ))}
              </ul>
            </Card>
          </div>
        )}
      </QueryState>
    </Dialog>
  );
}
