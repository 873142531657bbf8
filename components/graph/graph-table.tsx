"use client";

import Link from "next/link";
import { TableHead } from "@/components/shared/table-head";
import { useState } from "react";
import { EDGE_KIND_LABELS } from "@/lib/graph/edge-kind-labels";
import { entityHref } from "@/lib/links/record-links";
import type { Graph, GraphNode } from "@/lib/graph/graph-types";

const PAGE = 100;

function Party({ node }: { node: GraphNode | undefined }) {
  if (!node) return null;
  const name = node.kind === "withheld" ? <em>{node.label}</em> : node.label;
  const href = entityHref(node.regcode);
  return (
    <>
      {href ? <Link href={href}>{name}</Link> : name}
      {node.sanctioned && <strong className="ml-1 text-red-800">(sanctioned)</strong>}
    </>
  );
}

/** The graph as a table, one row per relationship: the accessible twin of the drawing. */
export function GraphTable({ graph }: { graph: Graph }) {
  const [shown, setShown] = useState(PAGE);
  const nodes = new Map(graph.nodes.map((n) => [n.id, n]));
  const rows = graph.edges.slice(0, shown);
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <TableHead
          caption="Relationships shown in the graph"
          columns={[
            { label: "Party", className: "py-1 pr-2" },
            ...["Relationship", "In", "From", "To"].map((label) => ({ label, className: "pr-2" })),
            { label: "State" },
          ]}
          rowClassName="border-b border-slate-300 text-left"
        />
        <tbody>
          {rows.map((e) => (
            <tr key={e.id} className="border-b border-slate-200 align-top">
              <td className="py-1 pr-2">
                <Party node={nodes.get(e.source)} />
              </td>
              <td className="pr-2">
                {e.label}
                <span className="block text-xs text-slate-600">{EDGE_KIND_LABELS[e.kind]}</span>
              </td>
              <td className="pr-2">
                <Party node={nodes.get(e.target)} />
              </td>
              <td className="pr-2 whitespace-nowrap">{e.validFrom?.slice(0, 10)}</td>
              <td className="pr-2 whitespace-nowrap">{e.validTo?.slice(0, 10)}</td>
              <td>
                {e.annulled ? "Annulled" : e.former ? "Former" : "Current"}
                {e.cycle && <span className="block font-semibold text-orange-800">Ownership loop</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {graph.edges.length > shown && (
        <button
          type="button"
          onClick={() => setShown((n) => n + PAGE)}
          className="mt-2 rounded border border-slate-300 bg-white px-3 py-1 text-sm hover:bg-slate-100"
        >
          Show {Math.min(PAGE, graph.edges.length - shown)} more of {graph.edges.length - shown} remaining
        </button>
      )}
    </div>
  );
}
