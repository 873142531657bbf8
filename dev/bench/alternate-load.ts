import { mergeSamples, type LoadResult, type LoadSample } from "./load";
import type { LoadOptions } from "./load-options";

/** One side of a comparison: a stretch of load of the given length. */
export type LoadSide = (durationS: number) => Promise<LoadSample>;

/**
 * Runs the sides of a comparison with the same durations: a warm-up per side, then the measured rounds,
 * alternating sides, so a change in the machine's load hits every side alike; each round starts with the
 * next side, so none always follows the same one. Results are in the sides' order (compare them with
 * pairedRatio).
 */
export async function alternateLoad(sides: readonly LoadSide[], options: LoadOptions): Promise<LoadResult[]> {
  for (const side of sides) await side(options.warmupS);
  const samples: LoadSample[][] = sides.map(() => []);
  for (let round = 0; round < options.rounds; round++) {
    for (let turn = 0; turn < sides.length; turn++) {
      const index = (round + turn) % sides.length;
      samples[index].push(await sides[index](options.roundS));
    }
  }
  return samples.map(mergeSamples);
}
