import type { Locale } from "@/lib/platform/i18n/locales";
import { translator } from "@/lib/platform/i18n/translator";
import { edgeKindLabel } from "./edge-kind-label";
import type { GraphEdge } from "./graph-types";

export interface FoldedEdge extends GraphEdge {
  /** Relationships this line stands for (more than one when it leads to an "N more" node). */
  count: number;
}

/**
 * The lines to draw: one per relationship, except that relationships of parties folded into one
 * "N more" node share one line saying how many they are. A party's relation to itself is left to the table.
 */
export function foldEdges(edges: GraphEdge[], alias: Map<string, string>, locale: Locale): FoldedEdge[] {
  const t = translator(locale, "graph");
  const out = new Map<string, FoldedEdge>();
  for (const e of edges) {
    const source = alias.get(e.source) ?? e.source;
    const target = alias.get(e.target) ?? e.target;
    if (source === target) continue;
    const folded = source !== e.source || target !== e.target;
    const key = folded ? `${source}>${target}>${e.kind}` : e.id;
    const existing = out.get(key);
    if (existing) {
      out.set(key, { ...existing, count: existing.count + 1, former: existing.former && e.former });
      continue;
    }
    out.set(key, { ...e, id: folded ? `folded:${key}` : e.id, source, target, count: 1 });
  }
  return [...out.values()].map((e) => {
    if (!e.id.startsWith("folded:")) return e;
    const label = t("edges.folded", { count: e.count, kind: edgeKindLabel(e.kind, locale) });
    return { ...e, label, percent: null, validFrom: null, validTo: null };
  });
}
