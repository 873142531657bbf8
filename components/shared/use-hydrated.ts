"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the server HTML, true once React runs in the browser: controls say when they work. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
