import type { CacheStore } from "@/lib/cache/cache-store";
import { cached } from "@/lib/cache/cached";
import { isRegcode } from "./regcode";
import type { LegalEntityResult, RegistryClient } from "./registry-client";
import { registryErrors } from "./registry-errors";

/**
 * Legal-entity lookups through the cache, coalesced per number. A cached result keeps
 * its original retrieval time and hash, so a report always states when the registry
 * was actually asked.
 */
export function cachedLegalLookup(client: RegistryClient, store: CacheStore<LegalEntityResult>, ttlMs: number) {
  const load = cached((regcode) => client.legal(regcode), store, {
    ttlMs,
    // Approximates memory held: the body text plus its parsed form (about twice as large).
    sizeOf: (result) => result.body.length * 3,
  });
  return (regcode: string): Promise<LegalEntityResult> =>
    // Rejected before the cache is even consulted, like the client does before signing.
    isRegcode(regcode) ? load(regcode) : Promise.reject(registryErrors.invalidRegcode(regcode));
}
