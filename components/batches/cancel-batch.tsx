"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";

/**
 * Cancelling a batch asks first, saying how many numbers would go unscreened: it cannot be undone, and the
 * button sits beside the results' links. The focus starts on keeping the batch running.
 */
export function CancelBatch({ pending, onCancel }: { pending: number; onCancel: () => void }) {
  const t = useTranslations("monitoring.batch.view");
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const open = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);
  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (answered.current) open.current?.focus();
  }, [asking]);
  const BUTTON = "rounded border px-2";
  if (!asking)
    return (
      <button ref={open} type="button" className={BUTTON} onClick={() => setAsking(true)}>
        {t("cancel")}
      </button>
    );
  return (
    <span role="group" aria-label={t("cancel")} className="inline-flex flex-wrap items-center gap-2">
      <span>{t("cancelConfirm", { pending })}</span>
      <button
        type="button"
        className={`${BUTTON} border-red-800 text-red-900`}
        onClick={() => {
          setAsking(false);
          onCancel();
        }}
      >
        {t("cancelYes")}
      </button>
      <button
        ref={keep}
        type="button"
        className={BUTTON}
        onClick={() => {
          answered.current = true;
          setAsking(false);
        }}
      >
        {t("cancelNo")}
      </button>
    </span>
  );
}
