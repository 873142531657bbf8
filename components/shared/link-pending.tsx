"use client";

import { useLinkStatus } from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useSyncExternalStore } from "react";

// How many links are opening a page now, and who wants to know: the ellipsis is seen, the page's one
// announcement (PendingAnnouncement) is heard.
let opening = 0;
const listeners = new Set<() => void>();
const changed = (by: number) => {
  opening += by;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** An ellipsis after a link's text while the page it opens is on its way (pages are rendered per request). */
export function LinkPending() {
  const { pending } = useLinkStatus();
  useEffect(() => {
    if (!pending) return;
    changed(1);
    return () => changed(-1);
  }, [pending]);
  return pending ? (
    <span aria-hidden className="animate-pulse">
      {" …"}
    </span>
  ) : null;
}

/**
 * Says to assistive technology that a page is on its way while a link's ellipsis shows: one status line for the
 * whole page (in the layout), since a link's own text must stay its name.
 */
export function PendingAnnouncement() {
  const t = useTranslations("common");
  const count = useSyncExternalStore(
    subscribe,
    () => opening,
    () => 0,
  );
  return (
    <p role="status" className="sr-only">
      {count > 0 ? t("openingPage") : ""}
    </p>
  );
}
