/**
 * A conversation's messages, oldest first: the participant's (in) on the left, the team's
 * (out) on the right in the brand colour, each with who wrote it and when. The direction is
 * also said in words, so it does not rest on colour or position alone.
 */
import { useTranslation } from 'react-i18next';
import type { Message } from '@bu/contracts';
import { formatDateTime } from '../../../lib/format';
import '../conversations.css';

export function MessageThread({ messages, participantName }: { messages: Message[]; participantName: string }) {
  const { t } = useTranslation();
  if (messages.length === 0) return <p className="muted">{t('conversations.thread.empty')}</p>;
  return (
    <ol className="message-thread" aria-label={t('conversations.thread.label')}>
      {messages.map((message) => {
        const author =
          message.direction === 'in'
            ? participantName
            : message.author
              ? `${message.author.firstName} ${message.author.lastName}`
              : t('conversations.thread.team');
        return (
          <li key={message.id} className={`message message--${message.direction}`}>
            <p className="message__meta">
              <span className="visually-hidden">{t(`conversations.thread.direction.${message.direction}`)}: </span>
              <strong>{author}</strong>{' '}
              <time dateTime={message.createdAt} className="muted">
                {formatDateTime(message.createdAt)}
              </time>
            </p>
            <p className="message__text">{message.text}</p>
          </li>
        );
      })}
    </ol>
  );
}
