import "server-only";
import { gateForViewer } from "@/lib/domain/access/lookup-for-viewer";
import type { AuditActor } from "@/lib/domain/audit/audit-actor";
import { recordAuditEvent } from "@/lib/domain/audit/record-audit-event";
import type { Viewer } from "@/lib/domain/viewer/viewer";
import { db } from "@/lib/platform/db/db";
import type { Locale } from "@/lib/platform/i18n/locales";
import type { Regcode } from "@/lib/registry/regcode/regcode";
import type { LegalEntityResult } from "@/lib/registry/client/registry-client";
import { compareRetrievals, type Comparison } from "./compare-retrievals";

export interface ChangesRequest {
  regcode: Regcode;
  viewer: Viewer;
  /** The request's actor (the viewer, from its address, browser and id), as the audit events record it. */
  actor: AuditActor;
  from: string | null | undefined;
  to: string | null | undefined;
  /** The language the changes are worded in: the viewer's. */
  locale: Locale;
}

/** The changes between two stored retrievals as this viewer may see them; opening them is an audit event. */
export async function changesForViewer(request: ChangesRequest): Promise<Comparison> {
  const { regcode, viewer, actor, from, to, locale } = request;
  const gate = (result: LegalEntityResult) => gateForViewer(result, { regcode, viewer, actor });
  const comparison = await compareRetrievals(await db(), regcode, { from, to }, gate, locale);
  if (comparison.kind === "compared") {
    await recordAuditEvent(actor, "changes-view", {
      regcode,
      from: comparison.from.sha256,
      to: comparison.to.sha256,
      // Register changes: what differs only because of the credentials is not one.
      changes: comparison.changes.length,
    });
  }
  return comparison;
}
