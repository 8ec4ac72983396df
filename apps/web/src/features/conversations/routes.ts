/**
 * Conversation routes and sidebar entry (mounted inside the guarded dashboard layout), and
 * the public reply page (mounted beside the account screens in the card layout).
 */
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';
import { useUnreadCounts } from './api';
import { MessagesSquare } from 'lucide-react';

export const conversationsRoutes: RouteObject[] = [
  {
    path: 'conversations',
    children: [
      {
        index: true,
        handle: { titleKey: 'titles.conversations' },
        lazy: () => import('./components/conversation-list-page').then((m) => ({ Component: m.ConversationListPage })),
      },
      {
        path: ':id',
        handle: { titleKey: 'titles.conversation' },
        lazy: () =>
          import('./components/conversation-detail-page').then((m) => ({ Component: m.ConversationDetailPage })),
      },
    ],
  },
];

/** Public: the participant answers through the signed link of a reply mail. */
export const replyRoutes: RouteObject[] = [
  {
    path: 'reply',
    handle: { titleKey: 'titles.reply' },
    lazy: () => import('./components/reply-page').then((m) => ({ Component: m.ReplyPage })),
  },
];

const useUnreadConversations = () => useUnreadCounts().data?.conversations;

export const conversationsNav: NavItem[] = [
  {
    to: '/conversations',
    labelKey: 'nav.conversations',
    order: 35,
    icon: MessagesSquare,
    badge: { useCount: useUnreadConversations, labelKey: 'conversations.nav.unread' },
  },
];
