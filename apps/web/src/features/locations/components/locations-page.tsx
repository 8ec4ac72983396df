/**
 * /locations (seed §2): the provider's saved locations with an active/inactive filter;
 * add and edit in a dialog with the shared location form; 'verify address' answers valid
 * or invalid and stores the flag; delete asks first (a location in use answers 409).
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { germanStates, type Location } from '@bu/contracts';
import { Alert } from '../../../components/ui/alert';
import { currentLanguage, validationMessage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDeleteLocation, useLocationList, useSaveLocation, useVerifyLocation, type LocationFilter } from '../api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LocationForm } from './location-form';

function ValidatedBadge({ validated }: { validated: boolean | null }) {
  const { t } = useTranslation();
  if (validated === true) return <span className="badge badge--success">{t('locations.validated.valid')}</span>;
  if (validated === false) return <span className="badge badge--danger">{t('locations.validated.invalid')}</span>;
  return <span className="badge">{t('locations.validated.unchecked')}</span>;
}

export function LocationsPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const filterId = useId();
  const [filter, setFilter] = useState<LocationFilter>('all');
  const list = useLocationList(filter);
  const save = useSaveLocation();
  const verify = useVerifyLocation();
  const remove = useDeleteLocation();
  // undefined: dialog closed; null: adding; a location: editing it.
  const [editing, setEditing] = useState<Location | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Location | null>(null);
  const locations = list.data?.locations ?? [];
  const stateName = (code: string | null) => germanStates.find((s) => s.code === code)?.[language] ?? '';

  const onVerify = (location: Location) => {
    verify.mutate(location.id, {
      onSuccess: (result) => {
        const text = validationMessage(result.reason);
        if (result.valid) toast.success(text);
        else toast.warning(text);
      },
      onError: (error) => toast.error(error.message),
    });
  };

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('locations.deleted'));
        setDeleting(null);
      },
      onError: (error) => {
        toast.error(error.message);
        setDeleting(null);
      },
    });
  };

  return (
    <section className="stack" aria-labelledby="locations-heading">
      <div className="page-header">
        <h1 id="locations-heading">{t('locations.heading')}</h1>
        <div className="page-header__actions">
          <button type="button" className="button button--primary" onClick={() => setEditing(null)}>
            {t('locations.add')}
          </button>
        </div>
      </div>
      <p className="lead">{t('locations.intro')}</p>

      <div className="field field--inline">
        <label htmlFor={filterId} className="field__label">
          {t('locations.filter.label')}
        </label>
        <select
          id={filterId}
          className="field__control"
          value={filter}
          onChange={(event) => setFilter(event.target.value as LocationFilter)}
        >
          <option value="all">{t('locations.filter.all')}</option>
          <option value="active">{t('locations.filter.active')}</option>
          <option value="inactive">{t('locations.filter.inactive')}</option>
        </select>
      </div>

      {list.isError ? (
        <Alert>
          <p>{list.error.message}</p>
        </Alert>
      ) : null}

      {list.isSuccess && locations.length === 0 ? (
        <p className="muted">{filter === 'all' ? t('locations.empty') : t('locations.emptyFiltered')}</p>
      ) : null}

      {locations.length > 0 ? (
        <ul className="ps-list" aria-label={t('locations.listLabel')}>
          {locations.map((location) => (
            <li key={location.id} className="ps-list__item">
              <div className="ps-list__main">
                <p className="ps-list__title">{location.formattedAddress}</p>
                <p className="ps-list__meta">
                  {[stateName(location.state), location.country].filter(Boolean).join(' · ')}
                </p>
                <p className="ps-list__badges">
                  <span className={location.status === 'active' ? 'badge badge--success' : 'badge'}>
                    {t(`locations.status.${location.status}`)}
                  </span>
                  {location.isBusinessAddress ? <span className="badge badge--info">{t('locations.businessAddress')}</span> : null}
                  <ValidatedBadge validated={location.validated} />
                </p>
              </div>
              <div className="ps-list__actions">
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={t('locations.verifyFor', { address: location.formattedAddress })}
                  aria-disabled={(verify.isPending && verify.variables === location.id) || undefined}
                  onClick={() => onVerify(location)}
                >
                  {verify.isPending && verify.variables === location.id ? t('locations.verifying') : t('locations.verify')}
                </button>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={t('locations.editFor', { address: location.formattedAddress })}
                  onClick={() => setEditing(location)}
                >
                  {t('locations.edit')}
                </button>
                <button
                  type="button"
                  className="button button--danger button--small"
                  aria-label={t('locations.deleteFor', { address: location.formattedAddress })}
                  onClick={() => setDeleting(location)}
                >
                  {t('locations.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      <Dialog.Root open={editing !== undefined} onOpenChange={(open) => (open ? undefined : setEditing(undefined))}>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog__overlay" />
          <Dialog.Content className="dialog dialog--wide">
            <Dialog.Title className="dialog__title">
              {editing ? t('locations.editHeading') : t('locations.addHeading')}
            </Dialog.Title>
            <Dialog.Description className="dialog__description">{t('locations.formIntro')}</Dialog.Description>
            <LocationForm
              key={editing?.id ?? 'new'}
              location={editing}
              submitLabel={t('locations.save')}
              pendingLabel={t('locations.saving')}
              actions={
                <Dialog.Close asChild>
                  <button type="button" className="button button--secondary">
                    {t('locations.cancel')}
                  </button>
                </Dialog.Close>
              }
              onSubmit={async (input) => {
                await save.mutateAsync({ id: editing?.id, input });
                toast.success(editing ? t('locations.updated') : t('locations.created'));
                setEditing(undefined);
              }}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('locations.deleteHeading')}
        description={t('locations.deleteText', { address: deleting?.formattedAddress ?? '' })}
        confirmLabel={t('locations.delete')}
        cancelLabel={t('locations.cancel')}
        pendingLabel={t('locations.deleting')}
        pending={remove.isPending}
        tone="danger"
        onConfirm={onDelete}
      />
    </section>
  );
}
