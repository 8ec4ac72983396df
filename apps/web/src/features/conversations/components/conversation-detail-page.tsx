/**
 * One conversation (/conversations/:id): the participant and seminar it belongs to, its
 * messages, and the reply form. Opening it marks the participant's messages read.
 */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Inbox } from 'lucide-react';
import { Skeleton, SkeletonCard } from '../../../components/ui/skeleton';
import { ButtonLink } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { useConversation } from '../api';
import { MessageThread } from './message-thread';
import { ReplyForm } from './reply-form';

export function ConversationDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const conversation = useConversation(id);
  const data = conversation.data?.conversation;

  if (conversation.error) {
    return (
      <section className="stack">
        <h1>{t('conversations.detail.notFoundHeading')}</h1>
        <Alert>{conversation.error.message}</Alert>
        <p>
          <Link to="/conversations">{t('conversations.detail.back')}</Link>
        </p>
      </section>
    );
  }
  if (!data)
    return (
      <section className="stack">
        <Skeleton width="45%" />
        <SkeletonCard label={t('conversations.detail.loading')} lines={5} />
      </section>
    );

  const name = `${data.lead.firstName} ${data.lead.lastName}`;
  return (
    <section className="stack" aria-labelledby="conversation-heading">
      <p>
        <Link to="/conversations">{t('conversations.detail.back')}</Link>
      </p>
      <div className="leads-header">
        <h1 id="conversation-heading">{t('conversations.detail.heading', { name })}</h1>
        <ButtonLink to={`/leads/${data.leadId}`} icon={Inbox}>
          {t('conversations.detail.openLead')}
        </ButtonLink>
      </div>
      <p className="muted">
        {data.seminar ? (
          <>
            {t('conversations.detail.about')}{' '}
            <Link to={`/seminars/edit?id=${encodeURIComponent(data.seminar.id)}`}>{data.seminar.title}</Link>
          </>
        ) : (
          t('conversations.list.noSeminar')
        )}
        {' · '}
        {data.lead.email}
      </p>
      <div className="card stack">
        <h2>{t('conversations.thread.heading')}</h2>
        <MessageThread messages={data.messages} participantName={name} />
        <ReplyForm conversationId={data.id} />
      </div>
    </section>
  );
}
