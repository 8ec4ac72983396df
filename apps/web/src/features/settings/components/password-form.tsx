/**
 * Password change (seed §5): current, new and repeated password, all required, the minimum
 * length and 'Passwords do not match' from the shared schema; the server checks the current
 * password and signs out every other session.
 */
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH_DEFAULT, changePasswordSchema } from '@bu/contracts';
import { TextField } from '../../../components/ui/field';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api';
import { applyServerErrors, useZodForm } from '../../../lib/forms';

const schema = changePasswordSchema();
const passwordValues = { min: PASSWORD_MIN_LENGTH_DEFAULT, max: PASSWORD_MAX_LENGTH };
const FIELDS = ['currentPassword', 'password', 'passwordConfirmation'] as const;

export function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useZodForm(schema, {
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    if (change.isPending) return;
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        toast.success(t('settings.password.success'));
      },
      onError: (error) => applyServerErrors(form, error, { fields: FIELDS }),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="form">
      <TextField
        label={t('settings.password.current')}
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword}
        errorValues={passwordValues}
        {...form.register('currentPassword')}
      />
      <NewPasswordFields
        form={form}
        labels={{ password: t('settings.password.new'), passwordConfirmation: t('settings.password.repeat') }}
        hint={t('settings.password.hint', passwordValues)}
        errorValues={passwordValues}
      />
      <SubmitButton pending={change.isPending} pendingLabel={t('settings.password.submitting')}>
        {t('settings.password.submit')}
      </SubmitButton>
    </form>
  );
}
