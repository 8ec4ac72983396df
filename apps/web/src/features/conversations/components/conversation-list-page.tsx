/**
 * All conversations (/conversations): one row per thread with the participant, the seminar,
 * the latest message and its unread count; unread threads stand out. Search, unread-only,
 * the page and the page size are kept in the URL (`useListParams`).
 */
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { conversationListQuerySchema, LEAD_PAGE_SIZES } from '@bu/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FilterBar, FilterCheckbox, SearchField } from '../../../components/ui/filter-bar';
import { Pagination } from '../../../components/ui/pagination';
import { SkeletonList } from '../../../components/ui/skeleton';
import { PageHeader } from '../../../components/ui/page-header';
import { CountBadge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format';
import { useDebouncedValue, useListParams } from '../../../lib/list-params';
import { useConversationList } from '../api';
import '../conversations.css';

export function ConversationListPage() {
  const { t } = useTranslation();
  const { params, raw, setParams, reset, filtered } = useListParams(conversationListQuerySchema);
  const q = useDebouncedValue(params.q, 300);
  const list = useConversationList({
    unread: params.unread || undefined,
    q,
    page: params.page,
    pageSize: params.pageSize,
  });
  const data = list.data;

  return (
    <section className="stack" aria-labelledby="conversations-heading">
      <PageHeader>
        <h1 id="conversations-heading">{t('conversations.list.heading')}</h1>
        {data ? (
          <p className="muted">{t('conversations.list.unreadSummary', { count: data.unreadConversations })}</p>
        ) : null}
      </PageHeader>
      <FilterBar label={t('ui.filters')} onReset={filtered ? reset : undefined}>
        <SearchField
          label={t('conversations.list.search')}
          placeholder={t('conversations.list.searchPlaceholder')}
          value={raw('q')}
          onChange={(value) => setParams({ q: value }, { replace: true })}
        />
        <FilterCheckbox
          label={t('conversations.list.unreadOnly')}
          chipLabel={t('conversations.list.unreadOnly')}
          checked={Boolean(params.unread)}
          onChange={(unread) => setParams({ unread })}
        />
      </FilterBar>

      {list.error ? <Alert>{list.error.message}</Alert> : null}
      {!data ? (
        <SkeletonList rows={4} columns={2} />
      ) : data.conversations.length === 0 ? (
        <EmptyState
          icon={MessagesSquare}
          title={params.unread ? t('conversations.list.emptyUnread') : t('conversations.list.empty')}
          description={t('conversations.list.emptyText')}
          action={filtered ? <Button onClick={reset}>{t('ui.resetFilters')}</Button> : undefined}
        />
      ) : (
        <ul className="conversation-list" aria-busy={list.isFetching || undefined}>
          {data.conversations.map((conversation) => {
            const name = `${conversation.lead.firstName} ${conversation.lead.lastName}`;
            const isUnread = conversation.unreadCount > 0;
            return (
              <li
                key={conversation.id}
                className={isUnread ? 'conversation-item conversation-item--unread' : 'conversation-item'}
              >
                <div className="conversation-item__head">
                  <Link to={`/conversations/${conversation.id}`} className="conversation-item__name">
                    {isUnread ? <span className="unread-dot" aria-hidden="true" /> : null}
                    {name}
                  </Link>
                  {isUnread ? (
                    <CountBadge
                      count={conversation.unreadCount}
                      label={t('conversations.list.unreadCount', { count: conversation.unreadCount })}
                    />
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

      {data ? (
        <Pagination
          page={params.page}
          pageSize={params.pageSize}
          total={data.total}
          pageSizes={LEAD_PAGE_SIZES}
          onPageChange={(page) => setParams({ page }, { resetPage: false })}
          onPageSizeChange={(pageSize) => setParams({ pageSize })}
        />
      ) : null}
    </section>
  );
}
