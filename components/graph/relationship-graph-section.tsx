import { Section } from "@/components/shared/section";
import type { OwnerShare } from "@/lib/domain/graph/effective-ownership";
import type { Graph } from "@/lib/domain/graph/graph-types";
import { entityLayout } from "@/lib/domain/graph/entity-layout";
import { parseGraphLayoutConfig } from "@/lib/domain/graph/graph-layout-config";
import { undrawn } from "@/lib/domain/graph/layout-graph";
import type { GraphLayout } from "@/lib/domain/graph/layout-types";
import { AppError } from "@/lib/platform/errors/app-error";
import { graphOf } from "@/lib/domain/graph/graph-of";
import { ownershipOf } from "@/lib/domain/graph/ownership-of";
import { graphViewFromParams } from "@/lib/domain/graph/graph-view-params";
import type { LayoutRequest } from "@/lib/domain/graph/layout-request-query";
import type { GatedResult } from "@/lib/domain/access/gate-record";
import type { QueryReader } from "@/lib/platform/http/page-query";
import type { Locale } from "@/lib/platform/i18n/locales";
import { DeferredGraphExplorer } from "./deferred-graph-explorer";
import type { GraphExplorerProps } from "./graph-explorer";
import { translator } from "@/lib/platform/i18n/translator";

/** Beyond this many parties the graph stays on the server; the page carries only its folded drawing. */
const SEND_LIMIT = 1500;
const PREVIEW_OWNERS = 25;
const { maxNodes } = parseGraphLayoutConfig(process.env);

const leftOut = (owners: OwnerShare[]) => ({
  count: owners.length,
  percent: owners.reduce((sum, o) => sum + o.percent, 0),
});

/** What the relationship section draws of one retrieval: computed on the server before rendering. */
export interface RelationshipDrawing {
  relationships: number;
  parties: number;
  /** The graph as the section opens it: the whole one when small, else its folded drawing and a preview. */
  explorer: Omit<GraphExplorerProps, "title">;
  /** The whole graph, which the printed report draws its ownership summary from. */
  graph: Graph;
}

/**
 * The first drawing, laid out in `viewer`'s turn like the layout API's: a page's query picks the view, so
 * without turns one user's reloads and dates could fill the layout workers. Refused a turn (the viewer
 * already has one drawing laid out and one waiting), the page still renders, saying the server is busy.
 */
async function firstLayout(
  result: Pick<GatedResult, "record" | "sha256" | "redaction">,
  request: LayoutRequest,
  graph: Graph,
  locale: Locale,
  viewer: string | undefined,
): Promise<GraphLayout> {
  try {
    return await entityLayout(result, request, [], locale, viewer);
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited")
      return undrawn({ reason: "busy", parties: graph.nodes.length, limit: maxNodes });
    throw error;
  }
}

/** The section's graph and first drawing, for the view the page's query asks for, laid out in `viewer`'s turn. */
export async function relationshipDrawing(
  result: Pick<GatedResult, "record" | "sha256" | "redaction" | "retrievedAt">,
  {
    query = new URLSearchParams(),
    snapshot,
    locale,
    viewer,
  }: { query?: QueryReader; snapshot?: string; locale: Locale; viewer?: string },
): Promise<RelationshipDrawing> {
  const { record } = result;
  const graph = graphOf(record, locale);
  const small = graph.nodes.length <= SEND_LIMIT;
  const summary = small ? null : ownershipOf(graph);
  const view = graphViewFromParams(query);
  const request: LayoutRequest = { ...view, open: {}, expand: [] };
  return {
    relationships: graph.edges.length,
    parties: graph.nodes.length - 1,
    explorer: {
      regcode: record.registration_number,
      name: record.legal_name,
      retrievedAt: result.retrievedAt,
      snapshot,
      initialGraph: small ? graph : null,
      initialLayout: await firstLayout(result, request, graph, locale, viewer),
      previewOwnership: summary && { ...summary, owners: summary.owners.slice(0, PREVIEW_OWNERS) },
      previewOwnersLeftOut: summary && leftOut(summary.owners.slice(PREVIEW_OWNERS)),
      anyWithheld: graph.nodes.some((n) => n.kind === "withheld"),
      initialView: view,
    },
    graph,
  };
}

/**
 * Who the entity is connected to, drawn as a graph computed and laid out on the server. The client
 * part adds pan and zoom, details, the as-of date, opening "N more" groups and in-place expansion.
 */
export async function RelationshipGraphSection({
  result,
  query,
  snapshot,
  locale,
  viewer,
}: {
  /** The retrieval: its record is drawn, its SHA-256 keys the cached drawing, its time captions a saved one. */
  result: Pick<GatedResult, "record" | "sha256" | "redaction" | "retrievedAt">;
  /** The page's query: the as-of date and former-relationship toggle a shared link carries. */
  query?: QueryReader;
  /** Set when `result` is a stored copy: the client's further drawings come from it too. */
  snapshot?: string;
  locale: Locale;
  /** The signed-in user's id: their drawings are laid out one at a time, as through the layout API. */
  viewer?: string;
}) {
  const drawing = await relationshipDrawing(result, { query, snapshot, locale, viewer });
  const { explorer } = drawing;
  return (
    <RelationshipSection drawing={drawing} locale={locale}>
      <DeferredGraphExplorer
        {...explorer}
        title={translator(locale, "graph.section")("title", { name: explorer.name })}
      />
    </RelationshipSection>
  );
}

/** The section around the drawing, the profile's explorer or the report's print: heading, counts, or that there is none. */
export function RelationshipSection({
  drawing: { relationships, parties },
  locale,
  children,
}: {
  drawing: RelationshipDrawing;
  locale: Locale;
  children: React.ReactNode;
}) {
  const t = translator(locale, "graph.section");
  return (
    <Section
      id="relationships"
      title={translator(locale, "record.sections")("relationships")}
      note={t("note", { relationships, parties })}
    >
      {relationships === 0 ? <p className="text-sm text-slate-600">{t("empty")}</p> : children}
    </Section>
  );
}
