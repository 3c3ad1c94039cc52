import { AdminUsersPage } from '@/features/admin/routes/AdminUsersPage';
import { DocumentList } from '@/features/verification/components/DocumentList';

/** /admin/users: the users, and in a user's panel their verification documents. */
export function Component() {
  return <AdminUsersPage DocumentList={DocumentList} />;
}
