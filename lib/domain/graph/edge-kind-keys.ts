import type { Messages } from "@/lib/platform/i18n/messages";
import type { EdgeKind } from "./graph-types";

type KindKey = keyof Messages["graph"]["kinds"];

/**
 * Catalogue keys (graph.kinds) of the relationship groups' names, as the graph bands, legend and table
 * headings show them. Kept apart from the catalogue so the browser's table can word them with its hooks.
 */
export const EDGE_KIND_KEYS: Record<EdgeKind, KindKey> = {
  member: "member",
  "joint-owner": "jointOwner",
  "member-representative": "memberRepresentative",
  "beneficial-owner": "beneficialOwner",
  "dominant-influence": "dominantInfluence",
  officer: "officer",
  procuration: "procuration",
  representative: "representative",
  branch: "branch",
  "branch-of": "branchOf",
  depository: "depository",
  reorganization: "reorganization",
  "sanction-direct": "sanctionDirect",
  "sanction-indirect": "sanctionIndirect",
};

/** Kinds whose party is drawn above the entity it relates to: owners and controllers sit on top. */
export const ABOVE_KINDS: ReadonlySet<EdgeKind> = new Set([
  "member",
  "joint-owner",
  "beneficial-owner",
  "dominant-influence",
]);
