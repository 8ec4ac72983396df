/** What the rest of the app may use from the recognitions feature. */
export { recognitionsNav, recognitionsRoutes } from './routes';
export { useProviderRecognitions } from './api';
export { NoticeUpload } from './components/notice-upload';
