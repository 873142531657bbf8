"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

type State =
  { kind: "idle" } | { kind: "loading" } | { kind: "loaded"; text: string; sha256: string | null } | { kind: "failed" };

/** Fetches a large raw answer only when asked, so opening the profile stays fast. */
export function RawDataLoader({ regcode, sha256 }: { regcode: string; sha256: string }) {
  const t = useTranslations("profile.rawData");
  const [state, setState] = useState<State>({ kind: "idle" });
  const load = async () => {
    setState({ kind: "loading" });
    try {
      const response = await fetch(`/api/legal-entities/${regcode}`);
      if (!response.ok) throw new Error(String(response.status));
      setState({ kind: "loaded", text: await response.text(), sha256: response.headers.get("x-registry-sha256") });
    } catch {
      setState({ kind: "failed" });
    }
  };
  if (state.kind === "loaded") {
    return (
      <div className="space-y-1">
        {state.sha256 !== sha256 && (
          <p className="text-xs text-amber-900">{t("differs", { sha256: state.sha256 ?? t("unknown") })}</p>
        )}
        <pre className="max-h-[32rem] overflow-auto rounded bg-slate-900 p-3 text-xs whitespace-pre-wrap break-all text-slate-100">
          {state.text}
        </pre>
      </div>
    );
  }
  const loading = state.kind === "loading";
  const failed = state.kind === "failed";
  return (
    <p className="flex items-center gap-3 print:hidden">
      <button
        type="button"
        onClick={() => void load()}
        disabled={loading}
        className="rounded border border-slate-300 bg-white px-2 py-1 text-sm hover:bg-slate-100"
      >
        {loading ? t("loading") : t("show")}
      </button>
      {failed && <span className="text-sm text-red-800">{t("failed")}</span>}
    </p>
  );
}
