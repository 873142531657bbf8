import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import type { GatedResult } from "@/lib/domain/access/gate-record";
import { lookupForViewer } from "@/lib/domain/access/lookup-for-viewer";
import { auditActor } from "@/lib/domain/audit/audit-actor";
import { ANALYST_ACCESS } from "@/lib/domain/viewer/access-rule";
import { pageViewer } from "@/lib/edge/auth/current-viewer";
import { AppError } from "@/lib/platform/errors/app-error";
import { decodeEntityError, ENTITY_ERROR_HEADER } from "@/lib/registry/client/entity-error-header";
import { lookupIdentity } from "@/lib/registry/client/registry";
import { parseRegcode } from "@/lib/registry/regcode/parse-regcode";
import type { Regcode } from "@/lib/registry/regcode/regcode";

type PageReason = "profile" | "report";

/**
 * One lookup per request (through the lookup service), as the signed-in viewer may see it, shared by
 * the page and its metadata; with `snapshot`, the stored copy with that SHA-256. On a full-page load proxy.ts has already looked up: a success is in the
 * cache, a failure is handed over in a request header and met again here without a registry call.
 */
export async function loadEntity(regcode: string, reason: PageReason, snapshot?: string): Promise<GatedResult> {
  return (await loadOnce(regcode, reason, snapshot ?? null)).result;
}

// React's cache tells calls apart by their argument count too: always pass three.
const loadOnce = cache(async (regcode: string, reason: PageReason, snapshot: string | null) => {
  // First: an account without the role learns nothing of the entity, not even proxy.ts's failure.
  const viewer = await pageViewer(ANALYST_ACCESS);
  const requestHeaders = await headers();
  const handed = decodeEntityError(requestHeaders.get(ENTITY_ERROR_HEADER));
  if (handed) throw handed;
  const checked = parseRegcode(regcode);
  const actor = auditActor(requestHeaders, viewer);
  const result = await lookupForViewer({ regcode: checked, viewer, actor, reason, snapshot: snapshot ?? undefined });
  return { regcode: checked, result };
});

/** The page request's actor for the audit trail: the viewer and the request's address, browser and id. */
export const pageActor = cache(async () => auditActor(await headers(), await pageViewer(ANALYST_ACCESS)));

/** The credential's identity explains withheld persons; the profile still shows without it. */
export const loadIdentity = cache(() => lookupIdentity().catch(() => null));

/**
 * The entity and its number as checked, or the known error a page explains itself, where the number is
 * known. Anything unexpected is rethrown for error.tsx.
 */
export async function loadEntityOutcome(
  regcode: string,
  reason: PageReason,
  snapshot?: string,
): Promise<{ regcode: Regcode; result: GatedResult } | { error: AppError }> {
  try {
    return await loadOnce(regcode, reason, snapshot ?? null);
  } catch (error) {
    if (error instanceof AppError) return { error };
    throw error;
  }
}
