/**
 * Buttons of the design system (ADR 008): primary (one per view), secondary, ghost (quiet,
 * in toolbars and menus) and destructive (only inside a confirmation). `ButtonLink` looks the
 * same but navigates. While pending, the button stays focusable (aria-disabled) and says what
 * it is doing instead of showing a spinner (seed §1).
 */
import type { LucideIcon } from 'lucide-react';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';
export type ButtonSize = 'md' | 'sm';

export function buttonClass(variant: ButtonVariant = 'secondary', size: ButtonSize = 'md', extra?: string): string {
  return ['button', `button--${variant}`, size === 'sm' ? 'button--small' : '', extra ?? ''].filter(Boolean).join(' ');
}

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A lucide icon shown before the label (decorative). */
  icon?: LucideIcon;
  /** Icon-only buttons need `aria-label`; the visible label is then omitted. */
  iconOnly?: boolean;
}

function Content({ icon: Icon, children, iconOnly }: { icon?: LucideIcon; children: ReactNode; iconOnly?: boolean }) {
  return (
    <>
      {Icon ? <Icon aria-hidden="true" size={18} strokeWidth={2} className="button__icon" /> : null}
      {iconOnly ? null : children}
    </>
  );
}

export interface ButtonProps extends CommonProps, ButtonHTMLAttributes<HTMLButtonElement> {
  /** Passed to the <button> (React 19: a plain prop), e.g. to give focus back to it. */
  ref?: Ref<HTMLButtonElement>;
  pending?: boolean;
  /** Shown instead of the label while pending, e.g. "Wird gespeichert …". */
  pendingLabel?: ReactNode;
}

export function Button({
  variant = 'secondary',
  size = 'md',
  icon,
  iconOnly,
  pending,
  pendingLabel,
  className,
  type = 'button',
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const inert = pending || rest['aria-disabled'] === true;
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass(variant, size, [iconOnly ? 'button--icon' : '', className ?? ''].join(' ').trim())}
      aria-disabled={inert || undefined}
      onClick={(event) => {
        if (inert) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      <Content icon={icon} iconOnly={iconOnly}>
        {pending && pendingLabel ? pendingLabel : children}
      </Content>
    </button>
  );
}

export interface ButtonLinkProps extends CommonProps, LinkProps {}

export function ButtonLink({
  variant = 'secondary',
  size = 'md',
  icon,
  iconOnly,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link
      className={buttonClass(variant, size, [iconOnly ? 'button--icon' : '', className ?? ''].join(' ').trim())}
      {...rest}
    >
      <Content icon={icon} iconOnly={iconOnly}>
        {children}
      </Content>
    </Link>
  );
}

/** A link to another site or a new tab (e.g. the marketplace preview), styled as a button. */
export function ExternalButtonLink({
  variant = 'secondary',
  size = 'md',
  icon,
  className,
  children,
  newTabLabel,
  ...rest
}: CommonProps & AnchorHTMLAttributes<HTMLAnchorElement> & { newTabLabel: string }) {
  return (
    <a className={buttonClass(variant, size, className)} target="_blank" rel="noopener noreferrer" {...rest}>
      <Content icon={icon}>{children}</Content>
      {/* A plain space is dropped from the accessible name (flex item, hidden span); a no-break space is kept. */}
      <span className="visually-hidden">
        {'\u00a0'}
        {newTabLabel}
      </span>
    </a>
  );
}
