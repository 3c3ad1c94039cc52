// The images module's public face: what the other modules may use (scripts/server-module-imports.mjs).
export { fileLabel, ImageRejected, loadSharp, type ProcessedImage, processImage, sniffFormat } from './pipeline';
export {
  attachImages,
  DELETE_IMAGE_FILES_JOB,
  deleteImageFiles,
  deleteImagesOf,
  type ImageRow,
  imagesOf,
  saveImages,
  sweepUnattachedImages,
  toUploadedImage,
  variantKey,
} from './service';
export { assertSafeKey, createImageStore, type ImageStore } from './storage';
