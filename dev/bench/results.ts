import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { MachineDescription } from "./machine";

export interface Row {
  /** Benchmark number from the issue (1–6), 7 for the build's first-load JS, 8 for the graph layout. */
  bench: number;
  figure: string;
  value: string;
  target?: string;
  /** undefined: informational figure without a target. */
  met?: boolean;
}

/** What one benchmark hands back: table rows plus raw data for the JSON file. */
export interface BenchOutcome {
  rows: Row[];
  data: unknown;
}

export interface Results {
  machine: MachineDescription;
  startedAt: string;
  elapsedS: number;
  rows: Row[];
  data: Record<string, unknown>;
}

const metText = (met: boolean | undefined) => (met === undefined ? "" : met ? "yes" : "**NO**");

export function resultsMarkdown(results: Results): string {
  const m = results.machine;
  const lines = [
    `# Benchmark results`,
    ``,
    `Run ${results.startedAt}, ${results.elapsedS} s. Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB,` +
      ` Node ${m.node}, ${m.platform}, load average ${m.loadAverage} at start.`,
    ``,
    `| # | Figure | Value | Target | Met? |`,
    `|---|---|---|---|---|`,
    ...results.rows.map(
      (row) => `| ${row.bench} | ${row.figure} | ${row.value} | ${row.target ?? ""} | ${metText(row.met)} |`,
    ),
    ``,
  ];
  return lines.join("\n");
}

/** Writes latest.md and latest.json into dev/bench/results and returns the directory. */
export function writeResults(results: Results): string {
  const dir = path.join("dev", "bench", "results");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "latest.md"), resultsMarkdown(results));
  writeFileSync(path.join(dir, "latest.json"), JSON.stringify(results, null, 2) + "\n");
  return dir;
}
