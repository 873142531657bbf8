import { createNonce } from "@/lib/registry/signing/nonce";
import { signRequest } from "@/lib/registry/signing/sign-request";
import type { BenchOutcome } from "./results";
import { round } from "./stats";

const DURATION_MS = 2000;
const BATCH = 500;

/** Benchmark 6: signatures per second of signRequest in this process, for a lookup-shaped request. */
export function signingThroughput(): BenchOutcome {
  const nonces = Array.from({ length: BATCH }, () => createNonce());
  const timestamp = String(Math.floor(Date.now() / 1000));
  let count = 0;
  let sink = 0;
  const started = performance.now();
  while (performance.now() - started < DURATION_MS) {
    for (let i = 0; i < BATCH; i++) {
      const stages = signRequest({
        method: "GET",
        path: "/service/api/v1/legal-entities/40003510001",
        timestamp,
        nonce: nonces[i],
        secret: "sk_demo_standard",
      });
      // Used, so the engine cannot drop the work as dead.
      sink += stages.signature.length;
    }
    count += BATCH;
  }
  const elapsedMs = performance.now() - started;
  const perSecond = (count / elapsedMs) * 1000;
  return {
    rows: [{ bench: 6, figure: "signRequest throughput (one core)", value: `${round(perSecond, 0)} signatures/s` }],
    data: { signatures: count, elapsedMs, perSecond, checksum: sink },
  };
}
