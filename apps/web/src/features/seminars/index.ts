/** What the rest of the app may use from the seminars feature. */
export { seminarsNav, seminarsRoutes } from './routes';
export { providerKeys, seminarDetailQuery, seminarKeys, seminarOptionsQuery, statsKeys } from './api';
export { SeminarDates } from './components/seminar-dates';
export { SeminarStatusBadge } from './components/status-badge';
