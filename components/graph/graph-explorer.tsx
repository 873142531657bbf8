"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { effectiveOwnership, type OwnershipSummary as Summary } from "@/lib/domain/graph/effective-ownership";
import type { Graph } from "@/lib/domain/graph/graph-types";
import { type GraphView, writeGraphView } from "@/lib/domain/graph/graph-view-params";
import { type LayoutRequest, layoutRequestQuery, MAX_STORED_EXPANSIONS } from "@/lib/domain/graph/layout-request-query";
import { GROUP_SIZE, type GraphLayout, type PlacedNode } from "@/lib/domain/graph/layout-types";
import { mergeExpansions } from "@/lib/domain/graph/merge-expansion";
import { nodeId } from "@/lib/domain/graph/node-id";
import { ownershipChainPlan } from "@/lib/domain/graph/ownership-chain-plan";
import { visibleGraph } from "@/lib/domain/graph/visible-graph";
import { graphLayoutQuery } from "@/components/query/graph-layout-query";
import { graphQuery } from "@/components/query/graph-query";
import { DetailsBuiltWhenOpen } from "@/components/shared/details-built-when-open";
import { useLoadFailureWords } from "@/components/shared/use-load-failure-words";
import { DeterminedOwnershipNote } from "./determined-ownership-note";
import { exportCaption } from "./export-caption";
import { GraphControls } from "./graph-controls";
import { GraphExport } from "./graph-export";
import { GraphLegend } from "./graph-legend";
import { GraphSvg, type SanctionVerdict } from "./graph-svg";
import type { GraphWords } from "./graph-words";
import { GraphTable } from "./graph-table";
import { NodeDetails } from "./node-details";
import { OwnershipChainControl } from "./ownership-chain-control";
import { type OwnersLeftOut, OwnershipSummary } from "./ownership-summary";
import { useHydrated } from "@/components/shared/use-hydrated";
import { Button } from "@/components/ui/button";
import { type Expansion, useOwnershipChain } from "./use-ownership-chain";
import { usePanZoom } from "./use-pan-zoom";

// Each opening adds a few rows, so the drawing grows in steps the server lays out quickly.
const GROUP_STEP = 24;

export interface GraphExplorerProps {
  regcode: string;
  /** The SHA-256 of the stored copy shown, whose graph the server draws instead of the live record's. */
  snapshot?: string;
  title: string;
  /** The entity's name, for the saved drawing's caption. */
  name: string;
  /** When the record drawn was retrieved from the registry (ISO), for the saved drawing's caption. */
  retrievedAt: string;
  /** The whole graph, or null when it is too large to send with the page. */
  initialGraph: Graph | null;
  /** The server's drawing for `initialView`; other views are drawn by the server on request. */
  initialLayout: GraphLayout;
  previewOwnership: Summary | null;
  /** Owners cut from `previewOwnership` to keep the page small. */
  previewOwnersLeftOut: OwnersLeftOut | null;
  /** The profile's own graph has a withheld person (expansions are checked here). */
  anyWithheld: boolean;
  /** The view the page's address asked for. */
  initialView: GraphView;
}

const regcodeOf = (x: Expansion) => x.graph.expanded[0];

/** Keeps the view in the address, so a copied link opens the graph as the analyst sees it. */
function replaceUrlView(view: GraphView) {
  const url = new URL(window.location.href);
  writeGraphView(url, view);
  window.history.replaceState(null, "", url);
}

/** The interactive part of the relationship section: filters, pan and zoom, details, expansion. */
export function GraphExplorer(props: GraphExplorerProps) {
  const { regcode, title, initialGraph, initialLayout, previewOwnership } = props;
  const t = useTranslations("graph.explorer");
  const words: GraphWords = { t: useTranslations("graph"), locale: useLocale() };
  const withheldLabel = useTranslations("record.withheld")("label");
  const drawingId = `graph-drawing-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const loadFailure = useLoadFailureWords();
  const queryClient = useQueryClient();
  const [wantFull, setWantFull] = useState(false);
  const full = useQuery({
    ...graphQuery(regcode, loadFailure, props.snapshot),
    enabled: initialGraph === null && wantFull,
  });
  const base = initialGraph ?? full.data ?? null;
  const [expansions, setExpansions] = useState<Expansion[]>([]);
  const graph = useMemo(
    () =>
      base
        ? mergeExpansions(
            base,
            expansions.map((x) => x.graph),
          )
        : null,
    [base, expansions],
  );
  // Expansions arrive one by one or, for the ownership chain, in a batch: an entity already there is not added again.
  const addExpansions = (added: Expansion[]) =>
    setExpansions((xs) => {
      const have = new Set(xs.map(regcodeOf));
      return [...xs, ...added.filter((x) => !have.has(regcodeOf(x)))];
    });
  const hydrated = useHydrated();
  // The determination is of the live record: a stored copy's graph is not offered its chain. Read once
  // hydrated: the server's HTML never has it, though another part of the page may have fetched it meanwhile.
  const chain = useOwnershipChain(regcode);
  const determination = hydrated && !props.snapshot ? chain.determination : null;

  const [asOf, setAsOfState] = useState(props.initialView.asOf);
  const [showFormer, setShowFormerState] = useState(props.initialView.showFormer);
  const setAsOf = (value: string) => {
    setAsOfState(value);
    replaceUrlView({ asOf: value, showFormer });
  };
  const setShowFormer = (value: boolean) => {
    setShowFormerState(value);
    replaceUrlView({ asOf, showFormer: value });
  };
  const [shownByBand, setShownByBand] = useState<Record<string, number>>({});
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [expanding, setExpanding] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const visible = useMemo(() => (graph ? visibleGraph(graph, { asOf, showFormer }) : null), [graph, asOf, showFormer]);
  const request: LayoutRequest = {
    asOf,
    showFormer,
    open: shownByBand,
    expand: expansions.map(regcodeOf),
    stored: Object.fromEntries(expansions.flatMap((x) => (x.stored ? [[regcodeOf(x), x.stored]] : []))),
  };
  const initialQuery = layoutRequestQuery({ ...props.initialView, open: {}, expand: [] });
  const drawing = useQuery({
    ...graphLayoutQuery(regcode, request, loadFailure, props.snapshot),
    initialData: layoutRequestQuery(request) === initialQuery ? initialLayout : undefined,
  });
  const layout = drawing.data ?? initialLayout;
  const ownership = useMemo(
    () => (visible ? effectiveOwnership(visible) : previewOwnership),
    [visible, previewOwnership],
  );
  const rootNode = layout.nodes.find((n) => n.id === nodeId.entity(regcode));
  const { viewportRef, svgRef, handlers, screenWidth, zoom, zoomIn, zoomOut, reset } = usePanZoom(
    layout.width,
    rootNode?.x ?? 0,
  );

  const expand = async (code: string) => {
    setExpanding(code);
    setError(null);
    try {
      const expansion = await queryClient.fetchQuery(graphQuery(code, loadFailure));
      addExpansions([{ graph: expansion }]);
    } catch (e) {
      setError(t("expandFailed", { regcode: code, message: e instanceof Error ? e.message : t("unknownError") }));
    } finally {
      setExpanding(null);
    }
  };

  const onNode = (n: PlacedNode, how: "focus" | "activate") => {
    if (n.kind !== "group") return setSelectedId(n.id);
    if (how !== "activate") return;
    const band = nodeId.bandOfGroup(n.id);
    setShownByBand((s) => ({ ...s, [band]: (s[band] ?? GROUP_SIZE) + GROUP_STEP }));
  };

  const showChain = () => {
    if (!graph) return;
    const stored = expansions.filter((x) => x.stored).length;
    void chain.show(graph, MAX_STORED_EXPANSIONS - stored, addExpansions);
  };
  const verdict: SanctionVerdict | null = determination
    ? {
        percent: determination.sanctions.aggregate.min,
        majority: determination.sanctions.restricted,
        determined: { max: determination.sanctions.aggregate.max, restricted: determination.sanctions.restricted },
      }
    : ownership && { percent: ownership.sanctionedPercent, majority: ownership.sanctionedMajority };

  const selected = visible?.nodes.find((n) => n.id === selectedId) ?? null;
  // An undrawn view has no boxes: until the whole graph is loaded, the table lists the first drawing's.
  const tableLayout = layout.undrawn ? initialLayout : layout;
  const tableGraph: Graph = visible ?? {
    rootId: nodeId.entity(regcode),
    nodes: tableLayout.nodes,
    edges: tableLayout.edges,
    expanded: [],
  };

  return (
    <div className="space-y-3" data-ready={hydrated || undefined}>
      {graph ? (
        <GraphControls
          asOf={asOf}
          onAsOf={setAsOf}
          showFormer={showFormer}
          onShowFormer={setShowFormer}
          formerCount={graph.edges.filter((e) => e.former).length}
          zoom={zoom}
          onZoomIn={zoomIn}
          onZoomOut={zoomOut}
          onReset={reset}
        />
      ) : (
        <p className="text-sm print:hidden">
          {t("tooLarge")}{" "}
          <Button type="button" onClick={() => setWantFull(true)} disabled={full.isFetching} size="sm">
            {full.isFetching ? t("loading") : t("loadFull")}
          </Button>
          {full.error && <span className="ml-2 text-red-800">{full.error.message}</span>}
        </p>
      )}
      {graph && !props.snapshot && (
        <OwnershipChainControl
          state={chain.state}
          busy={chain.busy}
          recordsRead={chain.recordsRead}
          onShow={showChain}
        />
      )}
      <GraphExport
        svgRef={svgRef}
        fileName={`relationships-${regcode}`}
        caption={exportCaption({ name: props.name, regcode, retrievedAt: props.retrievedAt, asOf, showFormer }, words)}
      />
      {drawing.isPlaceholderData && (
        <p role="status" className="text-sm text-slate-600 print:hidden">
          {t("drawing")}
        </p>
      )}
      <GraphLegend
        withheld={
          props.anyWithheld || (graph?.nodes.some((n) => n.kind === "withheld") ?? false) ? withheldLabel : null
        }
        words={words}
      />
      {(error ?? drawing.error) && (
        <p role="alert" className="text-sm text-red-800 print:hidden">
          {error ?? t("updateFailed", { message: drawing.error?.message ?? t("unknownError") })}
        </p>
      )}
      <div className="grid gap-3 lg:grid-cols-[1fr_20rem] print:block">
        <div
          ref={viewportRef}
          data-graph-viewport=""
          aria-busy={drawing.isPlaceholderData || undefined}
          className="max-h-[75vh] touch-none overflow-auto rounded border border-slate-300 bg-white print:max-h-none print:overflow-visible print:border-0"
        >
          <GraphSvg
            words={words}
            drawingId={drawingId}
            layout={layout}
            rootId={visible?.rootId ?? nodeId.entity(regcode)}
            title={title}
            verdict={verdict}
            selectedId={selectedId}
            screenWidth={screenWidth}
            onNode={onNode}
            svgRef={svgRef}
            handlers={handlers}
          />
        </div>
        <div className="print:hidden">
          {selected && visible ? (
            <NodeDetails node={selected} graph={visible} onExpand={expand} expanding={expanding} />
          ) : (
            <p className="text-sm text-slate-600">{visible ? t("selectHint") : t("detailsLater")}</p>
          )}
        </div>
      </div>
      {determination ? (
        <DeterminedOwnershipNote
          determinedAt={determination.determinedAt}
          records={determination.records.length}
          allDrawn={graph !== null && ownershipChainPlan(determination.records, graph, Infinity).load.length === 0}
          words={words}
        />
      ) : (
        ownership && (
          <OwnershipSummary summary={ownership} rest={visible ? null : props.previewOwnersLeftOut} words={words} />
        )
      )}
      <DetailsBuiltWhenOpen className="print:hidden" summary={t("tableView", { count: tableGraph.edges.length })}>
        <GraphTable graph={tableGraph} />
      </DetailsBuiltWhenOpen>
    </div>
  );
}
