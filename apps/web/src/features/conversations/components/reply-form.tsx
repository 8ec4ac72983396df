/**
 * The provider's reply to a participant: one textarea checked by the shared message schema;
 * the server mails it with a reply link. A field error from the server lands on the field,
 * anything else in a toast. What is typed is kept as a draft until it is sent (lib/form-draft).
 */
import { useTranslation } from 'react-i18next';
import { sendMessageBodySchema } from '@bu/contracts';
import { DraftRestoredNotice } from '../../../components/ui/draft-restored-notice';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../lib/toast';
import { useSendMessage } from '../api';
import { TextAreaField } from '../../../components/ui/field';
import { useFormDraft } from '../../../lib/form-draft';
import { applyServerErrors, useZodForm } from '../../../lib/forms';

export function ReplyForm({ conversationId, onSent }: { conversationId: string; onSent?: () => void }) {
  const { t } = useTranslation();
  const send = useSendMessage(conversationId);
  const form = useZodForm(sendMessageBodySchema, { defaultValues: { text: '' } });
  const draft = useFormDraft(form, `reply:${conversationId}`);

  const onSubmit = form.handleSubmit(async ({ text }) => {
    if (send.isPending) return;
    try {
      await send.mutateAsync(text);
    } catch (failure) {
      applyServerErrors(form, failure, { fields: ['text'] });
      return;
    }
    // Awaited rather than in mutate's callbacks, which are dropped once the form is unmounted: a
    // reply sent while the provider moved on must not come back as a draft to send again.
    draft.clear();
    form.reset({ text: '' });
    toast.success(t('conversations.reply.sent'));
    onSent?.();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="form reply-form">
      {draft.restored ? <DraftRestoredNotice onDiscard={draft.discard} /> : null}
      <TextAreaField
        label={t('conversations.reply.label')}
        hint={t('conversations.reply.hint')}
        required
        error={form.formState.errors.text}
        {...form.register('text')}
      />
      <SubmitButton pending={send.isPending} pendingLabel={t('conversations.reply.sending')}>
        {t('conversations.reply.submit')}
      </SubmitButton>
    </form>
  );
}
