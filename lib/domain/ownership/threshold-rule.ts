import type { OwnershipRule } from "./ownership-types";

/** Placeholder signature: the rule by date lands with the computation. */
export function ruleOn(date: Date, override?: string | null): OwnershipRule {
  void date;
  void override;
  throw new Error("ruleOn is not implemented yet");
}
