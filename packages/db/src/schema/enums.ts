import {
  APPLICATION_STATUS_VALUES,
  OFFER_STATUS_VALUES,
  PAYMENT_METHOD_VALUES,
  PAYMENT_STATUS_VALUES,
  PROGRESS_KIND_VALUES,
  PROPERTY_KIND_SLUGS,
  ROLE_VALUES,
  TASK_CATEGORY_SLUGS,
  TASK_STATUS_VALUES,
  URGENCY_SLUGS,
  VERIFICATION_STATUS_VALUES,
} from '@faena/shared';
import { pgEnum } from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ROLE_VALUES);
export const taskStatusEnum = pgEnum('task_status', TASK_STATUS_VALUES);
export const taskCategoryEnum = pgEnum('task_category', TASK_CATEGORY_SLUGS);
export const urgencyEnum = pgEnum('urgency', URGENCY_SLUGS);
export const propertyKindEnum = pgEnum('property_kind', PROPERTY_KIND_SLUGS);
export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUS_VALUES);
export const offerStatusEnum = pgEnum('offer_status', OFFER_STATUS_VALUES);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUS_VALUES);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHOD_VALUES);
export const verificationStatusEnum = pgEnum('verification_status', VERIFICATION_STATUS_VALUES);
export const progressKindEnum = pgEnum('progress_kind', PROGRESS_KIND_VALUES);
