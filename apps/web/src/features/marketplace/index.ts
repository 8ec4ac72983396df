/** What the rest of the app may use from the marketplace feature. */
export { marketplaceFrame, marketplaceRoutes } from './routes';
