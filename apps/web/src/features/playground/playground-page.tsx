/**
 * /playground — the living style guide (ADR 008, ADR 023): the design tokens and every component of
 * `components/ui`, rendered live, so screens are built from what is here. Signed-in only.
 */
import { Bell, Copy, Inbox, Pencil, Plus, Save, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionMenu } from '../../components/ui/action-menu';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { DateField } from '../../components/ui/date-field/date-field';
import { FilterBar, FilterSelect, SearchField } from '../../components/ui/filter-bar';
import { KeyFigure } from '../../components/ui/key-figure';
import { OverviewCard } from '../../components/ui/overview-card';
import { Pagination } from '../../components/ui/pagination';
import { SectionIndex } from '../../components/ui/section-index';
import { Skeleton, SkeletonList } from '../../components/ui/skeleton';
import { StatusBadge, type BadgeTone } from '../../components/ui/status-badge';
import { PageHeader } from '../../components/ui/page-header';
import { DataCell, DataHead, DataTable, DataTitle } from '../../components/ui/data-table';
import { formatMoney } from '../../lib/format';
import { toast, type ToastType } from '../../lib/toast';
import './playground.css';

const colors = [
  '--accent-50',
  '--accent-100',
  '--accent-600',
  '--accent-700',
  '--accent-800',
  '--gray-0',
  '--gray-50',
  '--gray-100',
  '--gray-200',
  '--gray-300',
  '--gray-500',
  '--gray-600',
  '--gray-800',
  '--gray-900',
  '--success-50',
  '--success-700',
  '--warning-50',
  '--warning-700',
  '--danger-50',
  '--danger-600',
  '--info-50',
  '--info-700',
];
const spaces = ['--space-1', '--space-2', '--space-3', '--space-4', '--space-5', '--space-6', '--space-7'];
const radii = ['--radius-sm', '--radius-md', '--radius-lg', '--radius-full'];
const textSizes = ['--text-xs', '--text-sm', '--text-md', '--text-lg', '--text-xl', '--text-2xl'];
const tones: BadgeTone[] = ['neutral', 'accent', 'success', 'warning', 'danger', 'info'];
const toastKinds = ['success', 'error', 'info', 'warning'] as const satisfies readonly ToastType[];
const rows = [
  { id: 'a', title: 'Rhetorik und Präsentation im Beruf', city: 'Hamburg', status: 'success' as const, price: 54050 },
  { id: 'b', title: 'Achtsamkeit im Arbeitsalltag', city: 'Lübeck', status: 'info' as const, price: 39000 },
  { id: 'c', title: 'Digitale Kompetenz: KI im Büro', city: 'Kiel', status: 'warning' as const, price: 61000 },
];

export function PlaygroundPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(2);
  const [pageSize, setPageSize] = useState(25);
  const [search, setSearch] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [startDate, setStartDate] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const sections = (
    [
      'tokens',
      'buttons',
      'badges',
      'menu',
      'forms',
      'table',
      'filters',
      'alerts',
      'dialogs',
      'toasts',
      'states',
      'figures',
      'pagination',
    ] as const
  ).map((id) => ({
    id: `pg-${id}`,
    label: t(`playground.sections.${id}`),
  }));

  return (
    <div className="stack">
      <PageHeader>
        <h1>{t('playground.heading')}</h1>
      </PageHeader>
      <p className="lead">{t('playground.intro')}</p>
      <SectionIndex label={t('ui.sections')} sections={sections} />

      <section id="pg-tokens" className="card stack" aria-labelledby="pg-tokens-h">
        <h2 id="pg-tokens-h">{t('playground.sections.tokens')}</h2>
        <h3>{t('playground.colors')}</h3>
        <ul className="swatches">
          {colors.map((name) => (
            <li key={name} className="swatch">
              <div className="swatch__color" style={{ background: `var(${name})` }} />
              <div className="swatch__name">{name}</div>
            </li>
          ))}
        </ul>
        <h3>{t('playground.spacing')}</h3>
        <ul className="stack" style={{ listStyle: 'none', padding: 0 }}>
          {spaces.map((name) => (
            <li key={name} className="playground-row">
              <code className="swatch__name">{name}</code>
              <span
                style={{
                  display: 'inline-block',
                  height: '0.75rem',
                  width: `var(${name})`,
                  background: 'var(--accent-600)',
                }}
              />
            </li>
          ))}
        </ul>
        <h3>{t('playground.radii')}</h3>
        <div className="playground-row">
          {radii.map((name) => (
            <div
              key={name}
              style={{
                width: '5rem',
                height: '3rem',
                borderRadius: `var(${name})`,
                border: '2px solid var(--accent-600)',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <code style={{ fontSize: 'var(--text-xs)' }}>{name.replace('--radius-', '')}</code>
            </div>
          ))}
        </div>
        <h3>{t('playground.type')}</h3>
        {textSizes.map((name) => (
          <p key={name} style={{ fontSize: `var(${name})`, margin: 0 }}>
            <code>{name}</code> Bildungsurlaub am Bodensee
          </p>
        ))}
      </section>

      <section id="pg-buttons" className="card stack" aria-labelledby="pg-buttons-h">
        <h2 id="pg-buttons-h">{t('playground.sections.buttons')}</h2>
        <p className="muted">{t('playground.buttonsHint')}</p>
        <div className="playground-row">
          <Button variant="primary" icon={Plus}>
            Primary
          </Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="destructive" icon={Trash2}>
            Destructive
          </Button>
          <Button variant="primary" pending pendingLabel={t('ui.loading')}>
            Pending
          </Button>
          <Button size="sm">Small</Button>
          <Button iconOnly icon={Pencil} aria-label="Icon only" />
          <ButtonLink to="/playground#pg-buttons" variant="secondary">
            ButtonLink
          </ButtonLink>
        </div>
      </section>

      <section id="pg-badges" className="card stack" aria-labelledby="pg-badges-h">
        <h2 id="pg-badges-h">{t('playground.sections.badges')}</h2>
        <div className="playground-row">
          {tones.map((tone) => (
            <StatusBadge key={tone} tone={tone}>
              {tone}
            </StatusBadge>
          ))}
        </div>
      </section>

      <section id="pg-menu" className="card stack" aria-labelledby="pg-menu-h">
        <h2 id="pg-menu-h">{t('playground.sections.menu')}</h2>
        <div className="playground-row">
          <ActionMenu
            label={t('ui.actionsFor', { name: 'Demo' })}
            items={[
              { key: 'edit', label: 'Edit', icon: Pencil, to: '/playground' },
              {
                key: 'copy',
                label: 'Duplicate',
                icon: Copy,
                onSelect: () => undefined,
              },
              { key: 'sep', separator: true },
              {
                key: 'delete',
                label: 'Delete',
                icon: Trash2,
                tone: 'danger',
                onSelect: () => undefined,
              },
            ]}
          />
        </div>
      </section>

      <section id="pg-forms" className="card stack" aria-labelledby="pg-forms-h">
        <h2 id="pg-forms-h">{t('playground.sections.forms')}</h2>
        <p className="muted">{t('playground.formsHint')}</p>
        <form className="form" noValidate onSubmit={(event) => event.preventDefault()} aria-labelledby="pg-forms-h">
          <div className="form__row">
            <TextField label={t('playground.fields.title')} required hint={t('playground.fields.titleHint')} />
            <TextField
              label={t('playground.fields.email')}
              type="email"
              defaultValue="info@"
              error={{ message: 'invalidEmail' }}
            />
          </div>
          <DateField label={t('playground.fields.startDate')} value={startDate} onChange={setStartDate} />
          <SelectField label={t('playground.fields.category')} defaultValue="">
            <option value="">{t('playground.fields.choose')}</option>
            <option value="1">{t('playground.fields.categoryOption')}</option>
          </SelectField>
          <TextAreaField
            label={t('playground.fields.description')}
            rows={3}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            counter={{ count: description.length, max: 120 }}
          />
          <CheckboxField label={t('playground.fields.consent')} />
          <div className="action-bar">
            <Button icon={Save}>{t('playground.saveDraft')}</Button>
            <Button type="submit" variant="primary" icon={Send}>
              {t('playground.publish')}
            </Button>
          </div>
        </form>
      </section>

      <section id="pg-table" className="card stack" aria-labelledby="pg-table-h">
        <h2 id="pg-table-h">{t('playground.sections.table')}</h2>
        <p className="muted">{t('playground.tableHint')}</p>
        <DataTable aria-labelledby="pg-table-h">
          <thead>
            <tr>
              <DataHead>{t('playground.columns.title')}</DataHead>
              <DataHead>{t('playground.columns.city')}</DataHead>
              <DataHead>{t('playground.columns.status')}</DataHead>
              <DataHead kind="numeric">{t('playground.columns.price')}</DataHead>
              <DataHead kind="actions">
                <span className="visually-hidden">{t('ui.actions')}</span>
              </DataHead>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <DataCell kind="primary">
                  <DataTitle>{row.title}</DataTitle>
                </DataCell>
                <td data-label={t('playground.columns.city')}>{row.city}</td>
                <td data-label={t('playground.columns.status')}>
                  <StatusBadge tone={row.status}>{t(`playground.statuses.${row.status}`)}</StatusBadge>
                </td>
                <DataCell data-label={t('playground.columns.price')} kind="numeric">
                  {formatMoney(row.price)}
                </DataCell>
                <DataCell kind="actions">
                  <ActionMenu
                    label={t('ui.actionsFor', { name: row.title })}
                    items={[
                      { key: 'edit', label: t('playground.edit'), icon: Pencil, to: '/playground#pg-table' },
                      {
                        key: 'delete',
                        label: t('playground.delete'),
                        icon: Trash2,
                        tone: 'danger',
                        onSelect: () => setConfirming(true),
                      },
                    ]}
                  />
                </DataCell>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </section>

      <section id="pg-filters" className="card stack" aria-labelledby="pg-filters-h">
        <h2 id="pg-filters-h">{t('playground.sections.filters')}</h2>
        <FilterBar label={t('ui.filters')} onReset={search ? () => setSearch('') : undefined}>
          <SearchField label={t('playground.search')} value={search} onChange={setSearch} />
          <FilterSelect label={t('playground.select')} value="" onChange={() => undefined}>
            <option value="">—</option>
          </FilterSelect>
        </FilterBar>
      </section>

      <section id="pg-alerts" className="card stack" aria-labelledby="pg-alerts-h">
        <h2 id="pg-alerts-h">{t('playground.sections.alerts')}</h2>
        <Alert tone="info" title={t('playground.alerts.infoTitle')}>
          <p>{t('playground.alerts.info')}</p>
        </Alert>
        <Alert tone="success">
          <p>{t('playground.alerts.success')}</p>
        </Alert>
        {/* role=alert would announce on every visit of the style guide; the look is the same. */}
        <div className="alert alert--error">
          <p>{t('playground.alerts.error')}</p>
        </div>
      </section>

      <section id="pg-dialogs" className="card stack" aria-labelledby="pg-dialogs-h">
        <h2 id="pg-dialogs-h">{t('playground.sections.dialogs')}</h2>
        <p className="muted">{t('playground.dialogsHint')}</p>
        <div className="playground-row">
          <Button variant="ghost" icon={Trash2} onClick={() => setConfirming(true)}>
            {t('playground.delete')}
          </Button>
        </div>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          tone="danger"
          title={t('playground.confirm.title')}
          description={t('playground.confirm.text')}
          confirmLabel={t('playground.delete')}
          cancelLabel={t('playground.confirm.cancel')}
          onConfirm={() => {
            setConfirming(false);
            toast.success(t('playground.confirm.done'));
          }}
        />
      </section>

      <section id="pg-toasts" className="card stack" aria-labelledby="pg-toasts-h">
        <h2 id="pg-toasts-h">{t('playground.sections.toasts')}</h2>
        <p className="muted">{t('playground.toastsHint')}</p>
        <div className="playground-row">
          {toastKinds.map((kind) => (
            <Button key={kind} size="sm" icon={Bell} onClick={() => toast[kind](t(`playground.toasts.${kind}`))}>
              {t(`playground.toastKinds.${kind}`)}
            </Button>
          ))}
        </div>
      </section>

      <section id="pg-states" className="card stack" aria-labelledby="pg-states-h">
        <h2 id="pg-states-h">{t('playground.sections.states')}</h2>
        <EmptyState
          icon={Inbox}
          title={t('playground.emptyTitle')}
          description={t('playground.emptyText')}
          action={<Button variant="primary">{t('playground.emptyAction')}</Button>}
        />
        <Skeleton width="40%" />
        <SkeletonList rows={2} columns={3} />
      </section>

      <section id="pg-figures" className="card stack" aria-labelledby="pg-figures-h">
        <h2 id="pg-figures-h">{t('playground.sections.figures')}</h2>
        <p className="muted">{t('playground.figuresHint')}</p>
        <ul className="key-figures" aria-label={t('playground.figures.label')}>
          <li>
            <KeyFigure
              to="/seminars"
              label={t('playground.figures.online')}
              value="12"
              detail={t('playground.figures.onlineDetail')}
            />
          </li>
          <li>
            <KeyFigure
              label={t('playground.figures.views')}
              value="1.284"
              detail={t('playground.figures.viewsDetail')}
            />
          </li>
        </ul>
        <OverviewCard
          id="pg-card"
          title={t('playground.figures.card')}
          link={{ to: '/', label: t('playground.figures.cardLink') }}
        >
          <EmptyState size="compact" title={t('playground.emptyTitle')} description={t('playground.emptyText')} />
          <progress className="meter" max={100} value={60} aria-label={t('playground.figures.meter')} />
        </OverviewCard>
      </section>

      <section id="pg-pagination" className="card stack" aria-labelledby="pg-pagination-h">
        <h2 id="pg-pagination-h">{t('playground.sections.pagination')}</h2>
        <Pagination
          page={page}
          pageSize={pageSize}
          total={137}
          pageSizes={[10, 25, 50]}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      </section>
    </div>
  );
}
