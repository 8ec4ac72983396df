/** What other modules use of the provider API: the team revokes a leaving member's keys. */
export { revokeKeysOf } from './keys';
