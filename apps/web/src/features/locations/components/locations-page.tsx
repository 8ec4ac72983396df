/**
 * /locations (seed §2): the provider's saved locations with an active/inactive filter;
 * add and edit in a dialog with the shared location form (`?new=1` opens it to add one); 'verify address' answers valid
 * or invalid and stores the flag; delete asks first. A location seminars still use answers
 * 409 LOCATION_IN_USE: the page says how many seminars use it and links to the seminar list
 * filtered by that location.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { MapPin, Pencil, Plus, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { germanStates, type Location } from '@bu/contracts';
import { ActionMenu } from '../../../components/ui/action-menu';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FilterBar, FilterSelect } from '../../../components/ui/filter-bar';
import { SkeletonList } from '../../../components/ui/skeleton';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useListParams } from '../../../lib/list-params';
import { currentLanguage, validationMessage } from '../../../lib/i18n';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import {
  locationsUrlSchema,
  useDeleteLocation,
  useLocationList,
  useSaveLocation,
  useVerifyLocation,
  type LocationFilter,
} from '../api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { LocationForm } from './location-form';
import '../locations.css';

function ValidatedBadge({ validated }: { validated: boolean | null }) {
  const { t } = useTranslation();
  if (validated === true) return <StatusBadge tone="success">{t('locations.validated.valid')}</StatusBadge>;
  if (validated === false) return <StatusBadge tone="danger">{t('locations.validated.invalid')}</StatusBadge>;
  return <StatusBadge>{t('locations.validated.unchecked')}</StatusBadge>;
}

export function LocationsPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { params, setParams } = useListParams(locationsUrlSchema);
  const filter: LocationFilter = params.status ?? 'all';
  const list = useLocationList(filter);
  const save = useSaveLocation();
  const verify = useVerifyLocation();
  const remove = useDeleteLocation();
  // undefined: dialog closed; null: adding; a location: editing it. `?new=1` asks for adding.
  const [chosen, setChosen] = useState<Location | null | undefined>(undefined);
  const editing = chosen === undefined && params.new ? null : chosen;
  const setEditing = (location: Location | null | undefined) => {
    setChosen(location);
    if (location === undefined && params.new) setParams({ new: null }, { replace: true });
  };
  const [deleting, setDeleting] = useState<Location | null>(null);
  // The answer to deleting a location seminars still use: shown on the page, with a way on.
  const [inUse, setInUse] = useState<{ location: Location; count: number | null; message: string } | null>(null);
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
    setInUse(null);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('locations.deleted'));
        setDeleting(null);
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'LOCATION_IN_USE') {
          const count = typeof error.params?.count === 'number' ? error.params.count : null;
          setInUse({ location: deleting, count, message: error.message });
        } else toast.error(error.message);
        setDeleting(null);
      },
    });
  };

  return (
    <section className="stack" aria-labelledby="locations-heading">
      <PageHeader
        actions={
          <Button variant="primary" icon={Plus} onClick={() => setEditing(null)}>
            {t('locations.add')}
          </Button>
        }
      >
        <h1 id="locations-heading">{t('locations.heading')}</h1>
      </PageHeader>
      <p className="lead">{t('locations.intro')}</p>

      <FilterBar label={t('ui.filters')}>
        <FilterSelect
          label={t('locations.filter.label')}
          value={filter}
          clearValue="all"
          onChange={(value) => setParams({ status: value === 'all' ? null : value })}
        >
          <option value="all">{t('locations.filter.all')}</option>
          <option value="active">{t('locations.filter.active')}</option>
          <option value="inactive">{t('locations.filter.inactive')}</option>
        </FilterSelect>
      </FilterBar>

      {list.isError ? (
        <Alert>
          <p>{list.error.message}</p>
        </Alert>
      ) : null}

      {inUse ? (
        <Alert title={t('locations.inUse.title', { address: inUse.location.formattedAddress })}>
          {/* In the UI language, with the plural form for the count (the server's text as a fallback). */}
          <p>{inUse.count === null ? inUse.message : t('errors.LOCATION_IN_USE', { count: inUse.count })}</p>
          <p>
            <Link to={`/seminars?${new URLSearchParams({ locationId: inUse.location.id })}`}>
              {t('locations.inUse.seminarsLink', { count: inUse.count ?? 2 })}
            </Link>
          </p>
        </Alert>
      ) : null}

      {list.isPending ? <SkeletonList rows={3} columns={2} /> : null}
      {list.isSuccess && locations.length === 0 ? (
        <EmptyState
          icon={MapPin}
          title={filter === 'all' ? t('locations.empty') : t('locations.emptyFiltered')}
          description={filter === 'all' ? t('locations.emptyText') : t('locations.emptyFilteredText')}
          action={
            filter === 'all' ? (
              <Button variant="primary" icon={Plus} onClick={() => setEditing(null)}>
                {t('locations.add')}
              </Button>
            ) : undefined
          }
        />
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
                  <StatusBadge tone={location.status === 'active' ? 'success' : 'neutral'}>
                    {t(`locations.status.${location.status}`)}
                  </StatusBadge>
                  {location.isBusinessAddress ? (
                    <StatusBadge tone="info">{t('locations.businessAddress')}</StatusBadge>
                  ) : null}
                  <ValidatedBadge validated={location.validated} />
                </p>
              </div>
              <div className="ps-list__actions">
                <ActionMenu
                  label={t('ui.actionsFor', { name: location.formattedAddress })}
                  items={[
                    { key: 'edit', label: t('locations.edit'), icon: Pencil, onSelect: () => setEditing(location) },
                    {
                      key: 'verify',
                      label:
                        verify.isPending && verify.variables === location.id
                          ? t('locations.verifying')
                          : t('locations.verify'),
                      icon: ShieldCheck,
                      disabled: verify.isPending,
                      onSelect: () => onVerify(location),
                    },
                    { key: 'sep', separator: true },
                    {
                      key: 'delete',
                      label: t('locations.delete'),
                      icon: Trash2,
                      tone: 'danger',
                      onSelect: () => setDeleting(location),
                    },
                  ]}
                />
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      <Dialog.Root open={editing !== undefined} onOpenChange={(open) => (open ? undefined : setEditing(undefined))}>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog__overlay" />
          {/* No description: the marked fields state which are needed (saying it again repeated it). */}
          <Dialog.Content className="dialog dialog--wide" aria-describedby={undefined}>
            <Dialog.Title className="dialog__title">
              {editing ? t('locations.editHeading') : t('locations.addHeading')}
            </Dialog.Title>
            <LocationForm
              key={editing?.id ?? 'new'}
              location={editing}
              submitLabel={t('locations.save')}
              pendingLabel={t('locations.saving')}
              actions={
                <Dialog.Close asChild>
                  <Button>{t('locations.cancel')}</Button>
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
