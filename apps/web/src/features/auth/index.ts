/** What the rest of the app may use from the auth feature. */
export { authRoutes } from './routes';
export { checkSession } from './session-check';
export { authApi } from './api';
