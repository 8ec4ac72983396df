/**
 * What the rest of the app may use from the support feature (its styles also serve the
 * account-security screens). The styles come after the banner's imports, so they follow the
 * button styles they refine.
 */
export { supportNav, supportRoutes } from './routes';
export { SupportBanner } from './components/support-banner';
import './support.css';
