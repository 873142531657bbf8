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

/** Collects nodes (merging repeated parties) and edges in record order, which keeps layouts stable. */
export class GraphAccumulator {
  private readonly nodes = new Map<string, GraphNode>();
  private readonly edges: GraphEdge[] = [];

  constructor(readonly root: GraphNode) {
    this.addNode(root);
  }

  addNode(node: GraphNode): GraphNode {
    const existing = this.nodes.get(node.id);
    if (!existing) {
      this.nodes.set(node.id, node);
      return node;
    }
    existing.sanctioned ||= node.sanctioned;
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
      // An end date, a removal or an annulment all mean the relationship no longer stands.
      former: Boolean(validTo) || e.annulled === true,
      annulled: e.annulled === true,
      cycle: false,
    });
  }

  graph(regcode: string): Graph {
    return { rootId: this.root.id, nodes: [...this.nodes.values()], edges: this.edges, expanded: [regcode] };
  }
}
