/** Where the API answers (`/api/...`): the prefix of every route and of the URLs answers carry. */
export const API_PREFIX = '/api';
