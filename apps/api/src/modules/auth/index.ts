/**
 * What other modules use of auth: single-use keys (issue, consume, lifetimes), creating a
 * session, the password block-list and the user row's type. The auth service is `app.authService`.
 */
export { KEY_LIFETIME, assertPasswordAllowed, consumeKey, createSession, issueKey, type User } from './keys';
