"use client";

import { useLinkStatus } from "next/link";

/** An ellipsis after a link's text while the page it opens is on its way (pages are rendered per request). */
export function LinkPending() {
  const { pending } = useLinkStatus();
  return pending ? (
    <span aria-hidden className="animate-pulse">
      {" …"}
    </span>
  ) : null;
}
