/**
 * The participant's opt-out page (/mail/opt-out?key=…, no sign-in, in the marketplace's frame),
 * linked from every rule mail. It asks before it acts: mail scanners open links, and a click
 * they make must not end someone's mails.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { useOptOut } from '../api';
import '../message-rules.css';

export function OptOutPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const optOut = useOptOut();
  const invalid = !key || (isApiError(optOut.error) && optOut.error.status === 400);

  return (
    <section className="card stack opt-out-card">
      <h1>{t('messageRules.optOut.heading')}</h1>
      {invalid ? (
        <Alert title={t('messageRules.optOut.invalidHeading')}>{t('messageRules.optOut.invalid')}</Alert>
      ) : optOut.isSuccess ? (
        <Alert tone="success">{t('messageRules.optOut.done')}</Alert>
      ) : (
        <>
          <p>{t('messageRules.optOut.question')}</p>
          {optOut.isError ? <Alert>{optOut.error.message}</Alert> : null}
          <div className="button-row">
            <Button
              variant="primary"
              pending={optOut.isPending}
              pendingLabel={t('messageRules.optOut.pending')}
              onClick={() => optOut.mutate(key)}
            >
              {t('messageRules.optOut.confirm')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
