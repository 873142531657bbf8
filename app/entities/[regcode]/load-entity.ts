import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { AppError } from "@/lib/errors/app-error";
import { decodeEntityError, ENTITY_ERROR_HEADER } from "@/lib/registry/entity-error-header";
import { lookupIdentity, lookupLegalEntity } from "@/lib/registry/registry";
import type { LegalEntityResult } from "@/lib/registry/registry-client";

/**
 * One lookup per request (through the shared cache), shared by the page and its metadata. On a
 * full-page load proxy.ts has already looked up: a success is in the cache, a failure is handed
 * over in a request header (failures are not cached) and met again here without a registry call.
 */
export const loadEntity = cache(async (regcode: string) => {
  const handed = decodeEntityError((await headers()).get(ENTITY_ERROR_HEADER));
  if (handed) throw handed;
  return lookupLegalEntity(regcode);
});

/** The credential's identity explains withheld persons; the profile still shows without it. */
export const loadIdentity = cache(() => lookupIdentity().catch(() => null));

/**
 * The entity, or the known error a page explains itself, where the number is known.
 * Anything unexpected is rethrown for error.tsx.
 */
export async function loadEntityOutcome(regcode: string): Promise<{ result: LegalEntityResult } | { error: AppError }> {
  try {
    return { result: await loadEntity(regcode) };
  } catch (error) {
    if (error instanceof AppError) return { error };
    throw error;
  }
}
