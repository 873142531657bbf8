import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { appendAuditEvent } from "@/lib/domain/audit/append-audit-event";
import { openDatabase } from "@/lib/platform/db/open-database";
import type { BenchOutcome } from "./results";
import { percentile, round } from "./stats";

const WARMUP = 50;
const SAMPLES = 1000;
const TARGET_P50_MS = 2;

const actor = {
  userId: "bench-user",
  userEmail: "bench@example.test",
  clientAddress: "127.0.0.1",
  userAgent: "registry-lens-bench",
  requestId: "bench-request-0001",
};

/**
 * Benchmark 9: PGlite's first start in an empty DATA_DIR (create, migrate), and the cost of writing
 * one audit row there (transaction, chain lock, newest row, insert), one at a time as a request would.
 */
export async function auditAppend(): Promise<BenchOutcome> {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "rl-bench-audit-")), "data");
  const startedAt = performance.now();
  const opened = await openDatabase({ kind: "pglite", dataDir });
  const firstStartMs = performance.now() - startedAt;
  try {
    const details = {
      regcode: "40003510001",
      reason: "profile",
      credential: "Demo — standard access",
      sha256: "ab".repeat(32),
      source: "cache",
      outcome: "ok",
    } as const;
    for (let i = 0; i < WARMUP; i++) await appendAuditEvent(opened.db, actor, "lookup", details);
    const samples: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const started = performance.now();
      await appendAuditEvent(opened.db, actor, "lookup", details);
      samples.push(performance.now() - started);
    }
    const p50 = percentile(samples, 50);
    const p99 = percentile(samples, 99);
    return {
      rows: [
        {
          bench: 9,
          figure: "PGlite first start in an empty DATA_DIR (create + migrate)",
          value: `${round(firstStartMs, 0)} ms`,
        },
        {
          bench: 9,
          figure: `audit row append on PGlite, p50 (p99) of ${SAMPLES}`,
          value: `${round(p50, 2)} ms (${round(p99, 2)} ms)`,
          target: `p50 < ${TARGET_P50_MS} ms`,
          met: p50 < TARGET_P50_MS,
        },
      ],
      data: { firstStartMs, samples: SAMPLES, p50, p99 },
    };
  } finally {
    await opened.close();
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
}
