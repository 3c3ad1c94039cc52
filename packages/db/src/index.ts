export * from './client';
export * from './lock';
export * from './migrate';
export * as schema from './schema/index';
export * from './schema/index';
