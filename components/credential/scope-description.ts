import { SCOPES } from "@/lib/registry/client/scopes";

type DescriptionKey = "identity" | "legalEntities" | "personalDetails" | "unknown";

const KEYS: Record<string, DescriptionKey> = {
  [SCOPES.identity]: "identity",
  [SCOPES.legalEntities]: "legalEntities",
  [SCOPES.personalDetails]: "personalDetails",
};

/**
 * Which text (account.credential.scopes.descriptions.<key>) says what a scope lets this app do;
 * scopes the registry's specification does not describe are said to be unused.
 */
export function scopeDescriptionKey(scope: string): DescriptionKey {
  return Object.hasOwn(KEYS, scope) ? KEYS[scope] : "unknown";
}
