import { useParams } from 'react-router';
import { TaskApplicationsPage } from '@/features/applications/routes/TaskApplicationsPage';
import { MessageButton } from '@/features/messages/components/MessageButton';
import { useInvalidateTasks, useTask } from '@/features/tasks/api';

/** /task/:taskId/applications: the owner decides on the task's applications and offers. */
export function Component() {
  const { taskId = '' } = useParams();
  const task = useTask(taskId);
  const invalidateTasks = useInvalidateTasks();
  return <TaskApplicationsPage task={task} invalidateTasks={invalidateTasks} MessageButton={MessageButton} />;
}
