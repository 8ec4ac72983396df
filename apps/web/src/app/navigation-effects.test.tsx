import { describe, expect, it, vi } from 'vitest';
import { scrollToHash } from './navigation-effects';

describe('scrollToHash', () => {
  it('scrolls smoothly to the target and focuses it', () => {
    document.body.innerHTML = '<main><h2 id="leads">Leads</h2></main>';
    const target = document.getElementById('leads')!;
    const scrollIntoView = vi.fn();
    target.scrollIntoView = scrollIntoView;
    expect(scrollToHash('#leads')).toBe(true);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(target).toHaveAttribute('tabindex', '-1');
    expect(document.activeElement).toBe(target);
  });

  it('scrolls to the top for a bare hash', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    expect(scrollToHash('#')).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('reports a missing target so it can try again after render', () => {
    document.body.innerHTML = '';
    expect(scrollToHash('#nowhere')).toBe(false);
  });
});
