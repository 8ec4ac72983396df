/** What the rest of the app may use from the settings feature. */
export { acceptInvitationRoute, settingsNav, settingsRoutes } from './routes';
