// The offers module's public face: what the other modules may use (scripts/server-module-imports.mjs).
export { EXPIRE_OFFER_JOB, expireOfferJob, offersOfTask, offerTask, receivedOffers, toOfferDtos } from './service';
