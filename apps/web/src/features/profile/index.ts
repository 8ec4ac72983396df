/** What the rest of the app may use from the profile feature. */
export { profileNav, profileRoutes } from './routes';
