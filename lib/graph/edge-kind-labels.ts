import type { EdgeKind } from "./graph-types";

/** Names of the relationship groups, as the graph bands, legend and table headings show them. */
export const EDGE_KIND_LABELS: Record<EdgeKind, string> = {
  member: "Members (shareholders)",
  "joint-owner": "Joint owners of shares",
  "member-representative": "Representatives of members",
  "beneficial-owner": "Beneficial owners",
  "dominant-influence": "Decisive influence",
  officer: "Officers",
  procuration: "Procurations",
  representative: "Representatives",
  branch: "Branches",
  "branch-of": "Branch of",
  depository: "Depositories",
  reorganization: "Reorganization participants",
  "sanction-direct": "Directly sanctions-related parties",
  "sanction-indirect": "Indirectly sanctions-related parties",
};

/** Kinds whose party is drawn above the entity it relates to: owners and controllers sit on top. */
export const ABOVE_KINDS: ReadonlySet<EdgeKind> = new Set([
  "member",
  "joint-owner",
  "beneficial-owner",
  "dominant-influence",
]);
