import { formatDate } from "@/lib/platform/format/format-date";
import { formatPercent } from "@/lib/platform/format/format-percent";
import type { GraphLayout, PlacedEdge, PlacedNode, Point } from "@/lib/domain/graph/layout-types";
import { BAND_LINE_HEIGHT } from "@/lib/domain/graph/layout-types";
import type { Locale } from "@/lib/platform/i18n/locales";
import { EDGE_COLOURS, edgeStroke } from "./edge-stroke";
import { GraphNodeShape, partyCaption } from "./graph-node-shape";
import { GraphPrintTiles } from "./graph-print-tiles";
import type { GraphWords } from "./graph-words";

/*
 * Why a plain SVG from a server-computed layout rather than a canvas library such as React Flow:
 * the markup streams with the page and needs no JavaScript to appear; it prints as vectors; and it
 * can be saved as a file as it is. On screen the drawing opens fitted to the section's width, never
 * below a readable text size (a wider one scrolls); on paper it is printed one to one in page-sized tiles.
 */

/** Sanctioned parties' combined effective share and the 50% rule's verdict, written above the drawing. */
export interface SanctionVerdict {
  percent: number;
  majority: boolean;
  /**
   * Set when the verdict is the ownership determination's: `percent` is the low end of the share and `max`
   * its high end, and `restricted` its finding, which control by a sanctioned party also makes.
   */
  determined?: { max: number; restricted: boolean };
}

interface GraphSvgProps {
  layout: GraphLayout;
  rootId: string;
  title: string;
  verdict?: SanctionVerdict | null;
  selectedId?: string | null;
  /**
   * The drawing's width on screen, as CSS (its height follows): the explorer's fit and zoom. Without it the
   * drawing is shown one to one; print ignores it, as the tiles show the drawing on paper.
   */
  screenWidth?: string;
  onNode?: (node: PlacedNode, how: "focus" | "activate") => void;
  svgRef?: React.Ref<SVGSVGElement>;
  handlers?: React.SVGProps<SVGSVGElement>;
  words: GraphWords;
  /** The id of the drawing's group, unique in the page: the print tiles refer to it. */
  drawingId: string;
}

const VERDICT_LINE_HEIGHT = 18;
const HEADER = 34 + VERDICT_LINE_HEIGHT;

type GraphT = GraphWords["t"];

function edgeTitle(e: PlacedEdge, t: GraphT, locale: Locale): string {
  if (e.count > 1) return t("lines.folded", { count: e.count });
  const dates = [formatDate(e.validFrom, locale), formatDate(e.validTo, locale)].filter(Boolean).join(" – ");
  const state = t(e.annulled ? "lines.annulled" : e.former ? "lines.former" : "lines.current");
  const notes = [
    state,
    e.kind === "beneficial-owner" ? t("lines.declared") : null,
    e.cycle ? t("lines.loop") : null,
    e.onSanctionPath ? t("lines.sanctionPath") : null,
  ];
  return [`${e.label}${dates ? ` (${dates})` : ""}`, ...notes].filter(Boolean).join(", ");
}

/** Where a line's percent or mark goes: beside its first segment, just outside the party's box. */
function shareAt([a, b]: Point[]): Point {
  return { x: a.x + 4, y: b && b.y < a.y ? a.y - 6 : a.y + 14 };
}

/** The middle of a line's longest segment, where its loop mark has the most room. */
function middleOf(points: Point[]): Point {
  let best = { x: points[0].x, y: points[0].y, length: -1 };
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1], points[i]];
    const length = Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
    if (length > best.length) best = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, length };
  }
  return best;
}

/** The share on one line and the rule's verdict on the next: one line ran past the section on a laptop's screen. */
function verdictLines(v: SanctionVerdict, t: GraphT, locale: Locale): [string, string] {
  const percent = (n: number) => formatPercent(n, locale);
  if (v.determined) {
    const { max, restricted } = v.determined;
    return [
      max === 0
        ? t("verdict.controlled")
        : max > v.percent
          ? t("verdict.range", { min: percent(v.percent), max: percent(max) })
          : t("verdict.text", { percent: percent(max) }),
      t(restricted ? "verdict.restricted" : "verdict.unrestricted"),
    ];
  }
  return [t("verdict.text", { percent: percent(v.percent) }), t(v.majority ? "verdict.majority" : "verdict.minority")];
}

/** A verdict worth writing: a sanctioned share, or the determination's finding of sanctioned control. */
const showsVerdict = (v: SanctionVerdict) =>
  v.percent > 0 || (v.determined && (v.determined.max > 0 || v.determined.restricted));

export function GraphSvg(p: GraphSvgProps) {
  const { layout, rootId, title, selectedId, screenWidth, onNode, svgRef, handlers, words, drawingId } = p;
  const { t, locale } = words;
  const interactive = Boolean(onNode);
  const verdict = p.verdict && showsVerdict(p.verdict) ? p.verdict : null;
  const top = verdict ? HEADER : 0;
  const width = layout.width;
  const height = layout.height + top;
  if (layout.undrawn) {
    const { reason, parties, limit } = layout.undrawn;
    // Words in place of the drawing, in the page's reading order and announced when an update brings them.
    return (
      <p role="status" data-graph-undrawn={reason} className="p-3 text-sm text-slate-700">
        {t(`undrawn.${reason}`, { parties, limit })}
      </p>
    );
  }
  return (
    <>
      <svg
        ref={svgRef}
        xmlns="http://www.w3.org/2000/svg"
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role={interactive ? "group" : "img"}
        aria-label={title}
        fontFamily="ui-sans-serif, system-ui, sans-serif"
        style={screenWidth ? ({ "--graph-screen-width": screenWidth } as React.CSSProperties) : undefined}
        // On paper the tiles show the drawing; this copy stays in the page (they refer to it) but takes no room.
        className={`block max-w-none print:absolute print:h-0 print:w-0 print:overflow-hidden${
          screenWidth ? " h-auto w-[var(--graph-screen-width)]" : ""
        }`}
        {...handlers}
      >
        <defs>
          {Object.entries(EDGE_COLOURS).map(([name, colour]) => (
            <marker
              key={name}
              id={`graph-arrow-${name}`}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto"
            >
              <path d="M0,0 L10,5 L0,10 z" fill={colour} />
            </marker>
          ))}
        </defs>
        <g id={drawingId}>
          {verdict && (
            <text x={12} y={22} fontSize={14} fontWeight={700} fill="#7f1d1d" data-verdict={verdict.majority}>
              {verdictLines(verdict, t, locale).map((line, i) => (
                <tspan key={i} x={12} dy={i === 0 ? 0 : VERDICT_LINE_HEIGHT}>
                  {line}
                </tspan>
              ))}
            </text>
          )}
          <g transform={top ? `translate(0 ${top})` : undefined}>
            {layout.bands.map((b) => (
              <text key={b.key} x={10} y={b.y + 14} fontSize={12} fontWeight={700} fill="#334155" data-band={b.key}>
                {b.lines.map((line, i) => (
                  <tspan
                    key={i}
                    x={10}
                    dy={i === 0 ? 0 : BAND_LINE_HEIGHT}
                    fontWeight={i === b.lines.length - 1 ? 400 : 700}
                  >
                    {line}
                  </tspan>
                ))}
              </text>
            ))}
            {layout.edges.map((e) => (
              <EdgeLine key={e.id} edge={e} t={t} locale={locale} />
            ))}
            {layout.nodes.map((n) => (
              <g
                key={n.id}
                data-node-id={n.id}
                tabIndex={interactive ? 0 : undefined}
                role={interactive ? "button" : undefined}
                aria-label={interactive ? nodeDescription(n, n.id === rootId, t, locale) : undefined}
                className={interactive ? "cursor-pointer outline-none" : undefined}
                onClick={onNode && (() => onNode(n, "activate"))}
                onFocus={onNode && (() => onNode(n, "focus"))}
                onKeyDown={
                  onNode &&
                  ((event) => {
                    if (event.key !== "Enter" && event.key !== " ") return;
                    event.preventDefault();
                    onNode(n, "activate");
                  })
                }
              >
                <GraphNodeShape node={n} isRoot={n.id === rootId} selected={n.id === selectedId} words={words} />
              </g>
            ))}
          </g>
        </g>
      </svg>
      <GraphPrintTiles drawingId={drawingId} width={width} height={height} words={words} />
    </>
  );
}

function EdgeLine({ edge: e, t, locale }: { edge: PlacedEdge; t: GraphT; locale: Locale }) {
  if (e.points.length < 2) return null;
  const stroke = edgeStroke(e);
  const colour = EDGE_COLOURS[stroke.colour];
  const share = e.percent !== null && e.count === 1 ? formatPercent(e.percent, locale) : null;
  // A declaration carries a short mark where a holding carries its share, so the two never look alike.
  const mark = share ?? (stroke.declared ? t("lines.declaredMark") : null);
  const at = mark === null ? null : shareAt(e.points);
  const loop = e.cycle ? middleOf(e.points) : null;
  return (
    <g
      data-edge-id={e.id}
      data-source={e.source}
      data-target={e.target}
      data-edge-kind={e.kind}
      data-sanction-path={e.onSanctionPath || undefined}
    >
      <path
        d={e.points.map((pt, i) => `${i === 0 ? "M" : "L"}${pt.x} ${pt.y}`).join(" ")}
        fill="none"
        stroke={colour}
        strokeWidth={stroke.width}
        strokeDasharray={stroke.dash}
        strokeLinecap={stroke.declared ? "round" : undefined}
        markerEnd={`url(#graph-arrow-${stroke.colour})`}
      >
        <title>{edgeTitle(e, t, locale)}</title>
      </path>
      {at && (
        <text x={at.x} y={at.y} fontSize={12} fontWeight={600} fill={colour}>
          {mark}
        </text>
      )}
      {loop && (
        <text x={loop.x + 4} y={loop.y - 4} fontSize={12} fontWeight={700} fill={EDGE_COLOURS.cycle}>
          {t("lines.loopMark")}
        </text>
      )}
    </g>
  );
}

/** A box's accessible name: who, what they are to the entity, their share and whether sanctioned. */
function nodeDescription(n: PlacedNode, isRoot: boolean, t: GraphT, locale: Locale): string {
  if (n.kind === "group")
    return t("nodes.groupDescription", { label: n.label, caption: n.caption.toLocaleLowerCase(locale) });
  const share =
    n.effectivePercent === null
      ? null
      : t("nodes.effectiveShare", { percent: formatPercent(n.effectivePercent, locale) });
  return [n.label, partyCaption(n, isRoot, t), share, n.sanctioned ? t("nodes.sanctioned") : null]
    .filter(Boolean)
    .join(", ");
}
