/** What the rest of the app may use from the message rules feature. */
export { messageRulesNav, messageRulesRoutes, optOutRoutes } from './routes';
