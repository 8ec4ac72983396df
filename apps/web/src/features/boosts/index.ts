/** What the rest of the app may use from the boosts feature. */
export { boostsRoutes } from './routes';
