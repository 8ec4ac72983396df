/** What other modules use of locations: a location row as the contracts' `Location`. */
export { toLocation } from './service';
