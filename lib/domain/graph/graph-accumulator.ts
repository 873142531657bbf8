import { isFormer } from "@/lib/domain/profile/history";
import type { EdgeKind, Graph, GraphEdge, GraphNode } from "./graph-types";

export interface EdgeInput {
  id: string;
  source: GraphNode;
  target: GraphNode;
  kind: EdgeKind;
  label: string;
  percent?: number | null;
  from: string | null;
  to: string | null;
  removedOn?: string | null;
  annulled?: boolean | null;
}

/** Collects nodes (merging repeated parties, by node id) and edges in record order, which keeps layouts stable. */
export class GraphAccumulator {
  private readonly nodes = new Map<string, GraphNode>();
  private readonly edges: GraphEdge[] = [];

  /** `now`: when "former" is judged, as the profile judges it: an end or removal still ahead keeps a relationship. */
  constructor(
    readonly root: GraphNode,
    readonly now: number,
  ) {
    this.addNode(root);
  }

  addNode(node: GraphNode): GraphNode {
    const existing = this.nodes.get(node.id);
    if (!existing) {
      this.nodes.set(node.id, node);
      return node;
    }
    // One party in several lists (officer, member, sanctions): one node carrying every list's facts.
    existing.sanctioned ||= node.sanctioned;
    existing.country ??= node.country;
    for (const note of node.sanctionNotes)
      if (!existing.sanctionNotes.includes(note)) existing.sanctionNotes.push(note);
    return existing;
  }

  addEdge(e: EdgeInput): void {
    const source = this.addNode(e.source);
    const target = this.addNode(e.target);
    const validTo = e.to ?? e.removedOn ?? null;
    this.edges.push({
      id: e.id,
      source: source.id,
      target: target.id,
      kind: e.kind,
      label: e.label,
      percent: e.percent ?? null,
      validFrom: e.from,
      validTo,
      // An end date or a removal that has passed, or an annulment, mean the relationship no longer stands.
      former: isFormer({ date_to: e.to, removed_on: e.removedOn, is_annulled: e.annulled }, this.now),
      annulled: e.annulled === true,
      cycle: false,
    });
  }

  graph(regcode: string): Graph {
    return { rootId: this.root.id, nodes: [...this.nodes.values()], edges: this.edges, expanded: [regcode] };
  }
}
