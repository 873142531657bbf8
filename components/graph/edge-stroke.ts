import type { PlacedEdge } from "@/lib/domain/graph/layout-types";

/** Line colours: a sanctions path first, then a loop, then a declaration, else plain. */
export const EDGE_COLOURS = { plain: "#64748b", cycle: "#c2410c", sanction: "#b91c1c", declared: "#6d28d9" } as const;

export type EdgeColour = keyof typeof EDGE_COLOURS;

export interface EdgeStroke {
  colour: EdgeColour;
  width: number;
  /** SVG dash pattern; none for a current holding or role. */
  dash: string | undefined;
  /**
   * A declared beneficial owner: dotted and marked, so it never reads as a shareholding in the entity (an
   * indirect owner holds through entities this line skips).
   */
  declared: boolean;
}

/** How a relationship's line is drawn: its colour, weight and dashes say what it is at a glance. */
export function edgeStroke(e: Pick<PlacedEdge, "kind" | "former" | "cycle" | "count" | "onSanctionPath">): EdgeStroke {
  const declared = e.kind === "beneficial-owner";
  const colour = e.onSanctionPath ? "sanction" : e.cycle ? "cycle" : declared ? "declared" : "plain";
  const width = e.onSanctionPath ? 3 : e.cycle || e.count > 1 ? 2 : declared ? 1.8 : 1.2;
  // Dots for a declaration (sparser once it has ended), dashes for a former holding or role.
  const dash = declared ? (e.former ? "0.1 8" : "0.1 4.5") : e.former ? "6 4" : undefined;
  return { colour, width, dash, declared };
}
