import { ApplyForm } from '@/features/applications/components/ApplyForm';
import { MessageButton } from '@/features/messages/components/MessageButton';
import { PayTaskButton } from '@/features/payments/components/PayTaskButton';
import { TaskDetailPage } from '@/features/tasks/routes/TaskDetailPage';

/** /task/:taskId: the task's screen, with payment, messages and applications in their places. */
export function Component() {
  return <TaskDetailPage PayTaskButton={PayTaskButton} MessageButton={MessageButton} ApplyForm={ApplyForm} />;
}
