/**
 * A page that sets a password from a mailed link's key (password reset, team invitation): the
 * heading, then either what is wrong with the link, or the intro, an error that names no field,
 * the new password twice and the submit button; and the way back to the sign-in.
 */
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UseFormReturn } from 'react-hook-form';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH_DEFAULT } from '@bu/contracts';
import { Alert } from './alert';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';

/** The length limits the password texts name. */
export const passwordLimits = { min: PASSWORD_MIN_LENGTH_DEFAULT, max: PASSWORD_MAX_LENGTH };

type PasswordValues = { key: string; password: string; passwordConfirmation?: string };

export function PasswordFromLink<T extends PasswordValues, C, O>({
  heading,
  invalidLink,
  intro,
  error,
  form,
  onSubmit,
  labels,
  pending,
  submit,
  submitting,
}: {
  heading: ReactNode;
  /** What the visitor is told instead of the form when the link cannot be used; null when it can. */
  invalidLink: ReactNode | null;
  intro: ReactNode;
  /** A failure that names no field. */
  error: Error | null;
  form: UseFormReturn<T, C, O>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  labels: { password: ReactNode; passwordConfirmation: ReactNode };
  pending: boolean;
  submit: ReactNode;
  submitting: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <h1>{heading}</h1>
      {invalidLink ?? (
        <>
          <p className="lead">{intro}</p>
          {error ? (
            <Alert>
              <p>{error.message}</p>
            </Alert>
          ) : null}
          <form noValidate onSubmit={onSubmit} className="form">
            <NewPasswordFields form={form} labels={labels} errorValues={passwordLimits} />
            <SubmitButton pending={pending} pendingLabel={submitting}>
              {submit}
            </SubmitButton>
          </form>
        </>
      )}
      <p className="card__footer">
        <Link to="/auth/login">{t('common.backToLogin')}</Link>
      </p>
    </>
  );
}
