"use client";

import { AppLink } from "@/components/shared/app-link";
import { useLocale, useTranslations } from "next-intl";
import { TableHead } from "@/components/shared/table-head";
import { Button } from "@/components/ui/button";
import { useState } from "react";
import { formatDate } from "@/lib/platform/format/format-date";
import { EDGE_KIND_KEYS } from "@/lib/domain/graph/edge-kind-keys";
import { entityHref } from "@/lib/domain/links/record-links";
import type { Graph, GraphNode } from "@/lib/domain/graph/graph-types";

const PAGE = 100;

function Party({ node }: { node: GraphNode | undefined }) {
  const t = useTranslations("graph.table");
  if (!node) return null;
  const name = node.kind === "withheld" ? <em>{node.label}</em> : node.label;
  const href = entityHref(node.regcode);
  return (
    <>
      {href ? <AppLink href={href}>{name}</AppLink> : name}
      {node.sanctioned && <strong className="ml-1 text-red-800">{t("sanctioned")}</strong>}
    </>
  );
}

/** The graph as a table, one row per relationship: the accessible twin of the drawing. */
export function GraphTable({ graph }: { graph: Graph }) {
  const t = useTranslations("graph");
  const locale = useLocale();
  const [shown, setShown] = useState(PAGE);
  const nodes = new Map(graph.nodes.map((n) => [n.id, n]));
  const rows = graph.edges.slice(0, shown);
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <TableHead
          caption={t("table.caption")}
          columns={[
            { label: t("table.party"), className: "py-1 pr-2" },
            ...[t("table.relationship"), t("table.in"), t("table.from"), t("table.to")].map((label) => ({
              label,
              className: "pr-2",
            })),
            { label: t("table.state") },
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
                <span className="block text-xs text-slate-600">{t(`kinds.${EDGE_KIND_KEYS[e.kind]}`)}</span>
              </td>
              <td className="pr-2">
                <Party node={nodes.get(e.target)} />
              </td>
              <td className="pr-2 whitespace-nowrap">{formatDate(e.validFrom, locale)}</td>
              <td className="pr-2 whitespace-nowrap">{formatDate(e.validTo, locale)}</td>
              <td>
                {t(e.annulled ? "table.annulled" : e.former ? "table.former" : "table.current")}
                {e.cycle && <span className="block font-semibold text-orange-800">{t("table.loop")}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {graph.edges.length > shown && (
        <Button type="button" onClick={() => setShown((n) => n + PAGE)} className="mt-2 text-sm">
          {t("table.showMore", {
            count: Math.min(PAGE, graph.edges.length - shown),
            remaining: graph.edges.length - shown,
          })}
        </Button>
      )}
    </div>
  );
}
