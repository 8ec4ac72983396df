/**
 * The two-sample Kolmogorov–Smirnov test: whether two samples come from one distribution,
 * judged by the largest gap between their empirical distribution functions. Used where a test
 * must show that an outsider cannot tell two kinds of request apart (enumeration by time).
 */

/** D = sup |F_a(x) − F_b(x)|, over all values of both samples. */
export function ksStatistic(a: readonly number[], b: readonly number[]): number {
  const x = [...a].sort((p, q) => p - q);
  const y = [...b].sort((p, q) => p - q);
  let i = 0;
  let j = 0;
  let d = 0;
  while (i < x.length && j < y.length) {
    const v = Math.min(x[i]!, y[j]!);
    // Ties step both functions together before the gap is read.
    while (i < x.length && x[i] === v) i++;
    while (j < y.length && y[j] === v) j++;
    d = Math.max(d, Math.abs(i / x.length - j / y.length));
  }
  return d;
}

/**
 * The asymptotic critical value of D at significance `alpha`: c(α)·√((n+m)/(n·m)) with
 * c(α) = √(−ln(α/2)/2). A D above it rejects "one distribution" with error rate at most α.
 */
export function ksCriticalValue(n: number, m: number, alpha: number): number {
  return Math.sqrt(-Math.log(alpha / 2) / 2) * Math.sqrt((n + m) / (n * m));
}
