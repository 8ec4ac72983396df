/** Registration (seed §2): the approval question, then the form or the approval pointers. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApprovalStep, type ApprovalAnswer } from './approval-step';
import { NotApprovedInfo } from './not-approved-info';
import { SignupForm } from './signup-form';

export function SignupPage() {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<ApprovalAnswer | null>(null);

  return (
    <>
      <h1>{t('auth.signup.heading')}</h1>
      {answer === null ? (
        <>
          <p className="lead">{t('auth.signup.intro')}</p>
          <ApprovalStep onAnswer={setAnswer} />
          <p className="card__footer">
            {t('auth.signup.haveAccount')} <Link to="/auth/login">{t('auth.signup.loginLink')}</Link>
          </p>
        </>
      ) : answer === 'no' ? (
        <NotApprovedInfo onBack={() => setAnswer(null)} />
      ) : (
        <SignupForm />
      )}
    </>
  );
}
