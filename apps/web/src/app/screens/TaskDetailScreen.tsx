import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { applyStateQuery } from '@/features/applications/api';
import { ApplyForm } from '@/features/applications/components/ApplyForm';
import { useAuth } from '@/features/auth/AuthProvider';
import { MessageButton } from '@/features/messages/components/MessageButton';
import { PayTaskButton } from '@/features/payments/components/PayTaskButton';
import { TaskDetailPage } from '@/features/tasks/routes/TaskDetailPage';

/** /task/:taskId: the task's screen, with payment, messages and applications in their places. */
export function Component() {
  const { taskId = '' } = useParams();
  const { profile } = useAuth();
  // A professional's application form depends on its own request: started beside the task's and
  // waited for, so the form comes with the page instead of pushing it down when it answers
  // (a layout shift of 0.25 in Lighthouse).
  const professional = profile?.role === 'professional';
  const applyState = useQuery({ ...applyStateQuery(taskId), enabled: professional });
  return (
    <TaskDetailPage
      PayTaskButton={PayTaskButton}
      MessageButton={MessageButton}
      ApplyForm={ApplyForm}
      // Only the professional's own first request: a disabled observer still reports the fetch the
      // form makes for anyone else, and waiting on it would unmount the page (and its focus).
      waiting={professional && applyState.isLoading}
    />
  );
}
