/**
 * A person's first and last name side by side, registered on the caller's react-hook-form form
 * as `firstName` and `lastName` (at most 100 characters each, as the contracts allow). The
 * browser fills them for the person's own name; for someone else's (an invited member, a
 * participant) it must not.
 */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from './field';

type NameValues = FieldValues & { firstName: string; lastName: string };

export function NameFields<T extends NameValues, C = unknown, O = T>({
  form,
  whose,
  className = 'form__row',
}: {
  form: UseFormReturn<T, C, O>;
  whose: 'own' | 'someone else';
  /** The row's layout class (the marketplace's forms have their own). */
  className?: string;
}) {
  const { t } = useTranslation();
  const own = whose === 'own';
  const field = (name: 'firstName' | 'lastName') => {
    const path = name as Path<T>;
    return {
      required: true,
      error: form.getFieldState(path, form.formState).error,
      errorValues: { max: 100 },
      ...form.register(path),
    };
  };
  return (
    <div className={className}>
      <TextField label={t('common.firstName')} autoComplete={own ? 'given-name' : 'off'} {...field('firstName')} />
      <TextField label={t('common.lastName')} autoComplete={own ? 'family-name' : 'off'} {...field('lastName')} />
    </div>
  );
}
