"use client";

import { type ComponentType, lazy } from "react";
import { Dormant } from "./dormant";

/**
 * A client part whose code is fetched only when it is wanted: it is Dormant, so in the browser it is first
 * rendered (and its code loaded) when its place on the page comes near the viewport, or the pointer or the
 * focus gets there first. A page far longer than the screen then starts without the code of the explorers at
 * its end. The server's HTML of the part is shown meanwhile, as printed and as it will be, only not yet
 * interactive (its controls say so until they work). Mounted by a navigation in the browser, where there is
 * no server HTML to show, the part loads at once.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  function Deferred(props: P) {
    return (
      <Dormant>
        <Part {...props} />
      </Dormant>
    );
  }
  return Deferred;
}
