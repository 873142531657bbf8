import { NODE_HEIGHT, NODE_WIDTH, type PlacedNode } from "@/lib/graph/layout-types";

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Colours by kind; sanctioned parties also carry a text badge so colour is never the only sign. */
function palette(n: PlacedNode, isRoot: boolean) {
  if (n.sanctioned) return { fill: "#fef2f2", stroke: "#b91c1c", text: "#7f1d1d", width: 2.5 };
  if (n.kind === "withheld") return { fill: "#f1f5f9", stroke: "#94a3b8", text: "#475569", width: 1 };
  if (n.kind === "group") return { fill: "#ffffff", stroke: "#64748b", text: "#0f172a", width: 1.5 };
  if (isRoot) return { fill: "#eff6ff", stroke: "#1e40af", text: "#172554", width: 2.5 };
  return { fill: "#ffffff", stroke: "#64748b", text: "#0f172a", width: 1 };
}

/** One party as a box (entities) or a pill (people), name on top, its roles below. */
export function GraphNodeShape({
  node: n,
  isRoot,
  selected,
}: {
  node: PlacedNode;
  isRoot: boolean;
  selected: boolean;
}) {
  const p = palette(n, isRoot);
  const radius = n.kind === "person" || n.kind === "withheld" ? NODE_HEIGHT / 2 : 4;
  return (
    <>
      {selected && (
        <rect
          x={n.x - 4}
          y={n.y - 4}
          width={NODE_WIDTH + 8}
          height={NODE_HEIGHT + 8}
          rx={radius + 4}
          fill="none"
          stroke="#2563eb"
          strokeWidth={3}
          className="print:hidden"
        />
      )}
      <rect
        x={n.x}
        y={n.y}
        width={NODE_WIDTH}
        height={NODE_HEIGHT}
        rx={radius}
        fill={p.fill}
        stroke={p.stroke}
        strokeWidth={p.width}
        strokeDasharray={n.kind === "group" ? "5 3" : undefined}
      />
      <text
        x={n.x + NODE_WIDTH / 2}
        y={n.y + 20}
        textAnchor="middle"
        fontSize={12}
        fontWeight={isRoot || n.kind === "group" ? 700 : 600}
        fontStyle={n.kind === "withheld" ? "italic" : undefined}
        fill={p.text}
      >
        {clip(n.label, 27)}
      </text>
      <text x={n.x + NODE_WIDTH / 2} y={n.y + 36} textAnchor="middle" fontSize={10} fill="#475569">
        {clip(n.kind === "group" ? `${n.caption} · open` : isRoot ? "This entity" : n.caption, 34)}
      </text>
      {n.sanctioned && (
        <g>
          <rect x={n.x + NODE_WIDTH - 92} y={n.y - 9} width={88} height={16} rx={8} fill="#b91c1c" />
          <text x={n.x + NODE_WIDTH - 48} y={n.y + 3} textAnchor="middle" fontSize={9} fontWeight={700} fill="#ffffff">
            ⚠ SANCTIONED
          </text>
        </g>
      )}
    </>
  );
}
