/**
 * The editor's link dialog (Radix Dialog): one https address field, validated before it is
 * applied; "Remove link" when the selection already is a link. Its form sits in a portal, but
 * React events still bubble through the component tree, so submit stops at this form and never
 * reaches the seminar or profile form around the editor.
 */
import { isHttpsUrl } from '@bu/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Unlink } from 'lucide-react';
import { Button } from '../button';

export interface LinkDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The href of the link under the cursor, or null when there is none. */
  current: string | null;
  onApply: (href: string) => void;
  onRemove: () => void;
}

export function LinkDialog({ open, onOpenChange, current, onApply, onRemove }: LinkDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay" />
        <Dialog.Content className="dialog">
          {/* Re-mounted on each opening, so the field starts from the current link. */}
          {open ? (
            <LinkForm
              current={current}
              onApply={onApply}
              onRemove={onRemove}
              cancelLabel={t('editor.linkDialog.cancel')}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function LinkForm({
  current,
  onApply,
  onRemove,
  cancelLabel,
}: Pick<LinkDialogProps, 'current' | 'onApply' | 'onRemove'> & { cancelLabel: string }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const [href, setHref] = useState(current ?? 'https://');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const value = href.trim();
    if (!isHttpsUrl(value)) {
      setInvalid(true);
      return;
    }
    onApply(value);
  };

  return (
    <form noValidate onSubmit={submit}>
      <Dialog.Title className="dialog__title">
        {current ? t('editor.linkDialog.editTitle') : t('editor.linkDialog.title')}
      </Dialog.Title>
      <Dialog.Description className="dialog__description" id={hintId}>
        {t('editor.linkDialog.description')}
      </Dialog.Description>
      <div className="field">
        <label htmlFor={fieldId} className="field__label">
          {t('editor.linkDialog.address')}
        </label>
        <input
          id={fieldId}
          className="field__control"
          type="url"
          inputMode="url"
          autoComplete="url"
          value={href}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => {
            setHref(event.target.value);
            if (invalid) setInvalid(false);
          }}
        />
        {invalid ? (
          <p className="field__error" id={errorId} role="alert">
            {t('editor.linkDialog.invalid')}
          </p>
        ) : null}
      </div>
      <div className="dialog__actions">
        {current ? (
          <Button variant="ghost" icon={Unlink} onClick={onRemove}>
            {t('editor.linkDialog.remove')}
          </Button>
        ) : null}
        <Dialog.Close asChild>
          <Button>{cancelLabel}</Button>
        </Dialog.Close>
        <Button type="submit" variant="primary">
          {t('editor.linkDialog.apply')}
        </Button>
      </div>
    </form>
  );
}
