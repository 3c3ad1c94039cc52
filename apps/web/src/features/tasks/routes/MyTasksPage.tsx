import { TASK_UNDER_WAY, type TaskStatus } from '@faena/shared';
import type { TaskSummary } from '@faena/shared/schemas';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
const GROUPS: { title: MessageDescriptor; states: readonly TaskStatus[] }[] = [
  { title: msg({ message: 'Abiertas', comment: 'grupo de tareas de «Mis tareas»' }), states: ['open'] },
  { title: msg`Pendientes de tu confirmación`, states: ['pending_confirmation'] },
  // The rest of the work under way: the professional's turn.
  { title: msg`Asignadas y en curso`, states: TASK_UNDER_WAY.filter((s) => s !== 'pending_confirmation') },
  { title: msg({ message: 'Borradores', comment: 'grupo de tareas de «Mis tareas»' }), states: ['draft'] },
  { title: msg({ message: 'Completadas', comment: 'grupo de tareas de «Mis tareas»' }), states: ['completed'] },
  { title: msg({ message: 'Canceladas', comment: 'grupo de tareas de «Mis tareas»' }), states: ['cancelled'] },
];

export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Mis tareas`);
  const { profile } = useAuth();
  const tasks = useQuery({ queryKey: taskKeys.mine, queryFn: myTasks, enabled: profile?.role === 'property_owner' });
  if (profile && profile.role !== 'property_owner') {
    return (
      <RoleNotice title={t`Mis tareas`}>
        {t`Aquí los propietarios siguen las tareas que publican. Tus trabajos como profesional están en «Mis solicitudes».`}
      </RoleNotice>
    );
  }
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8">
      <PageHeader
        title={t`Mis tareas`}
        actions={
          <ButtonLink to="/publish-task">
            <Plus className="h-5 w-5" aria-hidden="true" /> {t`Publicar tarea`}
          </ButtonLink>
        }
      />
      <QueuedActions path={contractUrl('post', '/api/tasks')} />
      <QueryState query={tasks} errorTitle={t`No se han podido cargar tus tareas`}>
        {(mine) =>
          mine.length === 0 ? (
            <EmptyState
              title={t`Aún no has publicado ninguna tarea`}
              action={<ButtonLink to="/publish-task">{t`Publicar mi primera tarea`}</ButtonLink>}
            >
              {t`Describe el trabajo, tu presupuesto y cuándo lo necesitas: los profesionales de la zona te enviarán sus solicitudes.`}
            </EmptyState>
          ) : (
            <div className="flex flex-col gap-8">
              <nav
                aria-label={t({ message: 'Resumen', comment: 'navegación por los grupos de «Mis tareas»' })}
                className="flex flex-wrap gap-2"
              >
                {GROUPS.map((g) => {
                  const n = mine.filter((t) => g.states.includes(t.status)).length;
                  return n > 0 ? (
                    <a
                      key={g.states[0]}
                      href={`#grupo-${g.states[0]}`}
                      className="rounded-full border border-border bg-card px-3 py-1 text-sm hover:border-primary"
                    >
                      {t(g.title)} <span className="font-semibold">{n}</span>
                    </a>
                  ) : null;
                })}
              </nav>
              {GROUPS.map((group) => (
                <TaskGroup
                  key={group.states[0]}
                  title={t(group.title)}
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
