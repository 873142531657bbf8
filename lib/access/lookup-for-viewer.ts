import "server-only";
import { auditActor } from "@/lib/audit/audit-actor";
import { authSettings } from "@/lib/auth/auth";
import { hasRole, type Viewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db/db";
import { lookupEntity } from "@/lib/lookup/lookup-entity";
import type { LookupReason } from "@/lib/lookup/lookup-service";
import { hasStatedPurpose } from "./access-purposes";
import { gateRecord } from "./gate-record";

export interface ViewerLookup {
  regcode: string;
  viewer: Viewer;
  /** The request's headers: its address, browser and id go into the lookup's audit event. */
  headers: Headers;
  reason: LookupReason;
}

/**
 * An entity as this viewer may see it, through the one lookup service: every page, API answer, report
 * and export renders from this, never from the registry's record. Where the answer's `redaction` is null
 * and the viewer holds personal-data, the personal details reach them: the personal-details view.
 */
export async function lookupForViewer({ regcode, viewer, headers, reason }: ViewerLookup) {
  const result = await lookupEntity({ actor: auditActor(headers, viewer), regcode, reason });
  const { requirePurpose } = authSettings();
  const purposeStated =
    requirePurpose &&
    hasRole(viewer, "personal-data") &&
    (await hasStatedPurpose(await db(), viewer.sessionId, regcode));
  return gateRecord(result, { roles: viewer.roles, requirePurpose, purposeStated });
}
