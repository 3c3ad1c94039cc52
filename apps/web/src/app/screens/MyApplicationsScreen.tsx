import { MyApplicationsPage } from '@/features/applications/routes/MyApplicationsPage';
import { useInvalidateTasks } from '@/features/tasks/api';

/** /my-applications: a professional's applications and offers; answering one changes its task. */
export function Component() {
  const invalidateTasks = useInvalidateTasks();
  return <MyApplicationsPage invalidateTasks={invalidateTasks} />;
}
