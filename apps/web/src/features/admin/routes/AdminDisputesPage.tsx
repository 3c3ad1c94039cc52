import { formatCents, formatDateTime } from '@faena/shared';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/QueryState';
import { Badge } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { usePageTitle } from '@/lib/page-title';
import { adminApi, adminKeys } from '../api';
import { Table } from '../components/AdminBits';

const OUTCOMES = { release: 'Liberado', refund: 'Reembolsado', split: 'Repartido' } as const;

/** How long a dispute has waited, in days ("hoy", "hace 3 días"). */
function age(iso: string): string {
  const days = Math.floor((Date.now() - new Date(iso).getTime()) / 86_400_000);
  return days === 0 ? 'hoy' : days === 1 ? 'hace 1 día' : `hace ${days} días`;
}

/** /admin/disputes: open ones first (the longest waiting on top), then the resolved ones. */
export function Component() {
  usePageTitle('Disputas · Administración');
  const list = useQuery({ queryKey: adminKeys.list('disputes', {}), queryFn: () => adminApi.disputes() });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Disputas</h1>
      <QueryState query={list} errorTitle="No se han podido cargar las disputas">
        {({ items }) =>
          items.length === 0 ? (
            <p className="text-muted-foreground">No hay disputas. Cuando una de las partes abra una, aparecerá aquí.</p>
          ) : (
            <Table caption="Disputas" head={['Tarea', 'Importe', 'Abierta por', 'Antigüedad', 'Estado']}>
              {items.map((d) => (
                <tr key={d.id}>
                  <td className="px-3 py-2">
                    <Link to={`/admin/disputes/${d.id}`} className="font-medium text-primary hover:underline">
                      {d.taskTitle}
                    </Link>
                  </td>
                  <td className="px-3 py-2 tabular-nums">{formatCents(d.amountCents)}</td>
                  <td className="px-3 py-2">{d.openedBy.firstName}</td>
                  <td className="px-3 py-2">
                    <time dateTime={d.createdAt} title={formatDateTime(d.createdAt)}>
                      {age(d.createdAt)}
                    </time>
                  </td>
                  <td className="px-3 py-2">
                    <Badge>
                      {d.status === 'open' ? 'Abierta' : `Resuelta · ${d.outcome ? OUTCOMES[d.outcome] : ''}`}
                    </Badge>
                  </td>
                </tr>
              ))}
            </Table>
          )
        }
      </QueryState>
    </div>
  );
}
