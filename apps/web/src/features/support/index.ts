/** What the rest of the app may use from the support feature (its styles also serve the account-security screens). */
import './support.css';

export { supportNav, supportRoutes } from './routes';
export { SupportBanner } from './components/support-banner';
