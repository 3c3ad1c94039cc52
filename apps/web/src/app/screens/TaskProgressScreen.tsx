import { MessageButton } from '@/features/messages/components/MessageButton';
import { PayTaskButton } from '@/features/payments/components/PayTaskButton';
import { TaskProgressPage } from '@/features/progress/routes/TaskProgressPage';
import { TaskReviews } from '@/features/reviews/components/TaskReviews';

/** /task/:taskId/progress: the work's progress, with messages, the owner's payment and, once completed, the reviews. */
export function Component() {
  return <TaskProgressPage MessageButton={MessageButton} TaskReviews={TaskReviews} PayTaskButton={PayTaskButton} />;
}
