export { healthRoutes, type HealthDeps } from './routes';
