import { GraphLegend } from "@/components/graph/graph-legend";
import { GraphSvg } from "@/components/graph/graph-svg";
import { OwnershipSummary } from "@/components/graph/ownership-summary";
import { type RelationshipDrawing, RelationshipSection } from "@/components/graph/relationship-graph-section";
import { nodeId } from "@/lib/domain/graph/node-id";
import { ownershipOf } from "@/lib/domain/graph/ownership-of";
import { visibleGraph } from "@/lib/domain/graph/visible-graph";
import type { Locale } from "@/lib/platform/i18n/locales";
import { translator } from "@/lib/platform/i18n/translator";

/**
 * The relationship section of the printed report: the drawing as the profile opens it, its key and its
 * ultimate owners, with nothing to click (the report is a document; the profile explores).
 */
export function ReportGraphSection({ drawing, locale }: { drawing: RelationshipDrawing; locale: Locale }) {
  const t = translator(locale, "graph");
  const words = { t, locale };
  const { explorer } = drawing;
  const ownership = ownershipOf(visibleGraph(drawing.graph, explorer.initialView));
  return (
    <RelationshipSection drawing={drawing} locale={locale}>
      <div className="space-y-3">
        <GraphLegend
          withheld={explorer.anyWithheld ? translator(locale, "record.withheld")("label") : null}
          words={words}
        />
        <div className="overflow-x-auto rounded border border-slate-300 bg-white print:overflow-visible print:border-0">
          <GraphSvg
            layout={explorer.initialLayout}
            rootId={nodeId.entity(explorer.regcode)}
            title={t("section.title", { name: explorer.name })}
            verdict={{ percent: ownership.sanctionedPercent, majority: ownership.sanctionedMajority }}
            words={words}
            drawingId="report-graph-drawing"
          />
        </div>
        <OwnershipSummary summary={ownership} words={words} />
      </div>
    </RelationshipSection>
  );
}
