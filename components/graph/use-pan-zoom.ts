"use client";

import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { fitWidthCss, fitZoom, openingScroll } from "./fit-view";

const MIN = 0.4;
const MAX = 4;
const clampK = (k: number) => Math.min(MAX, Math.max(MIN, k));

/**
 * Zoom by resizing the drawing (its viewBox kept), pan by scrolling its viewport: the whole drawing stays
 * reachable at every zoom, where a transform inside a fixed-size SVG cut off whatever moved past its edges.
 * The drawing opens fitted to the viewport's width (never below a readable size); Ctrl/⌘ + wheel or the
 * buttons zoom; a plain wheel still scrolls the page, so the graph never traps someone reading past it.
 * `rootLeft`: where the entity's box starts, in drawing units, which the opening view keeps in sight.
 */
export function usePanZoom(drawingWidth: number, rootLeft: number) {
  /** The zoom the analyst chose; null while the drawing follows the viewport's width. */
  const [chosen, setChosen] = useState<number | null>(null);
  const [viewportWidth, setViewportWidth] = useState(0);
  /** Counts resets, so a reset while already fitted still scrolls back to the opening view. */
  const [resets, setResets] = useState(0);
  const svgRef = useRef<SVGSVGElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ px: number; py: number } | null>(null);
  /** The point at the viewport's centre before a zoom, as fractions of the drawing: kept there after it. */
  const centre = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const box = viewportRef.current;
    if (!box) return;
    const measure = () => setViewportWidth(box.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const zoom = chosen ?? fitZoom(drawingWidth, viewportWidth);

  useLayoutEffect(() => {
    const box = viewportRef.current;
    const at = centre.current;
    if (!box || !at) return;
    centre.current = null;
    box.scrollLeft = at.x * box.scrollWidth - box.clientWidth / 2;
    box.scrollTop = at.y * box.scrollHeight - box.clientHeight / 2;
  }, [zoom]);

  // Fitted, the drawing opens at its left edge (band names, the 50% verdict); one too wide even at the
  // readable minimum is scrolled only as far as it takes to show the entity's whole box.
  const fitted = chosen === null;
  useEffect(() => {
    const box = viewportRef.current;
    if (box && fitted) box.scrollLeft = openingScroll(rootLeft, zoom, box.clientWidth);
  }, [rootLeft, fitted, zoom, resets]);

  const zoomTo = (k: number) => {
    const box = viewportRef.current;
    if (box && box.scrollWidth > 0 && box.scrollHeight > 0)
      centre.current = {
        x: (box.scrollLeft + box.clientWidth / 2) / box.scrollWidth,
        y: (box.scrollTop + box.clientHeight / 2) / box.scrollHeight,
      };
    setChosen(clampK(k));
  };

  const handlers: React.SVGProps<SVGSVGElement> = {
    onWheel: (e) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      zoomTo(zoom * (e.deltaY < 0 ? 1.15 : 1 / 1.15));
    },
    onPointerDown: (e) => {
      if (e.button !== 0) return;
      drag.current = { px: e.clientX, py: e.clientY };
    },
    onPointerMove: (e) => {
      const box = viewportRef.current;
      if (!drag.current || !box) return;
      box.scrollLeft -= e.clientX - drag.current.px;
      box.scrollTop -= e.clientY - drag.current.py;
      drag.current = { px: e.clientX, py: e.clientY };
    },
    onPointerUp: () => {
      drag.current = null;
    },
    onPointerLeave: () => {
      drag.current = null;
    },
  };

  return {
    svgRef,
    viewportRef,
    handlers,
    /** The drawing's width on screen, as CSS: fitted by the browser itself until the analyst zooms. */
    screenWidth: chosen === null ? fitWidthCss(drawingWidth) : `${Math.round(drawingWidth * chosen)}px`,
    zoomIn: () => zoomTo(zoom * 1.25),
    zoomOut: () => zoomTo(zoom * 0.8),
    /** Back to the fitted opening view. */
    reset: () => {
      setChosen(null);
      setResets((n) => n + 1);
    },
    zoom,
  };
}
