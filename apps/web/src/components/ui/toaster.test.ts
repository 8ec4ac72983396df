/** Defect 1: toasts rise above form actions in their column instead of covering them. */
import { describe, expect, it } from 'vitest';
import { toastBottomOffset } from './toaster';

const rect = (top: number, height: number, left: number, right: number) => ({
  top,
  bottom: top + height,
  left,
  right,
  width: right - left,
  height,
});

describe('toastBottomOffset', () => {
  const wide = { width: 1366, height: 800 };
  const phone = { width: 390, height: 844 };

  it('keeps the default place when no action is there', () => {
    expect(toastBottomOffset([], wide)).toBeNull();
    // A login button in the lower half but above the toast's box stays uncovered as it is.
    expect(toastBottomOffset([rect(470, 44, 16, 140)], phone)).toBeNull();
  });

  it('rises above a sticky action bar at the bottom right', () => {
    expect(toastBottomOffset([rect(730, 70, 300, 1330)], wide)).toBe(800 - 730 + 12);
  });

  it('rises past every action it would land on in turn', () => {
    const bar = rect(740, 60, 300, 1330);
    const buttonAboveBar = rect(660, 44, 1200, 1330);
    expect(toastBottomOffset([bar, buttonAboveBar], wide)).toBe(800 - 660 + 12);
  });

  it('ignores actions outside the toast column on wide screens, but not on phones', () => {
    const leftButton = rect(740, 44, 20, 200);
    expect(toastBottomOffset([leftButton], wide)).toBeNull();
    expect(toastBottomOffset([leftButton], phone)).toBe(844 - 740 + 12);
  });

  it('ignores hidden and off-screen actions and never leaves the screen', () => {
    expect(toastBottomOffset([rect(740, 0, 1000, 1300)], wide)).toBeNull();
    expect(toastBottomOffset([rect(900, 44, 1000, 1300)], wide)).toBeNull();
    expect(toastBottomOffset([rect(40, 760, 1000, 1300)], wide)).toBe(800 - 72 - 24);
  });
});
