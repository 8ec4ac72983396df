/**
 * All conversations (/conversations): one row per thread with the participant, the seminar,
 * the latest message and its unread count; unread threads stand out. Unread-only and the
 * page are kept in the URL.
 */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LEAD_PAGE_SIZE_DEFAULT } from '@bu/contracts';
import { Alert } from '../../../components/ui/alert';
import { useConversationList } from '../api';
import { formatDateTime } from '../../../lib/format';

export function ConversationListPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const unread = searchParams.get('unread') === '1';
  const pageParam = Number(searchParams.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;
  const pageSize = LEAD_PAGE_SIZE_DEFAULT;
  const list = useConversationList({ unread: unread || undefined, page, pageSize });
  const data = list.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / pageSize));

  const update = (changes: Record<string, string | undefined>) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  return (
    <section className="stack" aria-labelledby="conversations-heading">
      <div className="leads-header">
        <h1 id="conversations-heading">{t('conversations.list.heading')}</h1>
        {data ? (
          <p className="muted">{t('conversations.list.unreadSummary', { count: data.unreadConversations })}</p>
        ) : null}
      </div>
      <div className="leads-filters">
        <label className="leads-check">
          <input
            type="checkbox"
            checked={unread}
            onChange={(event) => update({ unread: event.target.checked ? '1' : undefined, page: undefined })}
          />
          {t('conversations.list.unreadOnly')}
        </label>
      </div>

      {list.error ? <Alert>{list.error.message}</Alert> : null}
      {data && data.conversations.length === 0 ? (
        <p className="card leads-empty">{unread ? t('conversations.list.emptyUnread') : t('conversations.list.empty')}</p>
      ) : (
        <ul className="conversation-list" aria-busy={list.isFetching || undefined}>
          {data?.conversations.map((conversation) => {
            const name = `${conversation.lead.firstName} ${conversation.lead.lastName}`;
            const isUnread = conversation.unreadCount > 0;
            return (
              <li key={conversation.id} className={isUnread ? 'conversation-item conversation-item--unread' : 'conversation-item'}>
                <div className="conversation-item__head">
                  <Link to={`/conversations/${conversation.id}`} className="conversation-item__name">
                    {isUnread ? <span className="unread-dot" aria-hidden="true" /> : null}
                    {name}
                  </Link>
                  {isUnread ? (
                    <span className="count-badge">
                      <span aria-hidden="true">{conversation.unreadCount}</span>
                      <span className="visually-hidden">{t('conversations.list.unreadCount', { count: conversation.unreadCount })}</span>
                    </span>
                  ) : null}
                  <time className="muted conversation-item__time" dateTime={conversation.lastMessageAt ?? undefined}>
                    {formatDateTime(conversation.lastMessageAt)}
                  </time>
                </div>
                <p className="muted conversation-item__seminar">
                  {conversation.seminarTitle ?? t('conversations.list.noSeminar')}
                </p>
                {conversation.lastMessage ? (
                  <p className="conversation-item__excerpt">
                    <span className="muted">
                      {t(`conversations.list.lastFrom.${conversation.lastMessage.direction}`)}:{' '}
                    </span>
                    {conversation.lastMessage.text}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}

      {data && data.total > pageSize ? (
        <nav className="leads-pagination" aria-label={t('conversations.list.pagination')}>
          <button
            type="button"
            className="button button--secondary"
            disabled={page <= 1}
            onClick={() => update({ page: String(page - 1) })}
          >
            {t('conversations.list.previous')}
          </button>
          <span>{t('conversations.list.pageOf', { page, pages })}</span>
          <button
            type="button"
            className="button button--secondary"
            disabled={page >= pages}
            onClick={() => update({ page: String(page + 1) })}
          >
            {t('conversations.list.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
