/** What the rest of the app may use from the leads feature. */
export { leadsNav, leadsRoutes } from './routes';
