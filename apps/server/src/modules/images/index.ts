// The images module's public face: what the other modules may use (scripts/server-module-imports.mjs).
export { loadSharp } from './pipeline';
export {
  attachImages,
  DELETE_IMAGE_FILES_JOB,
  deleteImageFiles,
  deleteImagesOf,
  type ImageRow,
  imagesOf,
  sweepUnattachedImages,
  toUploadedImage,
  variantKey,
} from './service';
export { assertSafeKey, createImageStore, type ImageStore } from './storage';
