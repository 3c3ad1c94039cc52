/** What the service worker keeps, shared with the page (lib/pwa.ts, lib/api.ts). */

export const ASSET_CACHE = 'faena-assets';
/** User data: every cache whose name starts with faena-user is deleted at sign-out. */
export const USER_API_CACHE = 'faena-user-api';
export const USER_IMAGE_CACHE = 'faena-user-images';

export { OFFLINE_HEADER } from './header';

const ID = '[0-9a-f-]{36}';
/** The reads that stay available offline, from the last time they were fetched. */
export const OFFLINE_READABLE: RegExp[] = [
  /^\/api\/auth\/session$/,
  /^\/api\/profile$/,
  /^\/api\/config$/,
  /^\/api\/dashboard$/,
  /^\/api\/notifications\/unread-count$/,
  /^\/api\/tasks\/mine$/,
  /^\/api\/properties$/,
  new RegExp(`^/api/tasks/${ID}(/(progress|applications|apply-state|reviews))?$`),
  /^\/api\/applications\/mine$/,
  /^\/api\/conversations$/,
  new RegExp(`^/api/conversations/${ID}/messages$`),
  /^\/api\/reference\//,
];
