import { formatCents, formatDateTime, TASK_STATUSES } from '@faena/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { BarChart } from '@/components/BarChart';
import { QueryState } from '@/components/QueryState';
import { Card } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { usePageTitle } from '@/lib/page-title';
import { adminApi, adminKeys } from '../api';
import { actionLabel, tableLabel } from '../labels';

export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Administración`);
  const data = useQuery({ queryKey: adminKeys.overview, queryFn: adminApi.overview });
  return (
    <QueryState query={data} errorTitle={t`No se ha podido cargar el resumen`}>
      {(o) => <Overview o={o} />}
    </QueryState>
  );
}

function Overview({ o }: { o: Awaited<ReturnType<typeof adminApi.overview>> }) {
  const { t, i18n } = useLingui();
  const cards = [
    { label: t`Propietarios`, value: o.users.owners },
    { label: t`Profesionales`, value: o.users.professionals },
    {
      label: t`Verificaciones pendientes`,
      value: o.users.pendingVerification,
      to: '/admin/users?verification=pending',
    },
    { label: t`Cuentas suspendidas`, value: o.users.suspended, to: '/admin/users?suspended=true' },
  ];
  const applications = o.applications.total.toLocaleString('es-ES');
  const accepted = o.applications.accepted.toLocaleString('es-ES');
  const pending = o.applications.pending.toLocaleString('es-ES');
  const completion = o.completionRate === null ? '—' : `${o.completionRate.toLocaleString('es-ES')} %`;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t`Resumen`}</h1>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((c) => (
          <Card key={c.label} className="p-4">
            <dt className="text-sm text-muted-foreground">{c.label}</dt>
            <dd className="text-2xl font-bold tabular-nums">
              {c.to ? (
                <Link to={c.to} className="text-primary hover:underline">
                  {c.value.toLocaleString('es-ES')}
                </Link>
              ) : (
                c.value.toLocaleString('es-ES')
              )}
            </dd>
          </Card>
        ))}
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <BarChart
            title={t`Altas por semana (últimas 12)`}
            data={o.signupsByWeek.map((w) => ({
              label: new Date(`${w.week}T12:00:00Z`).toLocaleDateString('es-ES', { day: 'numeric', month: 'short' }),
              values: [
                { name: t`Propietarios`, value: w.owners, color: 'var(--primary)' },
                { name: t`Profesionales`, value: w.professionals, color: 'var(--accent)' },
              ],
            }))}
          />
        </Card>
        <Card>
          <BarChart
            title={t`Pagos por mes`}
            format={(v) => formatCents(v)}
            data={o.paymentsByMonth.map((m) => ({
              label: new Date(`${m.month}-01T12:00:00Z`).toLocaleDateString('es-ES', {
                month: 'short',
                year: '2-digit',
              }),
              values: [
                {
                  name: t({ message: 'Retenido', comment: 'dinero de los pagos' }),
                  value: m.heldCents,
                  color: 'var(--accent)',
                },
                {
                  name: t({ message: 'Liberado', comment: 'dinero de los pagos' }),
                  value: m.releasedCents,
                  color: 'var(--primary)',
                },
                { name: t`Reembolsado`, value: m.refundedCents, color: 'var(--destructive)' },
                { name: t`Comisiones`, value: m.feesCents, color: 'var(--muted-foreground)' },
              ],
            }))}
          />
        </Card>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <h2 className="mb-3 font-semibold">{t`Tareas por estado`}</h2>
          <ul className="flex flex-col gap-2">
            {o.tasksByStatus.map((s) => {
              const max = Math.max(1, ...o.tasksByStatus.map((x) => x.count));
              return (
                <li
                  key={s.status}
                  className="grid grid-cols-[minmax(0,10rem)_minmax(0,1fr)_auto] items-center gap-3 text-sm"
                >
                  <Link to={`/admin/tasks?status=${s.status}`} className="hover:underline">
                    {i18n._(TASK_STATUSES[s.status])}
                  </Link>
                  <span
                    className="h-2 rounded-full bg-primary"
                    style={{ width: `${(s.count / max) * 100}%` }}
                    aria-hidden="true"
                  />
                  <span className="tabular-nums">{s.count.toLocaleString('es-ES')}</span>
                </li>
              );
            })}
          </ul>
          <p className="mt-4 text-sm">
            <Trans>
              Solicitudes: {applications} ({accepted} aceptadas, {pending} pendientes) · Tasa de finalización:{' '}
              <strong>{completion}</strong>
            </Trans>
          </p>
        </Card>
        <Card>
          <div className="mb-3 flex items-center justify-between">
            <h2 className="font-semibold">{t`Últimas acciones`}</h2>
            <Link to="/admin/audit" className="text-sm text-primary hover:underline">
              {t`Ver registro`}
            </Link>
          </div>
          {o.latestActions.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t`Aún no hay acciones.`}</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm">
              {o.latestActions.map((a) => (
                <li key={a.id} className="flex flex-wrap justify-between gap-2">
                  {/* anywhere: the actor is an e-mail address, one long word a phone's line cannot hold. */}
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    <strong>{actionLabel(a.actionName)}</strong> · {tableLabel(a.targetTableName)} · {a.actor}
                  </span>
                  <span className="text-muted-foreground">{formatDateTime(a.createdAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
