export * from './auth';
export * from './images';
export * from './matching';
export * from './professionals';
export * from './profile';
export * from './properties';
export * from './tasks';
