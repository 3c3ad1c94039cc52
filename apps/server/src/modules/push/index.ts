// The push module's public face: what the other modules may use (scripts/server-module-imports.mjs).
export { loadVapidKeys, VAPID_KEYS_FILE, type VapidKeys } from './keys';
export { createSendPushHandler, type PushPayload } from './send';
export { queuePushes, SEND_PUSH_JOB } from './service';
