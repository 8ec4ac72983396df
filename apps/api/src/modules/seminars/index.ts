/**
 * What other modules use of seminars: the status conditions in SQL (public, expired), the counts
 * per status, the full-text condition and the description sanitizer. The service is `app.seminarService`.
 */
export { expiredSql, publicSql } from './status-sql';
export { noSeminarStatusCounts, seminarStatusCounts } from './status-counts';
export { seminarTextCondition } from './full-text';
export { sanitizeDescription } from './sanitize';
