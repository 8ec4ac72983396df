/**
 * What other modules use of recognitions: a provider's recognitions, own documents, the overview's
 * alerts and the reminder job's name.
 */
export { ownDocumentIds, providerRecognitionsOf } from './service';
export { RECOGNITION_REMINDER_JOB, recognitionAlerts } from './reminders';
