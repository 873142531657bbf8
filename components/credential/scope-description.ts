import { PERSONAL_DETAILS_SCOPE } from "@/lib/registry/schemas/identity";

const DESCRIPTIONS: Record<string, string> = {
  "identity:read": "Read this credential's own identity record — what this page shows.",
  "legal-entities:read": "Look up legal entities by registration number — needed for every entity profile.",
  [PERSONAL_DETAILS_SCOPE]:
    "Receive personal details of natural persons (names, countries) in entity records — only if the account is also approved for restricted personal details.",
};

/** What a scope lets this app do, in words; scopes the registry's specification does not describe are said to be unused. */
export function describeScope(scope: string): string {
  return Object.hasOwn(DESCRIPTIONS, scope)
    ? DESCRIPTIONS[scope]
    : "Not described in the registry's specification; this app does not use it.";
}
