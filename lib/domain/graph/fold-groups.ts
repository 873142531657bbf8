import type { Locale } from "@/lib/platform/i18n/locales";
import { translator } from "@/lib/platform/i18n/translator";
import { edgeKindLabel } from "./edge-kind-label";
import type { Graph, GraphNode } from "./graph-types";
import { GROUP_SIZE } from "./layout-types";
import { nodeId } from "./node-id";
import { type Band, type BandGroup, placeBands } from "./place-bands";

export const bandLabel = (g: BandGroup, locale: Locale) => (g === "subject" ? "" : edgeKindLabel(g, locale));

/** A band after folding: the parties still drawn, an "N more" node last when some were folded. */
export interface FoldedBand {
  band: Band;
  ids: string[];
}

export interface FoldedGraph {
  bands: FoldedBand[];
  /** The "N more" nodes, with how many parties each stands for. */
  groups: Map<string, GraphNode & { hidden: number; caption: string }>;
  /** Folded party → its group node. */
  alias: Map<string, string>;
}

export interface FoldOptions {
  /** Beyond this many nodes, large role groups are cut to `groupSize` plus an "N more" node. */
  maxNodes?: number;
  groupSize?: number;
  /** Parties shown per band key after the analyst opened an "N more" node. */
  shownByBand?: Readonly<Record<string, number>>;
}

const FOLD_ABOVE = 150;

/**
 * The opened groups that change how `graph` is folded, each at most its band's size (which shows it whole):
 * keyed by these, requests naming bands the graph lacks or counts past a band's end share one drawing.
 */
export function openedBands(
  graph: Graph,
  { maxNodes = FOLD_ABOVE, groupSize = GROUP_SIZE, shownByBand = {} }: FoldOptions = {},
): Record<string, number> {
  if (graph.nodes.length <= maxNodes) return {};
  const opened: Record<string, number> = {};
  for (const band of placeBands(graph)) {
    const shown = shownByBand[band.key];
    if (shown === undefined) continue;
    const clamped = Math.min(shown, band.nodeIds.length);
    if (clamped !== groupSize) opened[band.key] = clamped;
  }
  return opened;
}

/**
 * Splits the graph into role bands and, when it is large, folds each long band into its first parties
 * plus one "N more" node. Never folds away what an analyst must see: the entity, expanded entities,
 * sanctioned parties and loops.
 */
export function foldGroups(graph: Graph, locale: Locale, options: FoldOptions = {}): FoldedGraph {
  const { maxNodes = FOLD_ABOVE, groupSize = GROUP_SIZE, shownByBand = {} } = options;
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const expanded = new Set(graph.expanded.map(nodeId.entity));
  const cycled = new Set(graph.edges.filter((e) => e.cycle).flatMap((e) => [e.source, e.target]));
  const pinned = (id: string) => id === graph.rootId || expanded.has(id) || cycled.has(id) || byId.get(id)?.sanctioned;

  const collapse = graph.nodes.length > maxNodes;
  const alias = new Map<string, string>();
  const groups: FoldedGraph["groups"] = new Map();
  const bands = placeBands(graph).map((band) => {
    const limit = shownByBand[band.key] ?? groupSize;
    if (!collapse || band.nodeIds.length <= limit + 1) return { band, ids: band.nodeIds };
    const keep: string[] = [];
    const groupId = nodeId.group(band.key);
    for (const id of band.nodeIds) {
      if (keep.length < limit || pinned(id)) keep.push(id);
      else alias.set(id, groupId);
    }
    const hidden = band.nodeIds.length - keep.length;
    groups.set(groupId, {
      id: groupId,
      kind: "group",
      label: translator(locale, "graph")("nodes.more", { count: hidden }),
      regcode: null,
      country: null,
      sanctioned: false,
      sanctionNotes: [],
      level: 0,
      caption: bandLabel(band.group, locale),
      hidden,
    });
    return { band, ids: [...keep, groupId] };
  });
  return { bands, groups, alias };
}
