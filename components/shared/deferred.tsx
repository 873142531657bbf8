"use client";

import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from "react";
import { useWakeWhenNear } from "./use-wake-when-near";

interface Gate<P> {
  open: () => void;
  Part: ComponentType<P>;
}

function gate<P extends object>(load: () => Promise<ComponentType<P>>): Gate<P> {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  const Part = lazy(async () => {
    // The server renders the part at once; only the browser waits.
    if (typeof window !== "undefined") await opened;
    return { default: await load() };
  });
  return { open, Part };
}

/**
 * A client part whose code is fetched only when it is wanted: when its place on the page comes near the
 * viewport, or the pointer or the focus gets there first. A page far longer than the screen then starts without the code of the
 * explorers at its end. The server's HTML of the part is shown meanwhile, as printed and as it will
 * be, only not yet interactive (its controls say so until they work). Mounted by a navigation in the
 * browser, where there is no server HTML to show, the part loads at once.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  function Deferred(props: P) {
    const holder = useRef<HTMLDivElement>(null);
    const [{ open, Part }] = useState(() => gate(load));
    const [firstProps] = useState(props);
    // New props (a refresh of the page's server parts) cannot be applied to server HTML that has not
    // hydrated: React would hold the refresh until it does, so the part is wanted now. Resolving the
    // gate twice is harmless.
    if (props !== firstProps) open();
    // Mounted by a navigation: there is no server HTML to show meanwhile.
    useEffect(() => {
      if (!holder.current?.hasChildNodes()) open();
    }, [open]);
    useWakeWhenNear(holder, open);
    return (
      <div ref={holder}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  return Deferred;
}
