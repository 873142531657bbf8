"use client";

import { useEffect, useEffectEvent, useRef, useState } from "react";

/**
 * A disclosure whose content is rendered only once it is opened, for a large part that is neither on screen nor
 * on paper until then (the relationship graph's table view): the page's HTML does not carry it. Content opened
 * before the page's scripts took over is rendered as they do.
 */
export function DetailsBuiltWhenOpen({
  summary,
  className,
  children,
}: {
  summary: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const openedEarly = useEffectEvent(() => setOpen(details.current?.open ?? false));
  useEffect(() => openedEarly(), []);
  return (
    <details ref={details} className={className} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-medium">{summary}</summary>
      {open && children}
    </details>
  );
}
