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
