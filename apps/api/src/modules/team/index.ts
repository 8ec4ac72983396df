/** What other modules use of team: the check that a member may commit the provider's money. */
export { assertMayCommitMoney } from './paid-actions';
