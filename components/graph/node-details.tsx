import Link from "next/link";
import type { Graph, GraphNode } from "@/lib/graph/graph-types";
import { entityHref } from "@/lib/links/record-links";

/** The selected party: who it is, every relationship it has in view, and what can be done with it. */
export function NodeDetails({
  node,
  graph,
  onExpand,
  expanding,
}: {
  node: GraphNode;
  graph: Graph;
  onExpand: (regcode: string) => void;
  expanding: string | null;
}) {
  const labels = new Map(graph.nodes.map((n) => [n.id, n.label]));
  const relations = graph.edges.filter((e) => e.source === node.id || e.target === node.id);
  const expanded = node.regcode !== null && graph.expanded.includes(node.regcode);
  const href = entityHref(node.regcode);
  return (
    <div className="space-y-2 rounded border border-slate-300 bg-white p-3 text-sm" aria-live="polite">
      <h3 className="font-semibold">
        {node.label}
        {node.sanctioned && (
          <span className="ml-2 rounded bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white">⚠ Sanctioned</span>
        )}
      </h3>
      <p className="text-slate-700">
        {node.kind === "withheld"
          ? "A person whose details the registry withheld"
          : node.kind === "person"
            ? "Natural person"
            : "Legal entity"}
        {node.regcode && <> · registration number {node.regcode}</>}
        {node.country && <> · {node.country}</>}
      </p>
      {node.sanctionNotes.length > 0 && (
        <ul className="list-disc pl-5 text-red-900">
          {node.sanctionNotes.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      )}
      <ul className="space-y-0.5">
        {relations.map((e) => (
          <li key={e.id}>
            {e.source === node.id ? `${e.label} in ${labels.get(e.target)}` : `${labels.get(e.source)}: ${e.label}`}
            {(e.validFrom || e.validTo) && (
              <span className="text-slate-600">
                {" "}
                ({e.validFrom?.slice(0, 10) ?? "?"} – {e.validTo?.slice(0, 10) ?? "now"})
              </span>
            )}
            {e.annulled ? " · annulled" : e.former ? " · former" : ""}
            {e.cycle && <span className="font-semibold text-orange-800"> · part of an ownership loop</span>}
          </li>
        ))}
      </ul>
      {href && node.regcode && (
        <div className="flex flex-wrap gap-3">
          <Link href={href}>Open profile</Link>
          {expanded ? (
            <span className="text-slate-600">Relationships shown</span>
          ) : (
            <button
              type="button"
              onClick={() => node.regcode && onExpand(node.regcode)}
              disabled={expanding !== null}
              className="rounded border border-slate-300 px-2 py-0.5 hover:bg-slate-100 disabled:opacity-60"
            >
              {expanding === node.regcode ? "Loading…" : "Expand its relationships here"}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
