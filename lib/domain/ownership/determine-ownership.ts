import type { OwnershipDetermination, OwnershipRule, ResolvedStructure } from "./ownership-types";

export interface DetermineOptions {
  /** The determination's moment: which members are current, and the date written on it. */
  at: Date;
  rule: OwnershipRule;
}

/** Placeholder signature: the computation lands in its own commit. */
export function determineOwnership(structure: ResolvedStructure, options: DetermineOptions): OwnershipDetermination {
  void structure;
  void options;
  throw new Error("determineOwnership is not implemented yet");
}
