"use client";

import { useTranslations } from "next-intl";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { apiPaths } from "@/lib/domain/routes/api-paths";

type State = { kind: "idle" } | { kind: "loading" } | { kind: "loaded"; text: string } | { kind: "failed" };

/**
 * The raw answer, fetched when the reader opens it: the exact bytes of the retrieval the page shows (the
 * stored copy with this hash), so the page itself does not carry the record a second time.
 */
export function RawDataDetails({
  regcode,
  sha256,
  summary,
  children,
}: {
  regcode: string;
  sha256: string;
  summary: string;
  /** Where the bytes came from: shown above them. */
  children: React.ReactNode;
}) {
  const t = useTranslations("profile.rawData");
  const [state, setState] = useState<State>({ kind: "idle" });
  const load = async () => {
    setState({ kind: "loading" });
    try {
      const response = await fetch(apiPaths.legalEntity(regcode, sha256));
      if (!response.ok) throw new Error(String(response.status));
      setState({ kind: "loaded", text: await response.text() });
    } catch {
      setState({ kind: "failed" });
    }
  };
  const loadIfOpen = (details: HTMLDetailsElement | null) => {
    if (details?.open && state.kind === "idle") void load();
  };
  // Also once the page's scripts take over: a reader may have opened it before, whose toggle went unheard.
  const details = useRef<HTMLDetailsElement>(null);
  const loadIfOpenedEarly = useEffectEvent(() => loadIfOpen(details.current));
  useEffect(() => loadIfOpenedEarly(), []);
  return (
    <details
      ref={details}
      className="rounded border border-slate-200 bg-white"
      onToggle={(event) => loadIfOpen(event.currentTarget)}
    >
      <summary className="cursor-pointer px-2 py-1 text-sm">{summary}</summary>
      <div className="space-y-2 p-2">
        {children}
        {state.kind === "loaded" && (
          <pre className="max-h-[32rem] overflow-auto rounded bg-slate-900 p-3 text-xs whitespace-pre-wrap break-all text-slate-100">
            {state.text}
          </pre>
        )}
        {state.kind === "loading" && (
          <p role="status" className="text-sm text-slate-600">
            {t("loading")}
          </p>
        )}
        {state.kind === "failed" && (
          <p role="alert" className="flex items-center gap-3 text-sm text-red-800">
            {t("failed")}
            <button
              type="button"
              onClick={() => void load()}
              className="rounded border border-slate-300 bg-white px-2 py-1 text-slate-900 hover:bg-slate-100"
            >
              {t("retry")}
            </button>
          </p>
        )}
      </div>
    </details>
  );
}
