/** What the rest of the app may use from the locations feature. */
export { locationsNav, locationsRoutes } from './routes';
export { LocationForm } from './components/location-form';
export { useLocationList, useSaveLocation } from './api';
