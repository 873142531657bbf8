import { AppLink } from "@/components/shared/app-link";
import { Button } from "@/components/ui/button";
import { useLocale, useTranslations } from "next-intl";
import { formatDate } from "@/lib/platform/format/format-date";
import type { Graph, GraphNode } from "@/lib/domain/graph/graph-types";
import { entityHref } from "@/lib/domain/links/record-links";

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
  const t = useTranslations("graph");
  const locale = useLocale();
  const labels = new Map(graph.nodes.map((n) => [n.id, n.label]));
  const relations = graph.edges.filter((e) => e.source === node.id || e.target === node.id);
  const expanded = node.regcode !== null && graph.expanded.includes(node.regcode);
  const href = entityHref(node.regcode);
  return (
    <div className="space-y-2 rounded border border-slate-300 bg-white p-3 text-sm" aria-live="polite">
      <h3 className="font-semibold">
        {node.label}
        {node.sanctioned && (
          <span className="ml-2 rounded bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white">
            {t("details.sanctioned")}
          </span>
        )}
      </h3>
      <p className="text-slate-700">
        {t(
          node.kind === "withheld" ? "details.withheld" : node.kind === "person" ? "details.person" : "details.entity",
        )}
        {node.regcode && <> · {t("details.registrationNumber", { number: node.regcode })}</>}
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
            {e.source === node.id
              ? t("details.holds", { label: e.label, entity: labels.get(e.target) ?? "" })
              : t("details.heldBy", { party: labels.get(e.source) ?? "", label: e.label })}
            {(e.validFrom || e.validTo) && (
              <span className="text-slate-600">
                {" "}
                ({formatDate(e.validFrom, locale) || t("details.unknownDate")} –{" "}
                {formatDate(e.validTo, locale) || t("details.now")})
              </span>
            )}
            {(e.annulled || e.former) && <> · {t(e.annulled ? "lines.annulled" : "lines.former")}</>}
            {e.cycle && <span className="font-semibold text-orange-800"> · {t("lines.loop")}</span>}
          </li>
        ))}
      </ul>
      {href && node.regcode && (
        <div className="flex flex-wrap gap-3">
          <AppLink href={href}>{t("details.openProfile")}</AppLink>
          {expanded ? (
            <span className="text-slate-600">{t("details.shown")}</span>
          ) : (
            <Button
              type="button"
              onClick={() => node.regcode && onExpand(node.regcode)}
              disabled={expanding !== null}
              size="sm"
              className="disabled:opacity-60"
            >
              {expanding === node.regcode ? t("details.loading") : t("details.expand")}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
