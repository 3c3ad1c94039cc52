import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL tsvector; written with SQL expressions, never read by the app. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});
