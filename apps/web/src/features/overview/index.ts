export { overviewNav, overviewRoutes } from './routes';
// The overview's card, shown on /playground beside the other building blocks.
export { OverviewCard } from './components/overview-card';
