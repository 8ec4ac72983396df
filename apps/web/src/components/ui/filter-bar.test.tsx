/**
 * The filter bar: a labelled search landmark with a reset action only while filtered, and a
 * search box whose own keystrokes are never undone by the late echo of a value it sent.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar, FilterSelect, SearchField } from './filter-bar';

describe('FilterBar', () => {
  it('is a labelled search region and offers the reset only when given', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn();
    const { rerender } = render(
      <FilterBar label="Filter">
        <FilterSelect label="Status" value="" onChange={() => {}}>
          <option value="">Alle</option>
        </FilterSelect>
      </FilterBar>,
    );
    expect(screen.getByRole('search', { name: 'Filter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filter zurücksetzen' })).not.toBeInTheDocument();
    rerender(
      <FilterBar label="Filter" onReset={onReset}>
        <span />
      </FilterBar>,
    );
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    expect(onReset).toHaveBeenCalledOnce();
  });

  it('reports a select change by its label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <FilterSelect label="Status" value="" onChange={onChange}>
        <option value="">Alle</option>
        <option value="active">Aktiv</option>
      </FilterSelect>,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'active');
    expect(onChange).toHaveBeenCalledWith('active');
  });
});

describe('SearchField', () => {
  function setup(initial = '') {
    const onChange = vi.fn();
    const view = render(<SearchField label="Suche" value={initial} onChange={onChange} />);
    const echo = (value: string) => view.rerender(<SearchField label="Suche" value={value} onChange={onChange} />);
    return { onChange, echo, box: screen.getByRole('searchbox', { name: 'Suche' }) };
  }

  it('reports every keystroke', async () => {
    const user = userEvent.setup();
    const { onChange, box } = setup();
    await user.type(box, 'rhe');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['r', 'rh', 'rhe']);
    expect(box).toHaveValue('rhe');
  });

  it('keeps keystrokes typed since when an older value it sent comes back', async () => {
    const user = userEvent.setup();
    const { box, echo } = setup();
    await user.type(box, 'rhet');
    // The URL catches up one write at a time: "r", then "rh" … none may undo "rhet".
    echo('r');
    expect(box).toHaveValue('rhet');
    echo('rh');
    expect(box).toHaveValue('rhet');
    echo('rhet');
    expect(box).toHaveValue('rhet');
    // Typing on after the echoes: still the user's text.
    await user.type(box, 'o');
    echo('rheto');
    expect(box).toHaveValue('rheto');
  });

  it('skips echoes that never arrive (only the newest write landed)', async () => {
    const user = userEvent.setup();
    const { box, echo } = setup();
    await user.type(box, 'abc');
    echo('abc');
    expect(box).toHaveValue('abc');
    // An echo of a value older than the newest one seen is not in the queue any more: it is
    // a change from elsewhere (Back) and the box follows it.
    echo('a');
    expect(box).toHaveValue('a');
  });

  it('follows a change from elsewhere (reset, Back) that it never sent', async () => {
    const user = userEvent.setup();
    const { box, echo } = setup('alt');
    expect(box).toHaveValue('alt');
    await user.clear(box);
    await user.type(box, 'neu');
    echo('');
    // "" was sent by the clear: an echo, so the typed text stays.
    expect(box).toHaveValue('neu');
    echo('zurück');
    expect(box).toHaveValue('zurück');
    await user.type(box, '!');
    expect(box).toHaveValue('zurück!');
  });
});
