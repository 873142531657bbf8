"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextInput } from "@/components/ui/text-input";

type State = { kind: "idle" } | { kind: "copied" } | { kind: "manual"; url: string };

/**
 * The link to this view as it is: query string (filters, expanded lists) and the section on
 * screen. When the URL has no #section yet, the section at the top of the window is used.
 * `path` points the same view at another page: the live profile, or one stored retrieval.
 */
function currentLink(path: string | undefined): string {
  const url = new URL(window.location.href);
  if (path !== undefined) url.pathname = path;
  if (url.hash === "") {
    const sections = [...document.querySelectorAll<HTMLElement>("main section[id]")];
    const atTop = sections.filter((s) => s.getBoundingClientRect().top <= 80).at(-1);
    if (atTop && window.scrollY > 0) url.hash = atTop.id;
  }
  return url.toString();
}

/** Copies a shareable link, says so, and offers the link to select by hand when the clipboard is unavailable. */
export function CopyLinkButton({ label, path }: { label?: string; path?: string }) {
  const t = useTranslations("account.copyLink");
  const [state, setState] = useState<State>({ kind: "idle" });
  const copy = async () => {
    const url = currentLink(path);
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(url);
      setState({ kind: "copied" });
    } catch {
      setState({ kind: "manual", url });
    }
  };
  const manualUrl = state.kind === "manual" ? state.url : null;
  return (
    <span className="inline-flex flex-wrap items-center gap-2 print:hidden">
      <Button type="button" onClick={() => void copy()} size="sm" className="text-sm">
        {label ?? t("copy")}
      </Button>
      <span role="status" className="text-sm text-green-900">
        {state.kind === "copied" ? t("copied") : ""}
      </span>
      {manualUrl !== null && (
        <label className="flex items-center gap-2 text-sm">
          {t("manual")}
          <TextInput
            readOnly
            value={manualUrl}
            autoFocus
            onFocus={(e) => e.currentTarget.select()}
            size="sm"
            className="w-80 font-mono text-xs"
          />
        </label>
      )}
    </span>
  );
}
