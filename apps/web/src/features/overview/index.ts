/** What the rest of the app may use from the overview feature. */
export { overviewNav, overviewRoutes } from './routes';
