import { BAD_REQUEST_MESSAGE } from '@faena/shared';
import { i18n } from '@/lib/i18n';
import { ApiError } from './api';
import type { Path, Query } from './api-types';

/** What `checkedQuery` needs of a shared zod schema: its check, with Spanish messages. */
interface QuerySchema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** True when the shared schema the server checks the query with accepts the values. */
function accepts<Q>(schema: QuerySchema, values: unknown): values is Q {
  return schema.safeParse(values).success;
}

/**
 * The filters of a list as they stand in the address bar (strings), typed as the contract's query
 * of `path` once the shared schema the server checks them with accepts them. A filter it refuses is
 * refused here as the server would refuse it: a 400 ApiError with the schema's Spanish message.
 * `api.get('/api/admin/users', { query: checkedQuery('/api/admin/users', zAdminUsersQuery, filters) })`.
 */
export function checkedQuery<P extends Path<'get'>>(
  _path: P,
  schema: QuerySchema,
  values: Record<string, string>,
): Query<P> {
  if (accepts<Query<P>>(schema, values)) return values;
  const checked = schema.safeParse(values);
  const fields: Record<string, string> = {};
  if (!checked.success) for (const issue of checked.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  // The message is shown as it is (errorMessage): the shared rule's Castellano text in the language.
  throw new ApiError(400, 'VALIDATION', i18n._(Object.values(fields)[0] ?? BAD_REQUEST_MESSAGE), fields);
}
