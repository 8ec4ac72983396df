/** The message rules screen (inside the dashboard), its sidebar entry, and the participant's opt-out page (public). */
import type { RouteObject } from 'react-router';
import { MailCheck } from 'lucide-react';
import type { NavItem } from '../../lib/navigation';

export const messageRulesRoutes: RouteObject[] = [
  {
    path: 'message-rules',
    handle: { titleKey: 'titles.messageRules' },
    lazy: () => import('./components/message-rules-page').then((m) => ({ Component: m.MessageRulesPage })),
  },
];

/** /mail/opt-out?key=…: linked from every rule mail, in the marketplace's frame. */
export const optOutRoutes: RouteObject[] = [
  {
    path: 'mail/opt-out',
    handle: { titleKey: 'titles.ruleMailOptOut' },
    lazy: () => import('./components/opt-out-page').then((m) => ({ Component: m.OptOutPage })),
  },
];

export const messageRulesNav: NavItem[] = [
  { to: '/message-rules', labelKey: 'nav.messageRules', order: 40, icon: MailCheck },
];
