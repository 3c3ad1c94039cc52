// The metrics module's public face: what the other modules and app.ts may use.
export { type AppMetrics, createMetrics, type MetricsOptions } from './registry';
export { metricsPlugin } from './routes';
