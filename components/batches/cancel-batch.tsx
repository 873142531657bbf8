"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";

/**
 * Cancelling a batch asks first, saying how many numbers would go unscreened: it cannot be undone, and the
 * button sits beside the results' links. The focus starts on keeping the batch running, which Escape also
 * chooses; once cancelled, `onCancel` places the focus, as this control is gone with the running batch.
 */
export function CancelBatch({ pending, onCancel }: { pending: number; onCancel: () => void }) {
  const t = useTranslations("monitoring.batch.view");
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const open = useRef<HTMLButtonElement>(null);
  // Set when the analyst chose to keep the batch running: the focus goes back to the button that asked.
  const keptRunning = useRef(false);
  const question = useId();
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
  if (!asking)
    return (
      <button ref={open} type="button" className={BUTTON} onClick={() => setAsking(true)}>
        {t("cancel")}
      </button>
    );
  return (
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
  );
}
