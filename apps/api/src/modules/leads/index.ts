/**
 * What other modules use of leads (conversations, public inquiries, the seminar list and
 * overview): the reads of read.ts, recording a history event, and the lead mails. Everything
 * else in this folder is the leads module's own (ESLint keeps other modules out of it).
 */
export {
  conversationCountSql,
  leadActivity,
  leadSearchSql,
  loadLead,
  messagesOf,
  ownersJsonSql,
  seminarSummary,
  unreadMessageExists,
  unreadThreadsSql,
  unreadMessagesSql,
} from './read';
export { recordEvent } from './history';
export { publicPlaces } from './capacity';
export { leadTemplates } from './mail-templates';
export { announceLeadsUpdated } from './announce';
