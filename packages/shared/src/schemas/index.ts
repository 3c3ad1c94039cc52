export * from './auth';
export * from './config';
export * from './images';
export * from './matching';
export * from './profile';
export * from './properties';
export * from './tasks';
