import type { LoadResult } from "./load";
import type { Row } from "./results";
import { round } from "./stats";

/** The table rows of one load result: latency, throughput, and failures when there were any. */
export function loadRows(bench: number, label: string, result: LoadResult): Row[] {
  const failed = result.failures > 0 ? `, ${result.failures} failed` : "";
  return [
    {
      bench,
      figure: `${label}: p50 / p99 latency`,
      value: `${round(result.p50, 2)} / ${round(result.p99, 2)} ms`,
    },
    {
      bench,
      figure: `${label}: throughput`,
      value: `${round(result.rps, 0)} req/s (${result.requests} ok${failed})`,
      // A failed request is a broken measurement, not a slow one.
      ...(result.failures > 0 ? { target: "0 failed", met: false } : {}),
    },
  ];
}
