/** What the marketplace search uses of boosts: which running boosts take the top of a page, and the page they make. */
export { pageWithTop, placeTopBoosts, turnOf, type Placed } from './placement';
