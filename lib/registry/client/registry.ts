import "server-only";
import { cached } from "@/lib/platform/cache/cached";
import { MemoryLruStore } from "@/lib/platform/cache/memory-lru-store";
import { processWide } from "@/lib/platform/concurrency/process-wide";
import { cachedLegalLookup, type LegalLookup, type LegalLookupOptions } from "./cached-legal-lookup";
import { parseRegistryConfig } from "./registry-config";
import { createRegistryClient, type LegalEntityResult, type RegistryClient } from "./registry-client";
import type { DemoShowcase } from "@/lib/registry/schemas/demo-showcase";
import type { Identity } from "@/lib/registry/schemas/identity";
import { createRegistryHealth, type RegistryHealth } from "./registry-health";
import { createRequestBudget } from "./request-budget";
import { sharedRegistryState } from "./shared-registry-state";

interface Registry {
  client: RegistryClient;
  lookupLegalEntity: (regcode: string, options?: LegalLookupOptions) => Promise<LegalLookup>;
  lookupIdentity: () => Promise<Identity>;
  refreshIdentity: () => Promise<Identity>;
  health: RegistryHealth;
}

const IDENTITY_MIN_TTL_MS = 60_000;

function init(): Registry {
  const config = parseRegistryConfig(process.env);
  // With REDIS_URL every instance shares the records, "not found" answers, who is fetching what, and the budget.
  const shared = sharedRegistryState(config);
  const budget = createRequestBudget(config.maxRps);
  shared?.shareBudget(budget);
  const client = createRegistryClient(config, { budget });
  const { ttlMs, notFoundTtlMs, maxEntries, maxBytes } = config.cache;
  const records = shared?.records ?? new MemoryLruStore<LegalEntityResult>({ maxEntries, maxSize: maxBytes });
  // One unit per number: bounded by count, so a flood of random numbers cannot grow it without limit.
  const notFound = shared?.notFound ?? new MemoryLruStore<true>({ maxEntries: 10_000, maxSize: 10_000 });
  const identities = new MemoryLruStore<Identity>({ maxEntries: 1, maxSize: 1 });
  // Every lookup's audit row names the credential: with the record cache off, asking the registry who we are
  // on every lookup would double its calls, so the identity is kept at least a minute ("Refresh" reads it now).
  const identityTtlMs = Math.max(ttlMs, IDENTITY_MIN_TTL_MS);
  const identity = cached(() => client.identity(), identities, { ttlMs: identityTtlMs, sizeOf: () => 1 });
  return {
    client,
    lookupLegalEntity: cachedLegalLookup(client, {
      records,
      ttlMs,
      notFound,
      notFoundTtlMs,
      loadOnce: shared?.loadOnce,
    }),
    lookupIdentity: () => identity("self").then(({ value }) => value),
    health: createRegistryHealth(() => client.identity()),
    async refreshIdentity() {
      const fresh = await client.identity();
      await identities.set("self", fresh, { ttlMs: identityTtlMs, size: 1 });
      return fresh;
    },
  };
}

/** One per process, shared by proxy.ts, routes and pages, so a lookup the proxy resolved is the one the page reads from the cache. */
function get(): Registry {
  return processWide("registry", init);
}

/** The app's registry client, configured once from the environment (server only: it holds the secret). */
export function registry(): RegistryClient {
  return get().client;
}

/**
 * A legal-entity lookup through the shared cache, coalesced per registration number; `fromCache`
 * says whether the registry was asked for this answer.
 */
export function lookupLegalEntity(regcode: string, options?: LegalLookupOptions): Promise<LegalLookup> {
  return get().lookupLegalEntity(regcode, options);
}

let showcase: Promise<DemoShowcase> | undefined;

/**
 * The showcase entities of the embedded demo registry, asked once per process (the listing never
 * changes); an empty list when the demo registry cannot say, so the search page still works.
 */
export function lookupDemoShowcase(): Promise<DemoShowcase> {
  showcase ??= registry()
    .demoShowcase()
    .catch(() => {
      showcase = undefined;
      return [];
    });
  return showcase;
}

/** The credential's identity through the same cache: pages need it on every view to explain withheld details. */
export function lookupIdentity(): Promise<Identity> {
  return get().lookupIdentity();
}

/** The credential's identity read from the registry now, replacing the cached one. */
export function refreshIdentity(): Promise<Identity> {
  return get().refreshIdentity();
}

/** /api/health's registry round trip and the last one's outcome (see createRegistryHealth). */
export function registryHealth(): RegistryHealth {
  return get().health;
}
