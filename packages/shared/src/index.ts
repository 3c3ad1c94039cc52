export * from './dates';
export * from './errors';
export * from './money';
export * from './reference/categories';
export * from './reference/notifications';
export * from './reference/provinces';
export * from './reference/states';
