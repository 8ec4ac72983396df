/** What the rest of the app may use from the seminars feature. */
export { seminarsNav, seminarsRoutes } from './routes';
export { SeminarDates } from './components/seminar-dates';
export { SeminarStatusBadge } from './components/status-badge';
// The seminar picker and the seminar filter built on it (leads, statistics).
export { SeminarFilter } from './components/seminar-filter';
export { SeminarPickerDialog } from './components/seminar-picker-dialog';
export type { SeminarOption } from './seminar-options';
