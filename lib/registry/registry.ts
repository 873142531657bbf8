import "server-only";
import { MemoryLruStore } from "@/lib/cache/memory-lru-store";
import { cachedLegalLookup } from "./cached-legal-lookup";
import { parseRegistryConfig } from "./registry-config";
import { createRegistryClient, type LegalEntityResult, type RegistryClient } from "./registry-client";

interface Registry {
  client: RegistryClient;
  lookupLegalEntity: (regcode: string) => Promise<LegalEntityResult>;
}

let instance: Registry | undefined;

function init(): Registry {
  const config = parseRegistryConfig(process.env);
  const client = createRegistryClient(config);
  const store = new MemoryLruStore<LegalEntityResult>({
    maxEntries: config.cache.maxEntries,
    maxSize: config.cache.maxBytes,
  });
  return { client, lookupLegalEntity: cachedLegalLookup(client, store, config.cache.ttlMs) };
}

/** The app's registry client, configured once from the environment (server only: it holds the secret). */
export function registry(): RegistryClient {
  instance ??= init();
  return instance.client;
}

/** A legal-entity lookup through the shared cache, coalesced per registration number. */
export function lookupLegalEntity(regcode: string): Promise<LegalEntityResult> {
  instance ??= init();
  return instance.lookupLegalEntity(regcode);
}
