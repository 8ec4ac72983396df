/** What other modules use of the development routes: whether they are on, and the guard that keeps them local. */
export { devRoutesEnabled, localOnly } from './routes';
