/** The p-th percentile (0–100) of samples by the nearest-rank method; NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function median(samples: readonly number[]): number {
  return percentile(samples, 50);
}

/** Rounds for display without turning NaN or a missing figure into a number. */
export function round(value: number | undefined, digits = 1): number | null {
  if (value === undefined || !Number.isFinite(value)) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * The least-squares line through `points` ({x, y}): `slope` is y's growth per unit of x (bytes or seconds per
 * row), `intercept` the part that does not grow. NaN for both with fewer than two distinct x, where no line is fixed.
 */
export function linearFit(points: ReadonlyArray<{ x: number; y: number }>): { slope: number; intercept: number } {
  const n = points.length;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  const sxx = points.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
  if (n < 2 || sxx === 0) return { slope: NaN, intercept: NaN };
  const sxy = points.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0);
  const slope = sxy / sxx;
  return { slope, intercept: meanY - slope * meanX };
}
