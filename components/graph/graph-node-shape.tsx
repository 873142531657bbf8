import type { GraphWords } from "./graph-words";
import { NODE_HEIGHT, NODE_WIDTH, type PlacedNode } from "@/lib/domain/graph/layout-types";
import { fitText } from "@/lib/domain/graph/fit-text";
import { formatPercent } from "@/lib/platform/format/format-percent";

/** SVG's keyword for centred text: named here, as it is a keyword and not words to translate. */
const MIDDLE = "middle";

/** The width a line of text may take: the box less a margin each side, clear of a pill's rounded ends. */
const TEXT_WIDTH = NODE_WIDTH - 24;

/** Colours by kind; sanctioned parties also carry a text badge so colour is never the only sign. */
function palette(n: PlacedNode, isRoot: boolean) {
  if (n.sanctioned) return { fill: "#fef2f2", stroke: "#b91c1c", text: "#7f1d1d", width: 2.5 };
  if (n.kind === "withheld") return { fill: "#f1f5f9", stroke: "#94a3b8", text: "#475569", width: 1 };
  if (n.kind === "group") return { fill: "#ffffff", stroke: "#64748b", text: "#0f172a", width: 1.5 };
  if (isRoot) return { fill: "#eff6ff", stroke: "#1e40af", text: "#172554", width: 2.5 };
  return { fill: "#ffffff", stroke: "#64748b", text: "#0f172a", width: 1 };
}

/** The line under a party's name: its roles, or "This entity" for the record's own entity (drawn and read out). */
export function partyCaption(n: PlacedNode, isRoot: boolean, t: GraphWords["t"]): string {
  return isRoot ? t("nodes.thisEntity") : n.caption;
}

/**
 * One party as a box (entities) or a pill (people): name, roles, effective share. Text sizes are in
 * drawing units, which the page shows one to one; names too long for the box are cut here and given
 * in full by the box's title (hover), its accessible name (focus) and the details panel.
 */
export function GraphNodeShape({
  node: n,
  isRoot,
  selected,
  words: { t, locale },
}: {
  node: PlacedNode;
  isRoot: boolean;
  selected: boolean;
  words: GraphWords;
}) {
  const p = palette(n, isRoot);
  const radius = n.kind === "person" || n.kind === "withheld" ? 18 : 4;
  const cx = n.x + NODE_WIDTH / 2;
  const caption = n.kind === "group" ? t("nodes.openGroup", { caption: n.caption }) : partyCaption(n, isRoot, t);
  // The line under the roles: the party's effective share of the entity, when it holds one.
  const share =
    isRoot || n.effectivePercent === null
      ? null
      : t("nodes.effective", { percent: formatPercent(n.effectivePercent, locale) });
  return (
    <>
      <title>{[n.label, caption, share].filter(Boolean).join(" · ")}</title>
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
        data-box=""
      />
      <text
        x={cx}
        y={n.y + 20}
        textAnchor={MIDDLE}
        fontSize={13}
        fontWeight={isRoot || n.kind === "group" ? 700 : 600}
        fontStyle={n.kind === "withheld" ? "italic" : undefined}
        fill={p.text}
        data-node-label=""
      >
        {fitText(n.label, TEXT_WIDTH, 13, true)}
      </text>
      <text x={cx} y={share ? n.y + 36 : n.y + 40} textAnchor={MIDDLE} fontSize={12} fill="#475569">
        {fitText(caption, TEXT_WIDTH, 12, false)}
      </text>
      {share && (
        <text x={cx} y={n.y + 52} textAnchor={MIDDLE} fontSize={12} fontWeight={600} fill="#1e3a8a">
          {share}
        </text>
      )}
      {n.sanctioned && (
        <g>
          <rect x={n.x + NODE_WIDTH - 112} y={n.y - 10} width={108} height={18} rx={9} fill="#b91c1c" />
          <text x={n.x + NODE_WIDTH - 58} y={n.y + 3} textAnchor={MIDDLE} fontSize={12} fontWeight={700} fill="#ffffff">
            {t("nodes.sanctionedBadge")}
          </text>
        </g>
      )}
    </>
  );
}
