/**
 * The sidebar entries, collected from the features. A feature exports its `…Nav` array
 * next to its routes; add it here. Logout is rendered by the layout after these.
 */
import { conversationsNav } from '../features/conversations';
import { leadsNav } from '../features/leads';
import { messageRulesNav } from '../features/message-rules';
import { overviewNav } from '../features/overview';
import { seminarsNav } from '../features/seminars';
import { locationsNav } from '../features/locations';
import { profileNav } from '../features/profile';
import { recognitionsNav } from '../features/recognitions';
import { settingsNav } from '../features/settings';
import { statisticsNav } from '../features/statistics';
import { supportNav } from '../features/support';
import type { NavItem } from '../lib/navigation';

export const navItems: NavItem[] = [
  ...overviewNav,
  ...seminarsNav,
  ...locationsNav,
  ...profileNav,
  ...recognitionsNav,
  ...settingsNav,
  ...statisticsNav,
  ...leadsNav,
  ...messageRulesNav,
  ...conversationsNav,
  ...supportNav,
].sort((a, b) => a.order - b.order);
