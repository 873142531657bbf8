/** How hard and how long the load benchmarks push; the same for both sides of every comparison. */
export interface LoadOptions {
  concurrency: number;
  /** Unmeasured load first, so both sides are compared with warm JIT and open connections. */
  warmupS: number;
  /** Measured stretches per side, alternating between the two sides. */
  rounds: number;
  roundS: number;
}
