import { TASK_STATUSES } from '@faena/shared';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { NotFound } from '@/components/NotFound';
import { QueryState } from '@/components/QueryState';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { trackTaskPublished } from '@/lib/analytics/events';
import { usePageTitle } from '@/lib/page-title';
import { toast } from '@/lib/toast';
import { cancelTask, publishTask, taskKeys, updateTask, useTask } from '../api';
import { CancelTaskDialog } from '../components/CancelTaskDialog';
import { TaskForm, type TaskFormPropertySlots } from '../components/TaskForm';

/** The owner's properties come from features/properties, through app/screens/EditTaskScreen.tsx. */
export function EditTaskPage({ properties }: { properties: TaskFormPropertySlots }) {
  const { taskId = '' } = useParams();
  const { t, i18n } = useLingui();
  usePageTitle(t`Editar tarea`);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  const task = useTask(taskId);
  return (
    <QueryState query={task} errorTitle={t`No se ha podido cargar la tarea`} notFound layout="page">
      {(data) => {
        // Only the owner edits, and only drafts and open tasks; anyone else gets the not-found page.
        if (!data.viewer.isOwner) return <NotFound />;
        const refresh = () => queryClient.invalidateQueries({ queryKey: taskKeys.all });
        const status = i18n._(TASK_STATUSES[data.status]);
        return (
          <div className="mx-auto w-full max-w-3xl px-4 py-8">
            <PageHeader
              title={t`Editar tarea`}
              description={data.title}
              actions={
                data.viewer.canCancel ? (
                  <Button variant="outline" className="text-destructive" onClick={() => setCancelling(true)}>
                    {t`Cancelar tarea`}
                  </Button>
                ) : null
              }
            />
            {data.viewer.canEdit ? (
              <TaskForm
                properties={properties}
                initial={data}
                mode={data.status === 'draft' ? 'draft' : 'open'}
                onSubmit={async (input, intent) => {
                  await updateTask(data.id, input);
                  if (intent === 'publish') trackTaskPublished(await publishTask(data.id));
                  await refresh();
                  toast({ title: intent === 'publish' ? t`Tarea publicada` : t`Cambios guardados` });
                  navigate(`/task/${data.id}`);
                }}
              />
            ) : (
              <Card>
                <p>
                  {t`Esta tarea está «${status}» y ya no se puede editar. Solo se editan las tareas en borrador o abiertas.`}
                </p>
                <ButtonLink to={`/task/${data.id}`} variant="outline" className="mt-4">
                  {t`Ver la tarea`}
                </ButtonLink>
              </Card>
            )}
            <CancelTaskDialog
              open={cancelling}
              onClose={() => setCancelling(false)}
              onCancel={async (reason) => {
                await cancelTask(data.id, reason);
                await refresh();
                toast({ title: t`Tarea cancelada` });
                navigate('/my-tasks');
              }}
            />
          </div>
        );
      }}
    </QueryState>
  );
}
