/** Kinds of relationship the graph shows; each maps to one list or part of the record. */
export const EDGE_KINDS = [
  "member",
  "joint-owner",
  "member-representative",
  "beneficial-owner",
  "dominant-influence",
  "officer",
  "procuration",
  "representative",
  "branch",
  "branch-of",
  "depository",
  "reorganization",
  "sanction-direct",
  "sanction-indirect",
] as const;

export type EdgeKind = (typeof EDGE_KINDS)[number];

export type NodeKind = "entity" | "person" | "withheld" | "group";

export interface GraphNode {
  /** entity:<regcode>, foreign:<country>:<number or name>, person:<name key>, withheld:<occurrence> or group:<band>. */
  id: string;
  kind: NodeKind;
  label: string;
  /** Domestic registration number: the node can be opened as a profile or expanded. */
  regcode: string | null;
  country: string | null;
  sanctioned: boolean;
  /** Sanctions lists and programmes naming this party, for the details panel. */
  sanctionNotes: string[];
  /** How many expansions away from the profile's entity (0 for it and its own relations). */
  level: number;
}

export interface GraphEdge {
  /** Unique across merged records: <record regcode>:<list>:<item id>[:<part>]. */
  id: string;
  /** The party holding the role or share. */
  source: string;
  /** The entity in which the role or share is held. */
  target: string;
  kind: EdgeKind;
  label: string;
  /** Percent held, for ownership edges that state one. */
  percent: number | null;
  validFrom: string | null;
  validTo: string | null;
  former: boolean;
  annulled: boolean;
  /** Part of an ownership or control loop found while expanding. */
  cycle: boolean;
}

export interface Graph {
  rootId: string;
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** Registration numbers whose records have been merged in (the profile's own included). */
  expanded: string[];
}
