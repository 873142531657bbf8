import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "@/lib/platform/db/open-database";
import { retrievals } from "@/lib/platform/db/schema/evidence";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { storeRetrieval } from "@/lib/domain/evidence/store-retrieval";
import type { BenchOutcome } from "./results";
import { percentile, round } from "./stats";

export const STORE_RETRIEVAL_BENCH = 12;
const WARMUP = 50;
const SAMPLES = 1000;
const TARGET_P50_MS = 5;

/**
 * Benchmark 12: keeping one registry answer of the typical showcase entity as evidence on PGlite
 * (hash check, compression, blob insert-or-skip, retrieval row), one at a time as the lookup path
 * does; then the bytes the two evidence tables take after 1,000 retrievals of that unchanged entity.
 */
export async function storeRetrievalBench(): Promise<BenchOutcome> {
  const regcode = demoRegcodes.amber;
  const bytes = Buffer.from(JSON.stringify(findDemoRecord(regcode)));
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "rl-bench-evidence-")), "data");
  const opened = await openDatabase({ kind: "pglite", dataDir });
  try {
    const store = (i: number) =>
      storeRetrieval(opened.db, {
        regcode,
        bytes,
        sha256,
        retrievedAt: new Date(Date.UTC(2026, 0, 1) + i * 1000),
        url: `https://registry.example/service/api/v1/legal-entities/${regcode}`,
        credential: "Demo — standard access",
        actor: "bench-user",
        reason: "profile",
      });
    for (let i = 0; i < WARMUP; i++) await store(i);
    // The size counts the measured retrievals only.
    await opened.db.delete(retrievals);
    const samples: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const started = performance.now();
      await store(WARMUP + i);
      samples.push(performance.now() - started);
    }
    const [size] = await opened.db
      .select({
        blobs: sql<number>`pg_total_relation_size('record_blobs')::int`,
        stored: sql<number>`(select sum(length(compressed)) from record_blobs)::int`,
        rows: sql<number>`(select count(*) from retrievals)::int`,
        retrievals: sql<number>`pg_total_relation_size('retrievals')::int`,
      })
      .from(sql`(select 1) as one`);
    const p50 = percentile(samples, 50);
    const p99 = percentile(samples, 99);
    const kb = (n: number) => `${round(n / 1000, 1)} kB`;
    return {
      rows: [
        {
          bench: STORE_RETRIEVAL_BENCH,
          figure: `storing a retrieval of ${regcode} (${kb(bytes.length)}) on PGlite, p50 (p99) of ${SAMPLES}`,
          value: `${round(p50, 2)} ms (${round(p99, 2)} ms)`,
          target: `p50 < ${TARGET_P50_MS} ms`,
          met: p50 < TARGET_P50_MS,
        },
        {
          bench: STORE_RETRIEVAL_BENCH,
          figure: `evidence tables after ${size?.rows} retrievals of the unchanged ${regcode}: record_blobs (of it the compressed copy), retrievals`,
          value: `${kb(size?.blobs ?? 0)} (${kb(size?.stored ?? 0)}), ${kb(size?.retrievals ?? 0)}`,
          target: "about one copy",
          met: size?.stored !== undefined && size.stored < bytes.length,
        },
      ],
      data: { recordBytes: bytes.length, samples: SAMPLES, p50, p99, ...size },
    };
  } finally {
    await opened.close();
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
}
