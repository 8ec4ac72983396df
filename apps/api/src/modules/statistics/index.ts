/**
 * What other modules use of statistics: the visitor's daily hash (the marketplace's top placement
 * follows it).
 */
export { dailySalt, visitorHash } from './events';
