export * from './auth';
export * from './images';
export * from './profile';
