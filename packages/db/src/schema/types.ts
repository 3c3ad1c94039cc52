import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL tsvector; written with SQL expressions, never read by the app. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/**
 * earthdistance's point on the Earth (a 3-D `cube`): written by triggers from a latitude and a
 * longitude (migration 0011), read only in SQL (earth_box, earth_distance, the `<->` order).
 */
export const earthPoint = customType<{ data: string }>({
  dataType() {
    return 'cube';
  },
});
