/** What other modules use of the activity log: recording an entry, its scope per request, and its answer shape. */
export { activityScope, recordActivities, recordActivity, toActivityEntry } from './service';
