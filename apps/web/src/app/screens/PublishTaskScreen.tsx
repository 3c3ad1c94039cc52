import { NewPropertyForm, OwnerProperties } from '@/features/properties/components/OwnerProperties';
import { PublishTaskPage } from '@/features/tasks/routes/PublishTaskPage';

/** /publish-task: the task form, on the owner's properties (or a new one). */
export function Component() {
  return <PublishTaskPage properties={{ OwnerProperties, NewPropertyForm }} />;
}
