/** The one pagination: range and page in the UI language, previous/next at the edges, page size where offered. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { Pagination, type PaginationProps } from './pagination';

function renderPagination(props: Partial<PaginationProps> = {}) {
  const onPageChange = vi.fn();
  const onPageSizeChange = vi.fn();
  render(
    <Pagination
      page={1}
      pageSize={25}
      total={120}
      pageSizes={[10, 25, 50]}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
      {...props}
    />,
  );
  return { onPageChange, onPageSizeChange };
}

describe('Pagination', () => {
  it('shows the range, the page of pages and the page size', () => {
    renderPagination({ page: 2 });
    expect(screen.getByText('26–50 von 120')).toBeInTheDocument();
    expect(screen.getByText('Seite 2 von 5')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Seiten' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Pro Seite' })).toHaveValue('25');
  });

  it('formats numbers in the UI language', async () => {
    await initI18n('en');
    renderPagination({ page: 1, pageSize: 1000, total: 12345 });
    expect(screen.getByText('1–1,000 of 12,345')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 13')).toBeInTheDocument();
  });

  it('moves between pages and refuses to go past either end', async () => {
    const user = userEvent.setup();
    const first = renderPagination({ page: 1 });
    const previous = screen.getByRole('button', { name: 'Zurück' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    expect(first.onPageChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(first.onPageChange).toHaveBeenCalledWith(2);
  });

  it('stops at the last page', async () => {
    const user = userEvent.setup();
    const { onPageChange } = renderPagination({ page: 5 });
    expect(screen.getByText('101–120 von 120')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Weiter' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(onPageChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
  });

  it('changes the page size', async () => {
    const user = userEvent.setup();
    const { onPageSizeChange } = renderPagination();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pro Seite' }), '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it('offers no page size where the list has a fixed one', () => {
    render(<Pagination page={2} pageSize={50} total={120} onPageChange={() => {}} />);
    expect(screen.getByText('51–100 von 120')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('renders nothing for an empty list', () => {
    const { container } = render(
      <Pagination
        page={1}
        pageSize={25}
        total={0}
        pageSizes={[25]}
        onPageChange={() => {}}
        onPageSizeChange={() => {}}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
