/** What the rest of the app may use from the conversations feature. */
export { conversationsNav, conversationsRoutes, replyRoutes } from './routes';
export { conversationKeys, useUnreadCounts } from './api';
export { MessageThread } from './components/message-thread';
export { ReplyForm } from './components/reply-form';
