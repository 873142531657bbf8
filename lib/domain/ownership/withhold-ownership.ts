import type { OwnershipDetermination } from "./ownership-types";

/** Placeholder signature: the determination as a viewer without personal-data rights sees it. */
export function withholdOwnership(determination: OwnershipDetermination): OwnershipDetermination {
  void determination;
  throw new Error("withholdOwnership is not implemented yet");
}
