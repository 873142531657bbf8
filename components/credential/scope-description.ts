import { SCOPES } from "@/lib/registry/scopes";

const DESCRIPTIONS: Record<string, string> = {
  [SCOPES.identity]: "Read this credential's own identity record — what this page shows.",
  [SCOPES.legalEntities]: "Look up legal entities by registration number — needed for every entity profile.",
  [SCOPES.personalDetails]:
    "Receive personal details of natural persons (names, countries) in entity records — only if the account is also approved for restricted personal details.",
};

/** What a scope lets this app do, in words; scopes the registry's specification does not describe are said to be unused. */
export function describeScope(scope: string): string {
  return Object.hasOwn(DESCRIPTIONS, scope)
    ? DESCRIPTIONS[scope]
    : "Not described in the registry's specification; this app does not use it.";
}
