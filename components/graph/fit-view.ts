import { NODE_WIDTH } from "@/lib/domain/graph/layout-types";

/** The smallest text the drawing writes, in drawing units: roles, shares, band counts. */
export const SMALLEST_TEXT = 12;
/** The size, in CSS pixels, below which the first view never shrinks that text: readable on a laptop. */
export const READABLE_TEXT_PX = 10;
/** The least zoom the drawing opens at; a wider drawing scrolls (or is dragged) instead of shrinking further. */
export const MIN_FIT_ZOOM = READABLE_TEXT_PX / SMALLEST_TEXT;
/** Room kept beside the entity's box when a drawing too wide to fit opens scrolled to it. */
const SCROLL_MARGIN = 24;

/**
 * The zoom the drawing opens at: as much as shows its whole width in the viewport, never above one to one
 * (text keeps its size) nor below the readable minimum.
 */
export function fitZoom(drawingWidth: number, viewportWidth: number): number {
  if (drawingWidth <= 0 || viewportWidth <= 0) return 1;
  return Math.min(1, Math.max(MIN_FIT_ZOOM, viewportWidth / drawingWidth));
}

/**
 * The fitted width as CSS, so the server's HTML opens fitted before any script measures the viewport:
 * the viewport's width, between the readable minimum and one to one.
 */
export function fitWidthCss(drawingWidth: number): string {
  return `clamp(${Math.ceil(drawingWidth * MIN_FIT_ZOOM)}px, 100%, ${drawingWidth}px)`;
}

/**
 * Where a drawing opens scrolled, in screen pixels: at its left edge (band names, verdict) when it fits or
 * the entity's box is in view from there, else only as far as it takes to show the entity's whole box.
 */
export function openingScroll(rootLeft: number, zoom: number, viewportWidth: number): number {
  const left = rootLeft * zoom - SCROLL_MARGIN;
  const right = (rootLeft + NODE_WIDTH) * zoom + SCROLL_MARGIN;
  return Math.max(0, Math.min(left, right - viewportWidth));
}
