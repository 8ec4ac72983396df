/**
 * A form's submit button: a primary `<Button>` unless told otherwise, saying what happens while
 * pending (seed §1). Offline it is inert and points to the offline banner, which says that saving
 * needs a connection (ADR 021); what was typed stays in the form.
 */
import type { ReactNode } from 'react';
import { useOnline } from '../../lib/online';
import { Button, type ButtonProps } from './button';
import { OFFLINE_BANNER_ID } from './offline-banner';

export function SubmitButton({
  variant = 'primary',
  pendingLabel,
  ...rest
}: Omit<ButtonProps, 'type'> & { pendingLabel: ReactNode }) {
  const online = useOnline();
  const offline = online ? {} : { 'aria-disabled': true as const, 'aria-describedby': OFFLINE_BANNER_ID };
  return <Button type="submit" variant={variant} pendingLabel={pendingLabel} {...rest} {...offline} />;
}
