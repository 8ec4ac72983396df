/**
 * The one pagination of every list: "1–25 of 120", previous/next with "Page 1 of 5", and the
 * page size (10/25/50) where the list lets it be chosen (the activity log's is the server's).
 * Numbers are formatted for the UI language.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { Button } from './button';
import './pagination.css';

interface PageSizeChoice {
  pageSizes: readonly number[];
  onPageSizeChange: (pageSize: number) => void;
}

export type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
} & (PageSizeChoice | { [K in keyof PageSizeChoice]?: never });

export function Pagination({ page, pageSize, total, pageSizes, onPageChange, onPageSizeChange }: PaginationProps) {
  const { t } = useTranslation();
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  return (
    <div className="pagination">
      <p className="pagination__info" aria-live="polite">
        {t('ui.pagination.range', {
          from: formatNumber((page - 1) * pageSize + 1),
          to: formatNumber(Math.min(page * pageSize, total)),
          total: formatNumber(total),
        })}
      </p>
      <nav className="pagination__nav" aria-label={t('ui.pagination.label')}>
        <Button
          size="sm"
          icon={ChevronLeft}
          aria-disabled={page <= 1 || undefined}
          onClick={() => page > 1 && onPageChange(page - 1)}
        >
          {t('ui.pagination.previous')}
        </Button>
        <span className="pagination__page">
          {t('ui.pagination.pageOf', { page: formatNumber(page), pages: formatNumber(pages) })}
        </span>
        <Button
          size="sm"
          aria-disabled={page >= pages || undefined}
          onClick={() => page < pages && onPageChange(page + 1)}
        >
          {t('ui.pagination.next')}
          <ChevronRight aria-hidden="true" size={18} className="button__icon" />
        </Button>
      </nav>
      {pageSizes && onPageSizeChange ? (
        <div className="field field--inline">
          <label htmlFor={sizeId} className="field__label">
            {t('ui.pagination.pageSize')}
          </label>
          <select
            id={sizeId}
            className="field__control"
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
