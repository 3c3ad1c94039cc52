import { TASK_UNDER_WAY, type TaskStatus } from '@faena/shared';
import type { TaskSummary } from '@faena/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { QueryState } from '@/components/QueryState';
import { QueuedActions } from '@/components/QueuedActions';
import { TaskCard } from '@/components/TaskCard';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState, PageHeader } from '@/components/ui/card';
import { useAuth } from '@/features/auth/AuthProvider';
import { RoleNotice } from '@/features/auth/components/RoleNotice';
import { contractUrl } from '@/lib/api';
import { usePageTitle } from '@/lib/page-title';
import { myTasks, taskKeys } from '../api';

/** Order of the groups: what needs the owner first. */
const GROUPS: { title: string; states: readonly TaskStatus[] }[] = [
  { title: 'Abiertas', states: ['open'] },
  { title: 'Pendientes de tu confirmación', states: ['pending_confirmation'] },
  // The rest of the work under way: the professional's turn.
  { title: 'Asignadas y en curso', states: TASK_UNDER_WAY.filter((s) => s !== 'pending_confirmation') },
  { title: 'Borradores', states: ['draft'] },
  { title: 'Completadas', states: ['completed'] },
  { title: 'Canceladas', states: ['cancelled'] },
];

export function Component() {
  usePageTitle('Mis tareas');
  const { profile } = useAuth();
  const tasks = useQuery({ queryKey: taskKeys.mine, queryFn: myTasks, enabled: profile?.role === 'property_owner' });
  if (profile && profile.role !== 'property_owner') {
    return (
      <RoleNotice title="Mis tareas">
        Aquí los propietarios siguen las tareas que publican. Tus trabajos como profesional están en «Mis solicitudes».
      </RoleNotice>
    );
  }
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8">
      <PageHeader
        title="Mis tareas"
        actions={
          <ButtonLink to="/publish-task">
            <Plus className="h-5 w-5" aria-hidden="true" /> Publicar tarea
          </ButtonLink>
        }
      />
      <QueuedActions path={contractUrl('post', '/api/tasks')} />
      <QueryState query={tasks} errorTitle="No se han podido cargar tus tareas">
        {(mine) =>
          mine.length === 0 ? (
            <EmptyState
              title="Aún no has publicado ninguna tarea"
              action={<ButtonLink to="/publish-task">Publicar mi primera tarea</ButtonLink>}
            >
              Describe el trabajo, tu presupuesto y cuándo lo necesitas: los profesionales de la zona te enviarán sus
              solicitudes.
            </EmptyState>
          ) : (
            <div className="flex flex-col gap-8">
              <nav aria-label="Resumen" className="flex flex-wrap gap-2">
                {GROUPS.map((g) => {
                  const n = mine.filter((t) => g.states.includes(t.status)).length;
                  return n > 0 ? (
                    <a
                      key={g.title}
                      href={`#grupo-${g.states[0]}`}
                      className="rounded-full border border-border bg-card px-3 py-1 text-sm hover:border-primary"
                    >
                      {g.title} <span className="font-semibold">{n}</span>
                    </a>
                  ) : null;
                })}
              </nav>
              {GROUPS.map((group) => (
                <TaskGroup
                  key={group.title}
                  title={group.title}
                  id={`grupo-${group.states[0]}`}
                  tasks={mine.filter((t) => group.states.includes(t.status))}
                />
              ))}
            </div>
          )
        }
      </QueryState>
    </div>
  );
}

function TaskGroup({ title, id, tasks }: { title: string; id: string; tasks: TaskSummary[] }) {
  if (tasks.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title} <span className="font-normal text-muted-foreground">({tasks.length})</span>
      </h2>
      <ul className="flex flex-col gap-3">
        {tasks.map((task) => (
          <li key={task.id}>
            <TaskCard task={task} showStatus={TASK_UNDER_WAY.includes(task.status)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
