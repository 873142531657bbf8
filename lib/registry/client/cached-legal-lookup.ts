import "server-only";
import type { CacheStore } from "@/lib/platform/cache/cache-store";
import { cached } from "@/lib/platform/cache/cached";
import type { LoadOnce } from "@/lib/platform/cache/shared-lock";
import { AppError } from "@/lib/platform/errors/app-error";
import { isRegcode } from "@/lib/registry/regcode/regcode";
import { inBackground } from "./request-priority";
import type { LegalEntityResult, RegistryClient } from "./registry-client";
import { registryErrors } from "./registry-errors";

/** A lookup's result and whether the cache answered it (else the registry was asked). */
export type LegalLookup = LegalEntityResult & { fromCache: boolean };

export interface LegalLookupOptions {
  /** Ask the registry even when the cache holds the number (a monitor check must see today's record). */
  fresh?: boolean;
  /** Take turns in the request budget behind analysts' lookups (monitor checks, batch rows). */
  background?: boolean;
  /**
   * Look without taking the answer: a registry answer stays "new" (`fromCache: false`) for the next
   * caller, who keeps it as evidence. proxy.ts looks ahead for a page's status this way.
   */
  peek?: boolean;
}

// Answers fetched by a peek and not yet taken; bounded, so peeks nobody follows cannot grow it without limit.
const MAX_UNTAKEN = 10_000;

export interface LegalLookupCache {
  records: CacheStore<LegalEntityResult>;
  ttlMs: number;
  /** Numbers the registry recently said it does not know. */
  notFound: CacheStore<true>;
  notFoundTtlMs: number;
  /** With a store shared by instances: one instance asks the registry for a number, the others wait. */
  loadOnce?: LoadOnce;
}

/**
 * Legal-entity lookups through the cache, coalesced per number. A cached result keeps
 * its original retrieval time and hash, so a report always states when the registry
 * was actually asked. "Not found" is remembered briefly too, so random numbers cannot
 * drain the registry's quota.
 */
export function cachedLegalLookup(client: RegistryClient, cache: LegalLookupCache) {
  const load = cached(
    async (regcode) => {
      if (await cache.notFound.get(regcode)) throw registryErrors.notFound(regcode, true);
      try {
        return await client.legal(regcode);
      } catch (error) {
        if (error instanceof AppError && error.code === "not_found")
          await cache.notFound.set(regcode, true, { ttlMs: cache.notFoundTtlMs, size: 1 });
        throw error;
      }
    },
    cache.records,
    {
      ttlMs: cache.ttlMs,
      // Approximates memory held: the body text plus its parsed form (about twice as large).
      sizeOf: (result) => result.body.length * 3,
      loadOnce: cache.loadOnce,
    },
  );
  const untaken = new Set<string>();
  return async (regcode: string, options: LegalLookupOptions = {}): Promise<LegalLookup> => {
    // Rejected before the cache is even consulted, like the client does before signing.
    if (!isRegcode(regcode)) throw registryErrors.invalidRegcode(regcode);
    const call = () => load(regcode, { fresh: options.fresh });
    const loaded = await (options.background ? inBackground(call) : call());
    const { value } = loaded;
    const key = `${regcode} ${value.retrievedAt} ${value.sha256}`;
    if (options.peek) {
      if (!loaded.fromCache) {
        if (untaken.size >= MAX_UNTAKEN) untaken.clear();
        untaken.add(key);
      }
      return { ...value, fromCache: loaded.fromCache };
    }
    // The first to take an answer a peek fetched is told the registry answered, so it keeps the evidence.
    const fromCache = loaded.fromCache && !untaken.delete(key);
    // A copy: the cached object is shared by every caller and must not change.
    return { ...value, fromCache };
  };
}
