export { default as metricsPlugin } from './metrics-plugin.js';
export { startMetricsServer } from './metrics-server.js';
