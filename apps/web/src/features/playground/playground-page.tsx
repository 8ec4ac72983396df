/**
 * /playground — the living style guide (ADR 008): the design tokens and every component of
 * `components/ui`, rendered live, so screens are built from what is here. Signed-in only.
 */
import { Copy, Inbox, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionMenu } from '../../components/ui/action-menu';
import { Button, ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { FilterBar, FilterSelect, SearchField } from '../../components/ui/filter-bar';
import { Pagination } from '../../components/ui/pagination';
import { SectionIndex } from '../../components/ui/section-index';
import { Skeleton, SkeletonList } from '../../components/ui/skeleton';
import { StatusBadge, type BadgeTone } from '../../components/ui/status-badge';

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

export function PlaygroundPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(2);
  const [pageSize, setPageSize] = useState(25);
  const [search, setSearch] = useState('');
  const sections = (['tokens', 'buttons', 'badges', 'menu', 'filters', 'states', 'pagination'] as const).map((id) => ({
    id: `pg-${id}`,
    label: t(`playground.sections.${id}`),
  }));

  return (
    <div className="stack">
      <div className="page-header">
        <h1>{t('playground.heading')}</h1>
      </div>
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

      <section id="pg-filters" className="card stack" aria-labelledby="pg-filters-h">
        <h2 id="pg-filters-h">{t('playground.sections.filters')}</h2>
        <FilterBar label={t('ui.filters')} onReset={search ? () => setSearch('') : undefined}>
          <SearchField label={t('playground.search')} value={search} onChange={setSearch} />
          <FilterSelect label={t('playground.select')} value="" onChange={() => undefined}>
            <option value="">—</option>
          </FilterSelect>
        </FilterBar>
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
