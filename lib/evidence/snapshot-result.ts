import { AppError } from "@/lib/errors/app-error";
import type { LegalEntityResult } from "@/lib/registry/registry-client";
import { parseWithDrift } from "@/lib/registry/repair-drift";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import type { Snapshot } from "./load-snapshot";

/**
 * A stored retrieval read back the way the registry client reads a live answer (drift repaired and
 * reported the same way), so the gate, pages and changes treat it exactly like a live record.
 */
export function snapshotResult(snapshot: Snapshot): LegalEntityResult {
  const body = snapshot.bytes.toString("utf8");
  let parsed: ReturnType<typeof parseWithDrift<typeof legalEntitySchema>>;
  try {
    parsed = parseWithDrift(legalEntitySchema, JSON.parse(body));
  } catch {
    parsed = undefined;
  }
  if (!parsed) {
    throw new AppError("internal", "The stored copy of this record can no longer be read.", {
      detail: `stored bytes ${snapshot.sha256} do not parse as a legal entity record`,
    });
  }
  return {
    record: parsed.data,
    drift: parsed.drift,
    retrievedAt: snapshot.retrievedAt.toISOString(),
    path: new URL(snapshot.url).pathname,
    url: snapshot.url,
    sha256: snapshot.sha256,
    body,
  };
}
