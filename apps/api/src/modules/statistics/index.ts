/**
 * What other modules use of statistics: the visitor's daily hash (the marketplace's top placement
 * follows it) and when the counters were last rolled up (the overview's cache key).
 */
export { dailySalt, visitorHash } from './events';
export { rolledUpAt } from './rollup';
