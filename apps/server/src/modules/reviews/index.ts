// The reviews module's public face: what the other modules may use (scripts/server-module-imports.mjs).
export { PUBLISH_REVIEWS_JOB, publishReviewsJob, reviewsOf } from './service';
