export { overviewNav, overviewRoutes } from './routes';
