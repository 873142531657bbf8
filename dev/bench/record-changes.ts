import { recordChanges } from "@/lib/domain/changes/record-changes";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { legalEntitySchema, type LegalEntity } from "@/lib/registry/schemas/legal-entity";
import type { BenchOutcome } from "./results";
import { median, percentile, round } from "./stats";

export const RECORD_CHANGES_BENCH = 10;
const WARMUP = 2;
const RUNS = 7;
const TARGET_MS = 300;
const EVERY = 100; // 1% of the entries

/** The large entity with every 100th officer, member and notice edited: a new position, share or text. */
function editedCopy(record: LegalEntity): LegalEntity {
  const next = structuredClone(record);
  next.Officers.forEach((officer, i) => {
    if (i % EVERY === 0) officer.position = officer.position === "BOARD_MEMBER" ? "CHAIR_OF_BOARD" : "BOARD_MEMBER";
  });
  next.Members.forEach((member, i) => {
    if (i % EVERY === 0 && member.share_holder_details) member.share_holder_details.number_of_shares = 1 + i;
  });
  next.VariousNotices.forEach((notice, i) => {
    if (i % EVERY === 0) notice.text = `Corrected notice ${i}`;
  });
  return next;
}

/**
 * Benchmark 10: the changes between two retrievals of the large demo entity (2,000 officers, 5,000 members,
 * 800 notices) that differ in 1% of those entries, in this process, from the two parsed records.
 */
export async function recordChangesBench(): Promise<BenchOutcome> {
  const before = legalEntitySchema.parse(findDemoRecord(demoRegcodes.large));
  const after = editedCopy(before);
  const samples: number[] = [];
  let found = 0;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const started = performance.now();
    found = recordChanges(before, after, "en").length;
    if (i >= WARMUP) samples.push(performance.now() - started);
  }
  const p50 = median(samples);
  return {
    rows: [
      {
        bench: RECORD_CHANGES_BENCH,
        figure: `Changes between two versions of ${demoRegcodes.large} differing in 1% of officers, members and notices (${found} changes), median of ${RUNS}`,
        value: `${round(p50, 0)} ms (p90 ${round(percentile(samples, 90), 0)} ms)`,
        target: `< ${TARGET_MS} ms`,
        met: p50 < TARGET_MS,
      },
    ],
    data: { samplesMs: samples, changes: found },
  };
}
