"use client";

import { type RefObject, useEffect } from "react";

/** How far ahead of the viewport a part wakes, so it is ready by the time it is seen. */
const AHEAD = "1200px";

/**
 * Calls `wake` when the element comes near the viewport, or when the pointer or the focus gets into it
 * first (a link followed to it, a key pressed): then it is wanted. Calling `wake` more than once is harmless.
 */
export function useWakeWhenNear(holder: RefObject<HTMLElement | null>, wake: () => void): void {
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const near = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), {
      rootMargin: `${AHEAD} 0px`,
    });
    near.observe(element);
    const events = ["focusin", "pointerover"] as const;
    for (const event of events) element.addEventListener(event, wake);
    return () => {
      near.disconnect();
      for (const event of events) element.removeEventListener(event, wake);
    };
  }, [holder, wake]);
}
