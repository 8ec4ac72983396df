/**
 * /auth/accept-invitation?key=… (public): the invited team member sets a password, is signed
 * in and lands on the dashboard. A used, expired or unknown link says so.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { acceptInvitationSchema } from '@bu/contracts';
import { Alert } from '../../../components/ui/alert';
import { PasswordFromLink, passwordLimits } from '../../../components/ui/password-from-link';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAcceptInvitation } from '../api';
import { applyServerErrors, useZodForm } from '../../../lib/forms';

const schema = acceptInvitationSchema();

export function AcceptInvitationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const accept = useAcceptInvitation();
  const form = useZodForm(schema, {
    defaultValues: { key, password: '', passwordConfirmation: '' },
  });
  const { errors } = form.formState;
  // A failure that names neither password field (a rejected key included): the link alert or a form alert.
  const [unnamed, setUnnamed] = useState<Error | null>(null);

  const onSubmit = form.handleSubmit((values) => {
    if (accept.isPending) return;
    setUnnamed(null);
    accept.mutate(values, {
      onSuccess: async () => {
        toast.success(t('settings.invitation.success'));
        await navigate('/', { replace: true });
      },
      onError: (error) =>
        applyServerErrors(form, error, {
          fields: ['password', 'passwordConfirmation'],
          onUnnamed: () => setUnnamed(error),
        }),
    });
  });

  const failure = isApiError(accept.error) ? accept.error : null;
  const linkInvalid =
    !key ||
    Boolean(errors.key) ||
    (failure !== null && (failure.status === 404 || failure.status === 410 || Boolean(failure.fieldErrors?.key)));
  const otherError = unnamed && !linkInvalid ? unnamed : null;

  return (
    <PasswordFromLink
      heading={t('settings.invitation.heading')}
      invalidLink={
        linkInvalid ? (
          <Alert title={t('settings.invitation.invalidLink')}>
            <p>{t('settings.invitation.invalidLinkText')}</p>
          </Alert>
        ) : null
      }
      intro={t('settings.invitation.intro', passwordLimits)}
      error={otherError}
      form={form}
      onSubmit={onSubmit}
      labels={{ password: t('settings.password.new'), passwordConfirmation: t('settings.password.repeat') }}
      pending={accept.isPending}
      submit={t('settings.invitation.submit')}
      submitting={t('settings.invitation.submitting')}
    />
  );
}
