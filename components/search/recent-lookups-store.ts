"use client";

import { useMemo, useSyncExternalStore } from "react";
import { addRecentLookup, parseRecentLookups, type RecentLookup } from "@/lib/registry/regcode/recent-lookups";

const STORAGE_KEY = "registry-lens:recent-lookups";
// The storage event only reaches other tabs; this one tells the tab that wrote.
const CHANGE_EVENT = "registry-lens:recent-lookups-changed";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

// Storage can be unavailable (privacy modes, blocked cookies): history is then simply not kept.
function read(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function write(value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, value);
  } catch {
    return;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The recent lookups of this browser; undefined until known (on the server and before hydration). */
export function useRecentLookups(): RecentLookup[] | undefined {
  const stored = useSyncExternalStore(subscribe, read, () => undefined);
  return useMemo(() => (stored === undefined ? undefined : parseRecentLookups(stored)), [stored]);
}

export const recentLookupsStore = {
  record(lookup: RecentLookup) {
    write(JSON.stringify(addRecentLookup(parseRecentLookups(read()), lookup)));
  },
  clear() {
    write(null);
  },
};
