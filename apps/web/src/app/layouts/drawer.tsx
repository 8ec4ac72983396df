/**
 * The navigation drawer of narrow screens (Radix Dialog: focus trapped, Escape and the overlay
 * close it). Its own chunk: loaded when the menu button is first used or hovered, so the first
 * paint of every dashboard screen does without the dialog library (bench/RESULTS.md).
 */
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import './drawer.css';

export default function Drawer({
  onClose,
  returnFocusTo,
  children,
}: {
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer__overlay" />
        <Dialog.Content
          className="drawer"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // No Dialog.Trigger (the menu button lives in the eager layout): focus goes back by hand.
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <Dialog.Title className="visually-hidden">{t('ui.menu')}</Dialog.Title>
          <Dialog.Close asChild>
            <Button variant="ghost" icon={X} iconOnly className="drawer__close" aria-label={t('ui.closeMenu')} />
          </Dialog.Close>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
