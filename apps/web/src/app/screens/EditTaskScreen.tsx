import { NewPropertyForm, OwnerProperties } from '@/features/properties/components/OwnerProperties';
import { EditTaskPage } from '@/features/tasks/routes/EditTaskPage';

/** /edit-task/:taskId: the task form, on the owner's properties (or a new one). */
export function Component() {
  return <EditTaskPage properties={{ OwnerProperties, NewPropertyForm }} />;
}
