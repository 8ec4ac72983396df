/** Registration step 1 (seed §2, §5): are you an approved educational-leave provider? */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { RadioGroupField, RadioOption, useFieldIds } from '../../../components/ui/field';

export type ApprovalAnswer = 'yes' | 'no';

export function ApprovalStep({ onAnswer }: { onAnswer: (answer: ApprovalAnswer) => void }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<ApprovalAnswer | ''>('');
  const [showError, setShowError] = useState(false);
  const error = showError && !answer ? { message: 'selectOption' } : undefined;
  const ids = useFieldIds(error, null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!answer) {
      setShowError(true);
      document.getElementById(`${ids.id}-yes`)?.focus();
      return;
    }
    onAnswer(answer);
  };

  return (
    <form noValidate onSubmit={submit} className="form">
      <RadioGroupField legend={t('auth.signup.approvalQuestion')} ids={ids} error={error} alertError>
        {(['yes', 'no'] as const).map((value) => (
          <RadioOption
            key={value}
            id={`${ids.id}-${value}`}
            name="approved"
            value={value}
            checked={answer === value}
            onChange={() => {
              setAnswer(value);
              setShowError(false);
            }}
            label={value === 'yes' ? t('auth.signup.approvalYes') : t('auth.signup.approvalNo')}
          />
        ))}
      </RadioGroupField>
      <Button type="submit" variant="primary" className="form__submit">
        {t('auth.signup.continue')}
      </Button>
    </form>
  );
}
