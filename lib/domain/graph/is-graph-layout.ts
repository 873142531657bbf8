import type { GraphLayout } from "./layout-types";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isNumber = (v: unknown) => typeof v === "number" && Number.isFinite(v);
const isPoint = (v: unknown) => isObject(v) && isNumber(v.x) && isNumber(v.y);

/**
 * Checks the outline of a layout sent by the app's own API in the browser: the coordinates and lists
 * the drawing reads, without a schema library in the bundle. The server built it from a parsed record.
 */
export function isGraphLayout(v: unknown): v is GraphLayout {
  return (
    isObject(v) &&
    isNumber(v.width) &&
    isNumber(v.height) &&
    Array.isArray(v.nodes) &&
    v.nodes.every((n) => isPoint(n) && typeof n.id === "string" && typeof n.label === "string") &&
    Array.isArray(v.edges) &&
    v.edges.every(
      (e) => isObject(e) && typeof e.id === "string" && Array.isArray(e.points) && e.points.every(isPoint),
    ) &&
    Array.isArray(v.bands) &&
    v.bands.every((b) => isObject(b) && isNumber(b.y) && Array.isArray(b.lines)) &&
    (v.undrawn === undefined ||
      (isObject(v.undrawn) &&
        (v.undrawn.reason === "parties" || v.undrawn.reason === "time" || v.undrawn.reason === "busy") &&
        isNumber(v.undrawn.parties) &&
        isNumber(v.undrawn.limit)))
  );
}
