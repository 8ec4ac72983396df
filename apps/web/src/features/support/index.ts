/** What the rest of the app may use from the support feature. */
export { supportNav, supportRoutes } from './routes';
export { SupportBanner } from './components/support-banner';
