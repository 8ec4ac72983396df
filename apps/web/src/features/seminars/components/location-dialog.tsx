/**
 * The embedded location form (seed §2): a dialog around the locations feature's shared
 * `LocationForm` that creates a saved location with POST /locations and hands it back so the
 * seminar form can select it. The street is required unless the seminar is online (shared
 * `locationInputSchema`); status and business-address marker are left at their defaults.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { Location } from '@bu/contracts';
import { Button } from '../../../components/ui/button';
import { LocationForm, useSaveLocation } from '../../locations';

export function LocationDialog({
  open,
  onOpenChange,
  online,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  online: boolean;
  onCreated: (location: Location) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveLocation();

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog__overlay" />
        <Dialog.Content className="dialog dialog--wide">
          <Dialog.Title className="dialog__title">{t('seminars.location.heading')}</Dialog.Title>
          <Dialog.Description className="dialog__description">{t('seminars.location.intro')}</Dialog.Description>
          <LocationForm
            online={online}
            showStatus={false}
            submitLabel={t('seminars.location.save')}
            pendingLabel={t('seminars.location.saving')}
            actions={
              <Dialog.Close asChild>
                <Button>{t('seminars.common.cancel')}</Button>
              </Dialog.Close>
            }
            onSubmit={async (input) => {
              const { location } = await save.mutateAsync({ input });
              onCreated(location);
              onOpenChange(false);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
