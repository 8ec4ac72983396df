/**
 * A modal confirmation (Radix Dialog): title, description, optional content, cancel and a
 * confirming action. The confirming button stays focusable while pending or disabled
 * (aria-disabled) so screen readers still announce it; clicks are ignored then.
 */
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from './button';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  pendingLabel?: ReactNode;
  pending?: boolean;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  tone?: 'primary' | 'danger';
  children?: ReactNode;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  pendingLabel,
  pending,
  confirmDisabled,
  onConfirm,
  tone = 'primary',
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title className="dialog__title">{title}</Dialog.Title>
          <Dialog.Description className="dialog__description">{description}</Dialog.Description>
          {children}
          <div className="dialog__actions">
            <Dialog.Close asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </Dialog.Close>
            <Button
              variant={tone === 'danger' ? 'destructive' : 'primary'}
              pending={pending}
              pendingLabel={pendingLabel}
              aria-disabled={confirmDisabled || undefined}
              onClick={onConfirm}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
