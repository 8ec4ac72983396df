/** Defect 13: the link button opens an accessible dialog (no window.prompt) that only accepts https. */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import RichTextEditor from './editor';

// jsdom has no layout; ProseMirror asks for rectangles when it scrolls the selection into view.
beforeAll(() => {
  const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = rects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  (Text.prototype as unknown as Pick<Range, 'getClientRects'>).getClientRects = rects;
  document.elementFromPoint = () => null;
});

async function renderEditor(value: string, language: 'de' | 'en' = 'de') {
  await initI18n(language);
  const onChange = vi.fn();
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <span id="label">Beschreibung</span>
      <RichTextEditor value={value} onChange={onChange} labelId="label" />
    </form>,
  );
  const textbox = await screen.findByRole('textbox', { name: 'Beschreibung' });
  return { onChange, onSubmit, textbox };
}

describe('RichTextEditor link dialog', () => {
  it('asks for an https address in a dialog and links the selected text', async () => {
    const prompt = vi.spyOn(window, 'prompt');
    const user = userEvent.setup();
    const { onChange, onSubmit, textbox } = await renderEditor('<p>Unser Programm</p>');
    act(() => textbox.focus());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Link einfügen' }));

    const dialog = await screen.findByRole('dialog', { name: 'Link einfügen' });
    expect(prompt).not.toHaveBeenCalled();
    const field = screen.getByRole('textbox', { name: 'Adresse' });
    expect(field).toHaveValue('https://');
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, 'http://beispiel.de{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bitte gib eine vollständige Adresse an, die mit https:// beginnt',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(dialog).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'https://www.beispiel.de/programm');
    await user.click(screen.getByRole('button', { name: 'Link übernehmen' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Unser Programm' })).toHaveAttribute(
      'href',
      'https://www.beispiel.de/programm',
    );
    expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('href="https://www.beispiel.de/programm"'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edits and removes an existing link, in English too', async () => {
    const user = userEvent.setup();
    const { textbox } = await renderEditor('<p><a href="https://old.example.org">Program</a></p>', 'en');
    act(() => textbox.focus());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Insert link' }));

    await screen.findByRole('dialog', { name: 'Edit link' });
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('https://old.example.org');
    await user.click(screen.getByRole('button', { name: 'Remove link' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Program' })).not.toBeInTheDocument();
    expect(screen.getByText('Program')).toBeInTheDocument();
  });

  it('closes on Cancel without changing the text', async () => {
    const user = userEvent.setup();
    const { onChange, textbox } = await renderEditor('<p>Text</p>');
    act(() => textbox.focus());
    await user.click(screen.getByRole('button', { name: 'Link einfügen' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
