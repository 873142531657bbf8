export interface Box {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DrawnEdge {
  id: string;
  source: string;
  target: string;
  points: { x: number; y: number }[];
}

/** Whether the axis-parallel segment a–b enters the box's interior (a line along its border does not). */
function crosses(a: { x: number; y: number }, b: { x: number; y: number }, box: Box, inset: number): boolean {
  const [left, right, top, bottom] = [
    box.x + inset,
    box.x + box.width - inset,
    box.y + inset,
    box.y + box.height - inset,
  ];
  const [x1, x2] = [Math.min(a.x, b.x), Math.max(a.x, b.x)];
  const [y1, y2] = [Math.min(a.y, b.y), Math.max(a.y, b.y)];
  return x1 < right && x2 > left && y1 < bottom && y2 > top;
}

/**
 * The lines drawn through a box that is neither of their ends, with the boxes they cross: what makes
 * a graph misleading to read. Lines are orthogonal polylines; `inset` forgives rounding at the borders.
 */
export function edgesThroughBoxes(boxes: Box[], edges: DrawnEdge[], inset = 1): { edge: string; box: string }[] {
  const found: { edge: string; box: string }[] = [];
  for (const e of edges) {
    for (const box of boxes) {
      if (box.id === e.source || box.id === e.target) continue;
      const hit = e.points.some((p, i) => i > 0 && crosses(e.points[i - 1], p, box, inset));
      if (hit) found.push({ edge: e.id, box: box.id });
    }
  }
  return found;
}
