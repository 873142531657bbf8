import "server-only";
import { createHash } from "node:crypto";
import { encryptingCodec, plainCodec } from "@/lib/platform/cache/cache-cipher";
import { type LoadOnce, sharedLock } from "@/lib/platform/cache/shared-lock";
import { SharedStore } from "@/lib/platform/cache/shared-store";
import { parseRedisConfig } from "@/lib/platform/redis/redis-config";
import { redisConnection } from "@/lib/platform/redis/redis-connection";
import { shareBudget } from "./budget-share";
import { cachedRecordFormat } from "./cached-record-format";
import type { RegistryConfig } from "./registry-config";
import type { LegalEntityResult } from "./registry-client";
import type { RequestBudget } from "./request-budget";

/** What instances using one credential share through Redis. */
export interface SharedRegistryState {
  records: SharedStore<LegalEntityResult>;
  notFound: SharedStore<true>;
  loadOnce: LoadOnce;
  /** Keeps the budget at this instance's share of REGISTRY_MAX_RPS among the instances alive. */
  shareBudget(budget: RequestBudget): void;
}

/**
 * Which registry and credential cached records came from, without the secret: instances that query with
 * other credentials (and so may see other personal details) never read each other's records.
 */
export function credentialFingerprint(config: Pick<RegistryConfig, "baseUrl" | "apiKey">): string {
  return createHash("sha256").update(`${config.baseUrl.href}\n${config.apiKey}`).digest("hex").slice(0, 16);
}

const onError = () => {
  // The connection reports itself (redis-connection); each failed command is a miss, not a failure.
};

/** With REDIS_URL: the lookup cache, its coalescing and the registry budget shared by every instance, else null. */
export function sharedRegistryState(config: RegistryConfig): SharedRegistryState | null {
  const redis = redisConnection();
  if (!redis) return null;
  const { encryptionKey } = parseRedisConfig(process.env);
  const codec = encryptionKey ? encryptingCodec(encryptionKey) : plainCodec;
  const namespace = `registry-lens:${credentialFingerprint(config)}:`;
  const { maxEntries, maxBytes } = config.cache;
  return {
    records: new SharedStore(
      redis.kv,
      `${namespace}legal:`,
      cachedRecordFormat({ maxEntries, maxSize: maxBytes }),
      codec,
      onError,
    ),
    notFound: new SharedStore(
      redis.kv,
      `${namespace}not-found:`,
      { write: () => "1", read: async (_key, text) => (text === "1" ? true : undefined) },
      codec,
      onError,
    ),
    // A holder has the registry's whole timeout to answer; a dead holder's lock lapses a little after.
    loadOnce: sharedLock(redis.kv, {
      namespace: `${namespace}loading:`,
      holdMs: config.timeoutMs + 5_000,
      waitMs: config.timeoutMs,
      onError,
    }),
    shareBudget(budget) {
      shareBudget(budget, redis.kv, { totalRps: config.maxRps, key: `${namespace}instances` });
    },
  };
}
