/** What the rest of the app may use from the locations feature. */
export { locationsNav, locationsRoutes } from './routes';
export { LocationForm, type LocationFormProps } from './components/location-form';
export { locationKeys, locationListQuery, useLocationList, useSaveLocation, type LocationFilter } from './api';
