export * from './auth';
export * from './communication';
export * from './dashboard';
export * from './images';
export * from './matching';
export * from './profile';
export * from './properties';
export * from './tasks';
