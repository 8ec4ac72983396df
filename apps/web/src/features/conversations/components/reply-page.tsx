/**
 * The participant's public answer page (/reply?key=…, no sign-in, in the marketplace's frame),
 * opened from the link in a provider's reply mail: it shows whom and what they are answering and
 * takes their answer.
 * A forged, used or expired link gets one clear text instead of the form.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { endSentence, publicReplyBodySchema } from '@bu/contracts';
import { Alert } from '../../../components/ui/alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isApiError } from '../../../lib/api-client';
import { changeLanguage, i18n, LANGUAGE_STORAGE_KEY } from '../../../lib/i18n';
import { usePublicReply, useReplyContext, type ReplyContext } from '../api';
import { formatDateTime } from '../../../lib/format';
import { TextAreaField } from '../../../components/ui/field';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import '../conversations.css';

/** A link that will never work again (unknown, used or expired) — not worth a retry. */
const isDeadLink = (error: unknown) =>
  isApiError(error) && (error.status === 400 || error.status === 404 || error.status === 410);

function InvalidLink() {
  const { t } = useTranslation();
  return <Alert title={t('reply.invalidHeading')}>{t('reply.invalidLink')}</Alert>;
}

function storedChoice(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Without a language chosen on this device, the page speaks the participant's language. */
function useParticipantLanguage(context: ReplyContext | undefined) {
  useEffect(() => {
    if (!context) return;
    if (!storedChoice() && i18n.language !== context.language)
      void changeLanguage(context.language, { remember: false });
  }, [context]);
}

export function ReplyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const lookup = useReplyContext(key);
  const context = lookup.data?.reply;
  useParticipantLanguage(context);

  return (
    <section className="card reply-card">
      <h1>{t('reply.heading')}</h1>
      {!key || isDeadLink(lookup.error) ? (
        <InvalidLink />
      ) : lookup.error ? (
        <Alert>{lookup.error.message}</Alert>
      ) : !context ? (
        <p className="muted" aria-busy="true">
          {t('reply.loading')}
        </p>
      ) : (
        <ReplyContent replyKey={key} context={context} />
      )}
    </section>
  );
}

function ReplyContent({ replyKey, context }: { replyKey: string; context: ReplyContext }) {
  const { t } = useTranslation();
  const send = usePublicReply();
  const form = useZodForm(publicReplyBodySchema, { defaultValues: { key: replyKey, text: '' } });
  // A failure that names no field of the form (the answer's `text`): shown above the form, or —
  // for a link that will never work again, including a rejected `key` — instead of it.
  const [failure, setFailure] = useState<Error | null>(null);

  const onSubmit = form.handleSubmit((values) => {
    if (send.isPending) return;
    setFailure(null);
    send.mutate(values, {
      onError: (error) => applyServerErrors(form, error, { fields: ['text'], onUnnamed: () => setFailure(error) }),
    });
  });

  if (send.isSuccess) {
    return (
      <Alert tone="success" title={t('reply.sentHeading')}>
        {t('reply.sent')}
      </Alert>
    );
  }
  if (failure && isDeadLink(failure)) return <InvalidLink />;

  return (
    <div className="stack">
      <p className="lead">
        {endSentence(t('reply.intro', { name: context.firstName, provider: context.providerName }))}
      </p>
      {context.seminarTitle ? (
        <p>
          <span className="muted">{t('reply.seminar')}</span> <strong>{context.seminarTitle}</strong>
        </p>
      ) : null}
      <figure className="reply-quote">
        <figcaption className="muted">
          {t('reply.messageFrom', { provider: context.providerName, date: formatDateTime(context.message.createdAt) })}
        </figcaption>
        <blockquote className="message__text">{context.message.text}</blockquote>
      </figure>
      {failure ? <Alert>{failure.message}</Alert> : null}
      <form noValidate onSubmit={onSubmit} className="form">
        <TextAreaField
          label={t('reply.answerLabel')}
          required
          rows={6}
          error={form.formState.errors.text}
          {...form.register('text')}
        />
        <SubmitButton pending={send.isPending} pendingLabel={t('reply.sending')}>
          {t('reply.submit')}
        </SubmitButton>
      </form>
    </div>
  );
}
