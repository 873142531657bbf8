import "server-only";
import type { AuditActor } from "@/lib/domain/audit/audit-actor";
import { hasRole, type Viewer } from "@/lib/domain/viewer/viewer";
import { db } from "@/lib/platform/db/db";
import { lookupEntity } from "@/lib/domain/lookup/lookup-entity";
import type { LookupReason } from "@/lib/domain/lookup/lookup-service";
import { recordAuditEvent } from "@/lib/domain/audit/record-audit-event";
import type { LegalEntityResult } from "@/lib/registry/client/registry-client";
import type { Regcode } from "@/lib/registry/regcode/regcode";
import { purposeRequired, statedPurpose } from "./access-purposes";
import { gateRecord, holdsPersonalDetails } from "./gate-record";

export interface ViewerLookup {
  regcode: Regcode;
  viewer: Viewer;
  /** The request's actor (the viewer, from its address, browser and id), as the audit events record it. */
  actor: AuditActor;
  reason: LookupReason;
  /** The SHA-256 of a stored copy to show instead of the live record. */
  snapshot?: string;
}

/**
 * An entity as this viewer may see it, through the one lookup service: every page, API answer, report
 * and export renders from this, never from the registry's record. Where the answer's `redaction` is null
 * and the viewer holds personal-data, the personal details reach them: the personal-details view.
 * A stored copy (`snapshot`) passes the same gate: its personal details follow the viewer's roles and purpose.
 */
export async function lookupForViewer({ regcode, viewer, actor, reason, snapshot }: ViewerLookup) {
  const result = await lookupEntity({ actor, regcode, reason, snapshot });
  return gateForViewer(result, { regcode, viewer, actor });
}

/**
 * Any retrieval of the entity (the live lookup, or a stored one) as this viewer may see it, writing the
 * personal-details view where the gate lets personal details through.
 */
export async function gateForViewer<R extends LegalEntityResult>(
  result: R,
  { regcode, viewer, actor }: Omit<ViewerLookup, "reason" | "snapshot">,
) {
  const requirePurpose = purposeRequired();
  const mayView = hasRole(viewer, "personal-data");
  const purpose = requirePurpose && mayView ? await statedPurpose(await db(), viewer, regcode) : null;
  const gated = gateRecord(result, { roles: viewer.roles, requirePurpose, purposeStated: purpose !== null });
  // A view only when there are personal details to see: the credential may have returned none.
  if (mayView && gated.redaction === null && holdsPersonalDetails(result.record)) {
    await recordAuditEvent(actor, "personal-details-view", { regcode, sha256: result.sha256, purpose });
  }
  return gated;
}
