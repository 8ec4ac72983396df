/** A submit button that says what is happening while pending (no spinner, seed §1). */
import type { ButtonHTMLAttributes, ReactNode } from 'react';

export function SubmitButton({
  pending,
  pendingLabel,
  children,
  className = 'button button--primary',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { pending?: boolean; pendingLabel: ReactNode }) {
  return (
    <button type="submit" className={className} aria-disabled={pending || undefined} {...rest}>
      {pending ? pendingLabel : children}
    </button>
  );
}
