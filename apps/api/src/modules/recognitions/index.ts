/** What other modules use of recognitions: a provider's recognitions, own documents, and the overview's alerts. */
export { ownDocumentIds, providerRecognitionsOf } from './service';
export { recognitionAlerts } from './reminders';
