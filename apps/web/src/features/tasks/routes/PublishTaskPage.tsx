import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/card';
import { useAuth } from '@/features/auth/AuthProvider';
import { RoleNotice } from '@/features/auth/components/RoleNotice';
import { trackTaskPublished } from '@/lib/analytics/events';
import { useTaskCreationStarted } from '@/lib/analytics/useTaskCreationStarted';
import { ApiError, contractUrl } from '@/lib/api';
import { enqueue, queuedPhotos } from '@/lib/offline-queue';
import { usePageTitle } from '@/lib/page-title';
import { toast } from '@/lib/toast';
import { createTask, taskKeys } from '../api';
import { TaskForm, type TaskFormPropertySlots } from '../components/TaskForm';

/** The owner's properties come from features/properties, through app/screens/PublishTaskScreen.tsx. */
export function PublishTaskPage({ properties }: { properties: TaskFormPropertySlots }) {
  const { t } = useLingui();
  usePageTitle(t`Publicar tarea`);
  const { profile } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  useTaskCreationStarted(profile?.role === 'property_owner' ? profile.id : null);
  if (profile && profile.role !== 'property_owner') {
    return (
      <RoleNotice title={t`Publicar tarea`}>
        {t`Aquí los propietarios publican los trabajos que necesitan en sus fincas. Como profesional, encuentra trabajos en «Buscar tareas».`}
      </RoleNotice>
    );
  }
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <PageHeader
        title={t`Publicar tarea`}
        description={t`Cuanto más claro sea el trabajo, mejores solicitudes recibirás. Puedes guardarla como borrador y publicarla después.`}
      />
      <TaskForm
        properties={properties}
        mode="new"
        initialPropertyId={params.get('propiedad')}
        onSubmit={async (input, intent, offlinePhotos = []) => {
          const body = { ...input, publish: intent === 'publish' };
          /** No connection: the task (with the photos that could not be uploaded) waits on the device and is saved when it returns. */
          const queue = async () => {
            const title = input.title;
            await enqueue({
              kind: 'task',
              label: intent === 'publish' ? t`Tarea para publicar: ${title}` : t`Borrador: ${title}`,
              path: contractUrl('post', '/api/tasks'),
              body,
              photos: await queuedPhotos('task', offlinePhotos),
            });
            toast({
              title: t`Sin conexión: tarea guardada en el dispositivo`,
              description:
                offlinePhotos.length > 0
                  ? t`Se enviará con sus fotos en cuanto vuelva la conexión.`
                  : t`Se enviará en cuanto vuelva la conexión.`,
            });
            navigate('/my-tasks');
          };
          if (offlinePhotos.length > 0) {
            await queue();
            return;
          }
          let task: Awaited<ReturnType<typeof createTask>>;
          try {
            task = await createTask(body);
          } catch (error) {
            if (!(error instanceof ApiError && error.status === 0)) throw error;
            await queue();
            return;
          }
          if (intent === 'publish') trackTaskPublished(task);
          await queryClient.invalidateQueries({ queryKey: taskKeys.all });
          toast(
            intent === 'publish'
              ? {
                  title: t`Tarea publicada`,
                  description: t`Los profesionales de la zona ya pueden verla y enviarte solicitudes.`,
                }
              : { title: t`Borrador guardado`, description: t`Publícalo cuando quieras desde «Mis tareas».` },
          );
          navigate(`/task/${task.id}`);
        }}
      />
    </div>
  );
}
