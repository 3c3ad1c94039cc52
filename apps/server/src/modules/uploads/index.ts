// The uploads module's public face: what the other modules may use (scripts/server-module-imports.mjs).
export {
  deleteUploadsOf,
  discardUploads,
  readCompleteUploads,
  sweepExpiredUploads,
} from './service';
