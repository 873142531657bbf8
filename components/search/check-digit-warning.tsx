"use client";

import { useTranslations } from "next-intl";

interface CheckDigitWarningProps {
  digits: string;
  /** Stronger once the person tried to search: they may not have noticed it while typing. */
  emphasised: boolean;
  onSearchAnyway: (digits: string) => void;
}

/** Advice, never a block: the registry only demands 11 digits, and old or unusual numbers exist. */
export function CheckDigitWarning({ digits, emphasised, onSearchAnyway }: CheckDigitWarningProps) {
  const t = useTranslations("search.checkDigit");
  return (
    <div
      className={`rounded border px-3 py-2 ${emphasised ? "border-amber-600 bg-amber-100" : "border-amber-300 bg-amber-50"}`}
    >
      <p>
        {t.rich("warning", {
          digits,
          strong: (chunks) => <strong>{chunks}</strong>,
          number: (chunks) => <span className="font-mono">{chunks}</span>,
        })}
      </p>
      {/* A submit button with its own value, so without JavaScript /search also skips the check. */}
      <button
        type="submit"
        name="anyway"
        value="1"
        onClick={(event) => {
          event.preventDefault();
          onSearchAnyway(digits);
        }}
        className="mt-2 rounded border border-amber-700 bg-white px-3 py-1 font-medium text-amber-900 hover:bg-amber-50"
      >
        {t("searchAnyway")}
      </button>
    </div>
  );
}
