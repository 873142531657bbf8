import type { KeyFinding } from "@/lib/domain/profile/key-findings";

type OwnershipFindingKey = Extract<KeyFinding["key"], `ownership-${string}`>;

const LABEL_KEY = {
  "ownership-restricted": "ownershipRestricted",
  "ownership-sanctions-open": "ownershipSanctionsOpen",
  "ownership-mismatch": "ownershipMismatch",
  "ownership-cannot-exclude": "ownershipCannotExclude",
  "ownership-not-established": "ownershipNotEstablished",
  "ownership-complex": "ownershipComplex",
} as const satisfies Record<OwnershipFindingKey, string>;

export const isOwnershipFinding = (key: KeyFinding["key"]): key is OwnershipFindingKey => key in LABEL_KEY;

/** The words of a finding from the ownership determination, in profile.keyFindings (server or browser translator). */
export const ownershipFindingLabel = (
  key: OwnershipFindingKey,
  t: (key: (typeof LABEL_KEY)[OwnershipFindingKey]) => string,
) => t(LABEL_KEY[key]);
