import { AppError } from "@/lib/platform/errors/app-error";
import { legalEntityPath } from "@/lib/registry/client/api-paths";
import { parseLegalRecord } from "@/lib/registry/client/parse-legal-record";
import type { LegalEntityResult } from "@/lib/registry/client/registry-client";
import type { Snapshot } from "./load-snapshot";

/**
 * A stored copy as the result of a lookup, read by the same parse as a registry answer, so the
 * profile, graph, history and exports render it exactly as they rendered the live record.
 */
export function storedResult(regcode: string, snapshot: Snapshot): LegalEntityResult {
  const body = snapshot.bytes.toString("utf8");
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    // Only registry answers that parsed are stored: this is damage to the database, not to the request.
    throw new AppError(
      "internal",
      { key: "storedCopyUnreadable", values: { regcode } },
      {
        detail: `stored bytes ${snapshot.sha256} are not JSON`,
      },
    );
  }
  const { record, drift } = parseLegalRecord(json);
  return {
    record,
    drift,
    retrievedAt: snapshot.retrievedAt.toISOString(),
    path: legalEntityPath(regcode),
    url: snapshot.url,
    sha256: snapshot.sha256,
    body,
  };
}
