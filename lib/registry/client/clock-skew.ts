/** Differences below this are Date-header rounding and latency, not a wrong clock. */
const SIGNIFICANT_MS = 5_000;

/**
 * Tracks how far the registry's clock is from ours, from its Date header, so signing
 * timestamps can be corrected when the local clock is off (as the major cloud SDKs do).
 */
export class ClockSkew {
  offsetMs = 0;

  /** Returns true when the observed skew moved the correction significantly. */
  observe(dateHeader: string | undefined, localNowMs: number): boolean {
    if (!dateHeader) return false;
    const serverMs = Date.parse(dateHeader);
    if (Number.isNaN(serverMs)) return false;
    const skew = serverMs - localNowMs;
    const moved = Math.abs(skew - this.offsetMs) > SIGNIFICANT_MS;
    // Within rounding the current correction stands; a real change replaces it.
    if (moved) this.offsetMs = Math.abs(skew) > SIGNIFICANT_MS ? skew : 0;
    return moved;
  }
}
