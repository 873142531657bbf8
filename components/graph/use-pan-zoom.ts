"use client";

import { useRef, useState } from "react";

interface View {
  x: number;
  y: number;
  k: number;
}

const MIN = 0.4;
const MAX = 4;
const clampK = (k: number) => Math.min(MAX, Math.max(MIN, k));

/**
 * Pan by dragging and zoom with Ctrl/⌘ + wheel or the buttons, as a CSS transform in drawing units.
 * A plain wheel still scrolls the page, so the graph never traps someone reading past it.
 */
export function usePanZoom(drawingWidth: number) {
  const [view, setView] = useState<View>({ x: 0, y: 0, k: 1 });
  const svgRef = useRef<SVGSVGElement>(null);
  const drag = useRef<{ px: number; py: number } | null>(null);

  const unitsPerPixel = () => drawingWidth / (svgRef.current?.clientWidth || drawingWidth);
  const zoomBy = (factor: number) => setView((v) => ({ ...v, k: clampK(v.k * factor) }));

  const handlers: React.SVGProps<SVGSVGElement> = {
    onWheel: (e) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      zoomBy(e.deltaY < 0 ? 1.15 : 1 / 1.15);
    },
    onPointerDown: (e) => {
      if (e.button !== 0) return;
      drag.current = { px: e.clientX, py: e.clientY };
    },
    onPointerMove: (e) => {
      if (!drag.current) return;
      const f = unitsPerPixel();
      const dx = (e.clientX - drag.current.px) * f;
      const dy = (e.clientY - drag.current.py) * f;
      drag.current = { px: e.clientX, py: e.clientY };
      setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));
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
    handlers,
    transform: `translate(${view.x}px, ${view.y}px) scale(${view.k})`,
    zoomIn: () => zoomBy(1.25),
    zoomOut: () => zoomBy(0.8),
    reset: () => setView({ x: 0, y: 0, k: 1 }),
    zoom: view.k,
  };
}
