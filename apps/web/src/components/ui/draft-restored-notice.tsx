/**
 * Says that a form took back unsaved input kept on this device (lib/form-draft) and offers to
 * drop it: a status message, so a screen reader hears why the form is already filled in.
 */
import { useTranslation } from 'react-i18next';
import { Alert } from './alert';
import { Button } from './button';

export function DraftRestoredNotice({ onDiscard }: { onDiscard: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert tone="info">
      <p>{t('ui.draftRestored.text')}</p>
      <div className="alert__actions">
        <Button size="sm" onClick={onDiscard}>
          {t('ui.draftRestored.discard')}
        </Button>
      </div>
    </Alert>
  );
}
