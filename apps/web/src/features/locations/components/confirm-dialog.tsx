/**
 * A modal confirmation (Radix Dialog): title, description, cancel and a confirming action.
 * The seminars feature has a twin; both belong in components/ui once the features settle.
 */
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  pendingLabel?: ReactNode;
  pending?: boolean;
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
              <button type="button" className="button button--secondary">
                {cancelLabel}
              </button>
            </Dialog.Close>
            <button
              type="button"
              className={tone === 'danger' ? 'button button--danger' : 'button button--primary'}
              aria-disabled={pending || undefined}
              onClick={() => {
                if (!pending) onConfirm();
              }}
            >
              {pending && pendingLabel ? pendingLabel : confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
