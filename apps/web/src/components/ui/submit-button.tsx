/** A form's submit button: a primary `<Button>` unless told otherwise, saying what happens while pending (seed §1). */
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

export function SubmitButton({
  variant = 'primary',
  pendingLabel,
  ...rest
}: Omit<ButtonProps, 'type'> & { pendingLabel: ReactNode }) {
  return <Button type="submit" variant={variant} pendingLabel={pendingLabel} {...rest} />;
}
