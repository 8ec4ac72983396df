/** A modal confirmation (Radix Dialog): title, description, cancel and a confirming action. */
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  children,
  confirmDisabled,
  tone = 'primary',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  pendingLabel?: ReactNode;
  pending?: boolean;
  onConfirm: () => void;
  children?: ReactNode;
  confirmDisabled?: boolean;
  tone?: 'primary' | 'danger';
}) {
  const { t } = useTranslation();
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
                {t('seminars.common.cancel')}
              </button>
            </Dialog.Close>
            <button
              type="button"
              className={tone === 'danger' ? 'button button--danger' : 'button button--primary'}
              aria-disabled={pending || confirmDisabled || undefined}
              onClick={() => {
                if (!pending && !confirmDisabled) onConfirm();
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
