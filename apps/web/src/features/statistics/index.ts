/** What the rest of the app may use from the statistics feature. */
export { statisticsNav, statisticsRoutes } from './routes';
