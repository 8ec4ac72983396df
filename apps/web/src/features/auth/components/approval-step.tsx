/** Registration step 1 (seed §2, §5): are you an approved educational-leave provider? */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { validationMessage } from '../../../lib/i18n';

export type ApprovalAnswer = 'yes' | 'no';

export function ApprovalStep({ onAnswer }: { onAnswer: (answer: ApprovalAnswer) => void }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<ApprovalAnswer | ''>('');
  const [showError, setShowError] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!answer) {
      setShowError(true);
      document.getElementById(`${id}-yes`)?.focus();
      return;
    }
    onAnswer(answer);
  };

  return (
    <form noValidate onSubmit={submit} className="form">
      <fieldset
        className="radio-group"
        aria-invalid={showError && !answer ? true : undefined}
        aria-describedby={showError && !answer ? errorId : undefined}
      >
        <legend className="field__label">{t('auth.signup.approvalQuestion')}</legend>
        {(['yes', 'no'] as const).map((value) => (
          <div className="radio-group__option" key={value}>
            <input
              type="radio"
              id={`${id}-${value}`}
              name="approved"
              value={value}
              checked={answer === value}
              onChange={() => {
                setAnswer(value);
                setShowError(false);
              }}
            />
            <label htmlFor={`${id}-${value}`}>
              {value === 'yes' ? t('auth.signup.approvalYes') : t('auth.signup.approvalNo')}
            </label>
          </div>
        ))}
        {showError && !answer ? (
          <p id={errorId} className="field__error" role="alert">
            {validationMessage('selectOption')}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" variant="primary" className="form__submit">
        {t('auth.signup.continue')}
      </Button>
    </form>
  );
}
