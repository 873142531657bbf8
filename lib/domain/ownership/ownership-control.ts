import type { OwnershipGraph } from "./ownership-graph";
import type { HopBasis } from "./ownership-types";

/**
 * One link of a control chain, read from the controlled entity up: `node` holds `percent` of (or dominates)
 * the entity of the link below it (none for the controlled entity itself). Chains through a common parent
 * share their upper links, so a long chain of majorities costs one link per entity.
 */
export interface ControlLink {
  node: string;
  percent: number | null;
  basis: HopBasis | null;
  up: ControlLink | null;
}

/** Someone who controls an entity: through a majority at each layer, or a decisive-influence notice on the way. */
export interface Controller {
  node: string;
  route: "majority" | "decisive-influence";
  /** The controlled entity's link; following `up` leads to the controller. */
  chain: ControlLink;
}

/** A chain from the controller down to the controlled entity. */
export function chainDown(c: Controller): ControlLink[] {
  const links: ControlLink[] = [];
  for (let link: ControlLink | null = c.chain; link; link = link.up) links.push(link);
  return links.reverse();
}

/** A majority is more than half; an exact half decides nothing. */
const MAJORITY = 50 + 1e-9;

/**
 * Who controls each entity: the holder of more than 50% of its votes (of its shares where the layer states
 * no votes), or a party a current decisive-influence notice names dominant; where that is an entity read
 * from the register, whoever controls it in turn (or, when nobody does, that entity itself). Joint and
 * unstated holdings establish no one's majority.
 */
export function controllersOf(graph: OwnershipGraph): (regcode: string) => Controller[] {
  const memo = new Map<string, Controller[]>();
  const visiting = new Set<string>();

  /** The controllers, and the entities on the current chain where a loop was cut short. */
  const visit = (regcode: string): { found: Controller[]; cuts: Set<string> } => {
    const known = memo.get(regcode);
    if (known) return { found: known, cuts: new Set() };
    // A chain of control that comes back to where it started names nobody outside it.
    if (visiting.has(regcode)) return { found: [], cuts: new Set([regcode]) };
    visiting.add(regcode);
    const found: Controller[] = [];
    const cuts = new Set<string>();
    const through = (node: string, percent: number | null, basis: HopBasis | null, notice: boolean) => {
      const holder = graph.nodes.get(node)!;
      if (holder.kind !== "record") {
        const route = notice ? "decisive-influence" : "majority";
        const top: ControlLink = { node, percent, basis, up: null };
        found.push({ node, route, chain: { node: regcode, percent: null, basis: null, up: top } });
        return;
      }
      const above = visit(node);
      for (const cut of above.cuts) cuts.add(cut);
      // A dominant entity nobody controls in turn is itself what controls: it must not vanish.
      if (notice && above.found.length === 0) {
        const top: ControlLink = { node, percent, basis, up: null };
        found.push({
          node,
          route: "decisive-influence",
          chain: { node: regcode, percent: null, basis: null, up: top },
        });
        return;
      }
      for (const c of above.found) {
        const parent: ControlLink = { node, percent, basis, up: c.chain.up };
        const route = notice || c.route === "decisive-influence" ? "decisive-influence" : "majority";
        found.push({ node: c.node, route, chain: { node: regcode, percent: null, basis: null, up: parent } });
      }
    };

    const majority = majorityHolder(graph, regcode);
    if (majority) through(majority.holder, majority.percent, majority.basis, false);
    for (const dominant of graph.dominants.get(regcode) ?? []) through(dominant, null, "decisive-influence", true);
    visiting.delete(regcode);
    cuts.delete(regcode);

    const seen = new Set<string>();
    const unique = found.filter((c) => !seen.has(c.node) && seen.add(c.node));
    // A result cut short at an entity further down the chain is complete only from there: not kept.
    if (cuts.size === 0) memo.set(regcode, unique);
    return { found: unique, cuts };
  };
  return (regcode) => visit(regcode).found;
}

function majorityHolder(graph: OwnershipGraph, regcode: string) {
  const byHolder = new Map<string, { percent: number; basis: HopBasis | null }>();
  for (const h of graph.holdings.get(regcode) ?? []) {
    if (h.jointly || h.basis === "unstated" || h.basis === null) continue;
    const weight = h.votes ?? h.min;
    const before = byHolder.get(h.holder);
    byHolder.set(h.holder, { percent: (before?.percent ?? 0) + weight, basis: before?.basis ?? h.basis });
  }
  for (const [holder, { percent, basis }] of byHolder) if (percent > MAJORITY) return { holder, percent, basis };
  return null;
}
