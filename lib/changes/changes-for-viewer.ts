import "server-only";
import { gateForViewer } from "@/lib/access/lookup-for-viewer";
import { auditActor } from "@/lib/audit/audit-actor";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import type { Viewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db/db";
import { isRegcode } from "@/lib/registry/regcode";
import { registryErrors } from "@/lib/registry/registry-errors";
import { compareRetrievals, type Comparison } from "./compare-retrievals";

export interface ChangesRequest {
  regcode: string;
  viewer: Viewer;
  /** The request's headers: its address, browser and id go into the audit events. */
  headers: Headers;
  from: string | null | undefined;
  to: string | null | undefined;
}

/** The changes between two stored retrievals as this viewer may see them; opening them is an audit event. */
export async function changesForViewer({ regcode, viewer, headers, from, to }: ChangesRequest): Promise<Comparison> {
  if (!isRegcode(regcode)) throw registryErrors.invalidRegcode(regcode);
  const comparison = await compareRetrievals(await db(), regcode, { from, to }, (result) =>
    gateForViewer(result, { regcode, viewer, headers }),
  );
  if (comparison.kind === "compared") {
    await recordAuditEvent(auditActor(headers, viewer), "changes-view", {
      regcode,
      from: comparison.from.sha256,
      to: comparison.to.sha256,
      changes: comparison.changes.length,
    });
  }
  return comparison;
}
