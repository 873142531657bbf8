import type { Logger } from "pino";
import type { DriftIssue } from "@/lib/registry/client/repair-drift";

/** Reports fields the registry sent with the wrong type: paths and types only, never the values. */
export function logDrift(log: Logger, regcode: string, drift: readonly DriftIssue[]): void {
  if (drift.length === 0) return;
  log.warn(
    {
      event: "schema_drift",
      regcode,
      count: drift.length,
      fields: drift.map(({ path, receivedType }) => ({ path, receivedType })),
    },
    "registry record has fields of unexpected type",
  );
}
