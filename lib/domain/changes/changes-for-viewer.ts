import "server-only";
import { gateForViewer } from "@/lib/domain/access/lookup-for-viewer";
import { auditActor } from "@/lib/domain/audit/audit-actor";
import { recordAuditEvent } from "@/lib/domain/audit/record-audit-event";
import type { Viewer } from "@/lib/domain/viewer/viewer";
import { db } from "@/lib/platform/db/db";
import type { Locale } from "@/lib/platform/i18n/locales";
import { isRegcode } from "@/lib/registry/regcode/regcode";
import type { LegalEntityResult } from "@/lib/registry/client/registry-client";
import { registryErrors } from "@/lib/registry/client/registry-errors";
import { compareRetrievals, type Comparison } from "./compare-retrievals";

export interface ChangesRequest {
  regcode: string;
  viewer: Viewer;
  /** The request's headers: its address, browser and id go into the audit events. */
  headers: Headers;
  from: string | null | undefined;
  to: string | null | undefined;
  /** The language the changes are worded in: the viewer's. */
  locale: Locale;
}

/** The changes between two stored retrievals as this viewer may see them; opening them is an audit event. */
export async function changesForViewer(request: ChangesRequest): Promise<Comparison> {
  const { regcode, viewer, headers, from, to, locale } = request;
  if (!isRegcode(regcode)) throw registryErrors.invalidRegcode(regcode);
  const gate = (result: LegalEntityResult) => gateForViewer(result, { regcode, viewer, headers });
  const comparison = await compareRetrievals(await db(), regcode, { from, to }, gate, locale);
  if (comparison.kind === "compared") {
    await recordAuditEvent(auditActor(headers, viewer), "changes-view", {
      regcode,
      from: comparison.from.sha256,
      to: comparison.to.sha256,
      // Register changes: what differs only because of the credentials is not one.
      changes: comparison.changes.length,
    });
  }
  return comparison;
}
