import type { CacheStore } from "@/lib/cache/cache-store";
import { coalesce } from "@/lib/cache/coalesce";
import { isRegcode } from "./regcode";
import type { LegalEntityResult, RegistryClient } from "./registry-client";
import { registryErrors } from "./registry-errors";

/**
 * Legal-entity lookups through the cache, coalesced per number. A cached result keeps
 * its original retrieval time and hash, so a report always states when the registry
 * was actually asked. Failures are never cached.
 */
export function cachedLegalLookup(client: RegistryClient, store: CacheStore<LegalEntityResult>, ttlMs: number) {
  const load = coalesce(async (regcode: string) => {
    const cached = await store.get(regcode);
    if (cached) return cached;
    const result = await client.legal(regcode);
    // Size approximates memory held: the body text plus its parsed form (about twice as large).
    await store.set(regcode, result, { ttlMs, size: result.body.length * 3 });
    return result;
  });
  return (regcode: string): Promise<LegalEntityResult> =>
    // Rejected before the cache is even consulted, like the client does before signing.
    isRegcode(regcode) ? load(regcode) : Promise.reject(registryErrors.invalidRegcode(regcode));
}
