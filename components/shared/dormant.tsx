"use client";

import { Suspense, use, useEffect, useId, useRef, useState } from "react";
import { useWakeWhenNear } from "./use-wake-when-near";

function alarm(): { rings: Promise<void>; wake: () => void } {
  let resolve = () => {};
  const rings = new Promise<void>((done) => (resolve = done));
  const wake = () => {
    // Marked as React marks a settled promise, which `use` then reads at once: waking takes effect in the same render.
    Object.assign(rings, { status: "fulfilled", value: undefined });
    resolve();
  };
  return { rings, wake };
}

// Set by the first of them to be committed: any mounted after the page's hydration (by a navigation in the
// browser) has no server HTML to keep, even where an element of the page it replaces has the same id.
let hydrated = false;

/** Suspends until the alarm rings: React then keeps the boundary's server HTML as it is, not yet hydrated. */
function Sleep({ until }: { until?: Promise<void> }) {
  if (until && typeof window !== "undefined") use(until);
  return null;
}

/**
 * Server-rendered content that is hydrated only when it comes near the viewport (or the pointer or focus gets
 * there first). Until then it is the server's HTML, shown and working as a plain document (links, native
 * disclosure), which React leaves alone. A profile is thousands of elements, most of them far below the first
 * screen, and hydrating them all was the longest task of the page's start on a phone.
 */
export function Dormant({ children }: { children: React.ReactNode }) {
  const holder = useRef<HTMLDivElement>(null);
  const id = useId();
  const [{ rings, wake }] = useState(alarm);
  // Asleep only over the server's HTML: mounted by a navigation in the browser, there is none to show meanwhile.
  const [asleep] = useState(() => !hydrated && typeof document !== "undefined" && document.getElementById(id) !== null);
  const [firstChildren] = useState(children);
  // New content (a refresh of the page's server parts) cannot be applied to HTML that has not hydrated: React
  // would hold the refresh until it is, so it is wanted now.
  if (children !== firstChildren) wake();
  useWakeWhenNear(holder, wake);
  useEffect(() => {
    hydrated = true;
  }, []);
  return (
    <div ref={holder} id={id}>
      <Suspense fallback={null}>
        <Sleep until={asleep ? rings : undefined} />
        {children}
      </Suspense>
    </div>
  );
}
