import type { GraphLayout, PlacedEdge, PlacedNode } from "@/lib/graph/layout-types";
import { GraphNodeShape } from "./graph-node-shape";

/*
 * Why a plain SVG from a server-computed layout rather than a canvas library such as React Flow:
 * the markup streams with the page and needs no JavaScript to appear; it prints as vectors; and
 * with a viewBox the whole graph scales to the printed page width. React Flow draws into a
 * transformed viewport and prints only what is currently in view, clipping the rest.
 */

interface GraphSvgProps {
  layout: GraphLayout;
  rootId: string;
  title: string;
  selectedId?: string | null;
  /** Pan and zoom as a CSS transform; print ignores it so the whole graph is on paper. */
  transform?: string;
  onNode?: (node: PlacedNode, how: "focus" | "activate") => void;
  svgRef?: React.Ref<SVGSVGElement>;
  handlers?: React.SVGProps<SVGSVGElement>;
}

function edgeTitle(e: PlacedEdge): string {
  if (e.count > 1) return `${e.count} relationships`;
  const dates = [e.validFrom?.slice(0, 10), e.validTo?.slice(0, 10)].filter(Boolean).join(" – ");
  const state = e.annulled ? "annulled" : e.former ? "former" : "current";
  return `${e.label}${dates ? ` (${dates})` : ""}, ${state}${e.cycle ? ", part of an ownership loop" : ""}`;
}

export function GraphSvg({ layout, rootId, title, selectedId, transform, onNode, svgRef, handlers }: GraphSvgProps) {
  const interactive = Boolean(onNode);
  return (
    <svg
      ref={svgRef}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      preserveAspectRatio="xMidYMin meet"
      role={interactive ? "group" : "img"}
      aria-label={title}
      className="block h-auto w-full print:max-h-[245mm]"
      {...handlers}
    >
      <defs>
        <marker id="graph-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
          <path d="M0,0 L10,5 L0,10 z" fill="#64748b" />
        </marker>
      </defs>
      <g style={transform ? { transform, transformOrigin: "0 0" } : undefined} className="print:transform-none!">
        {layout.bands.map((b) => (
          <text key={b.key} x={16} y={b.y + 16} fontSize={12} fontWeight={700} fill="#334155">
            {b.parties === b.count
              ? `${b.label} (${b.count})`
              : `${b.label} (${b.count} entries, ${b.parties} parties)`}
          </text>
        ))}
        {layout.edges.map((e) => (
          <g key={e.id}>
            <line
              x1={e.x1}
              y1={e.y1}
              x2={e.x2}
              y2={e.y2}
              stroke={e.cycle ? "#c2410c" : "#64748b"}
              strokeWidth={e.cycle || e.count > 1 ? 2 : 1.2}
              strokeDasharray={e.former ? "6 4" : undefined}
              markerEnd="url(#graph-arrow)"
            >
              <title>{edgeTitle(e)}</title>
            </line>
            {e.cycle && (
              <text x={(e.x1 + e.x2) / 2 + 4} y={(e.y1 + e.y2) / 2} fontSize={10} fontWeight={700} fill="#c2410c">
                ↻ loop
              </text>
            )}
          </g>
        ))}
        {layout.nodes.map((n) => (
          <g
            key={n.id}
            data-node-id={n.id}
            tabIndex={interactive ? 0 : undefined}
            role={interactive ? "button" : undefined}
            aria-label={interactive ? nodeDescription(n) : undefined}
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
            <GraphNodeShape node={n} isRoot={n.id === rootId} selected={n.id === selectedId} />
          </g>
        ))}
      </g>
    </svg>
  );
}

export function nodeDescription(n: PlacedNode): string {
  if (n.kind === "group") return `${n.label} ${n.caption.toLowerCase()}; press Enter to show them`;
  return [n.label, n.caption, n.sanctioned ? "sanctioned" : null].filter(Boolean).join(", ");
}
