/** The two-sample Kolmogorov–Smirnov helper: it finds a shift the enumeration test must catch, and none where there is none. */
import { describe, expect, it } from 'vitest';
import { ksCriticalValue, ksStatistic } from './two-sample';

const range = (n: number, from = 0) => Array.from({ length: n }, (_, i) => from + i);

describe('ksStatistic', () => {
  it('is 0 for the same values in any order, 1 for samples that do not overlap', () => {
    expect(ksStatistic(range(200), range(200).reverse())).toBe(0);
    expect(ksStatistic(range(200), range(200, 1000))).toBe(1);
  });

  it('is the largest gap of the two distribution functions, ties stepped together', () => {
    // F_a(2) = 3/4, F_b(2) = 1/4.
    expect(ksStatistic([1, 2, 2, 3], [2, 3, 3, 3])).toBeCloseTo(0.5);
    expect(ksStatistic([5, 5, 5], [5, 5])).toBe(0);
  });
});

describe('ksCriticalValue', () => {
  it('matches the tabulated asymptotic values (c(0.05) = 1.358, c(0.001) = 1.949)', () => {
    expect(ksCriticalValue(1, 1, 0.05) / Math.SQRT2).toBeCloseTo(1.358, 3);
    expect(ksCriticalValue(1, 1, 0.001) / Math.SQRT2).toBeCloseTo(1.949, 3);
  });

  it('with 200 a side at α = 1e-5, rejects a shift of a third of the spread and keeps an interleaving', () => {
    const critical = ksCriticalValue(200, 200, 1e-5);
    expect(ksStatistic(range(200), range(200, 70))).toBeGreaterThan(critical);
    expect(
      ksStatistic(
        range(400).filter((x) => x % 2 === 0),
        range(400).filter((x) => x % 2 === 1),
      ),
    ).toBeLessThan(critical);
  });
});
