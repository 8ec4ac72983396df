/** What the rest of the app may use from the webhooks feature. */
export { webhooksRoutes } from './routes';
