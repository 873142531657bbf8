import "server-only";
import { cache } from "react";
import { AppError } from "@/lib/errors/app-error";
import { lookupIdentity, lookupLegalEntity } from "@/lib/registry/registry";
import type { LegalEntityResult } from "@/lib/registry/registry-client";

/** One lookup per request (through the shared cache), shared by the page and its metadata. */
export const loadEntity = cache((regcode: string) => lookupLegalEntity(regcode));

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
