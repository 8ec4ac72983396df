/** What the rest of the app may use from the settings feature. */
export { settingsNav, settingsRoutes } from './routes';
