"use client";

import { useCallback, useRef, useState } from "react";

/**
 * One action at a time for buttons that keep the keyboard's focus: while it runs `busy` is true and further
 * presses are ignored. Its buttons say so with aria-disabled: a disabled button drops the focus to the page,
 * and a keyboard user had to tab through the header again to reach the next step.
 */
export function useOneAction() {
  const [busy, setBusy] = useState(false);
  // A second press can come before React has re-rendered with `busy`: the ref sees it at once.
  const running = useRef(false);
  const run = useCallback(async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
