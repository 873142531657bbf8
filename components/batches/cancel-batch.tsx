"use client";

import { useTranslations } from "next-intl";
import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from "react";

/**
 * Cancelling a batch asks first, saying how many numbers would go unscreened: it cannot be undone, and the
 * button sits beside the results' links. The focus starts on keeping the batch running, which Escape also
 * chooses; once cancelled, `onCancel` places the focus, as this control is gone with the running batch.
 * When the batch ends by itself while the focus is in this control (the question open, say), `onGone`
 * places it and says why the control went, which would otherwise vanish and leave the focus nowhere.
 */
export function CancelBatch({
  pending,
  onCancel,
  onGone,
}: {
  pending: number;
  onCancel: () => void;
  onGone: () => void;
}) {
  const t = useTranslations("monitoring.batch.view");
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const open = useRef<HTMLButtonElement>(null);
  // Set when the analyst chose to keep the batch running: the focus goes back to the button that asked.
  const keptRunning = useRef(false);
  const question = useId();
  const root = useRef<HTMLSpanElement>(null);
  const leave = useEffectEvent(onGone);
  // A layout effect's cleanup runs before React removes the control, while the focus is still inside it.
  useLayoutEffect(() => {
    const control = root.current;
    return () => {
      if (control?.contains(document.activeElement)) leave();
    };
  }, []);
  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (keptRunning.current) open.current?.focus();
    keptRunning.current = false;
  }, [asking]);
  const BUTTON = "rounded border px-2";
  const keepRunning = () => {
    keptRunning.current = true;
    setAsking(false);
  };
  // One element throughout, asking or not: the cleanup above looks for the focus inside it.
  return (
    <span ref={root}>
      {asking ? (
        <span
          role="group"
          aria-label={t("cancel")}
          className="inline-flex flex-wrap items-center gap-2"
          onKeyDown={(event) => {
            if (event.key === "Escape") keepRunning();
          }}
        >
          <span id={question}>{t("cancelConfirm", { pending })}</span>
          <button
            type="button"
            aria-describedby={question}
            className={`${BUTTON} border-red-800 text-red-900`}
            onClick={() => {
              setAsking(false);
              onCancel();
            }}
          >
            {t("cancelYes")}
          </button>
          <button ref={keep} type="button" aria-describedby={question} className={BUTTON} onClick={keepRunning}>
            {t("cancelNo")}
          </button>
        </span>
      ) : (
        <button ref={open} type="button" className={BUTTON} onClick={() => setAsking(true)}>
          {t("cancel")}
        </button>
      )}
    </span>
  );
}
