/** Statistics figures for the screen's tests: all zero, with what a test needs set. */
import type { StatisticsFigures } from '@bu/contracts';

export const figures = (overrides: Partial<StatisticsFigures> = {}): StatisticsFigures => ({
  impressions: 0,
  seminarViews: 0,
  messageClicks: 0,
  phoneClicks: 0,
  websiteClicks: 0,
  moreInfoClicks: 0,
  profileViews: 0,
  inquiries: 0,
  conversionRate: 0,
  ...overrides,
});
