"use client";

import { useEffect } from "react";

/** How near the top the named section may already be for the browser's own scroll to count as done. */
const AT_TOP_PX = 64;
/** How long the section is held in place while the parts above it take their size. */
const SETTLE_MS = 3000;
/** What the reader does to move on their own: from then on the page is theirs to scroll. */
const READER_INPUT = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Goes to the section a shared link names (#officers) once the sections are in, and keeps it there while
 * the parts above it settle. The sections arrive after the header, and the browser looks for the
 * fragment's element only while the document loads; the explorers above then load and sections laid out
 * as they come near the view take their real height, which pushed the section out of view.
 */
export function FragmentScroll() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    const settle = () => {
      const top = target.getBoundingClientRect().top;
      if (top < 0 || top > AT_TOP_PX) target.scrollIntoView();
    };
    const resized = new ResizeObserver(settle);
    const stop = () => {
      resized.disconnect();
      clearTimeout(timer);
      for (const type of READER_INPUT) window.removeEventListener(type, stop);
    };
    const timer = setTimeout(stop, SETTLE_MS);
    for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true });
    settle();
    resized.observe(document.body);
    return stop;
  }, []);
  return null;
}
