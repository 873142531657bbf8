"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useRef, useState, useTransition } from "react";
import { passesCheckDigit } from "@/lib/registry/regcode/check-digit";
import { normalizeRegcodeInput, type RegcodeInput } from "@/lib/registry/regcode/normalize-regcode-input";
import { CheckDigitWarning } from "./check-digit-warning";
import { recentLookupsStore } from "./recent-lookups-store";
import { useSlashFocus } from "./use-slash-focus";
import { TextInput } from "@/components/ui/text-input";
import { pagePaths } from "@/lib/domain/routes/page-paths";

interface SearchFormProps {
  /** What was typed before a round trip through /search (the form without JavaScript). */
  initialQuery?: string;
  /** Whether that round trip found a problem, so it is shown straight away. */
  initialSubmitted?: boolean;
  /** Names of numbers known in advance (demo showcase), stored with recent lookups. */
  knownNames?: Record<string, string>;
}

/**
 * The lookup box. A plain GET form to /search, so it works without JavaScript; with it,
 * problems are explained before any request and the profile opens without a round trip.
 */
export function SearchForm({ initialQuery = "", initialSubmitted = false, knownNames = {} }: SearchFormProps) {
  const t = useTranslations("search.form");
  const tProfile = useTranslations("profile");
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initialQuery);
  const [submitted, setSubmitted] = useState(initialSubmitted);
  // Until the profile is shown: the registry may take a while, and the page stays as it is meanwhile.
  const [opening, startOpening] = useTransition();
  useSlashFocus(inputRef);
  useEffect(() => {
    if (initialSubmitted) inputRef.current?.focus();
  }, [initialSubmitted]);

  // What is wrong with a number, in words: the parser only says which characters or how many digits.
  function describe({ digits, foreign }: Extract<RegcodeInput, { kind: "invalid" }>): string {
    if (foreign.length === 0) return t("wrongLength", { count: digits.length });
    return t("notDigits", { characters: foreign.map((character) => t("quoted", { character })).join(", ") });
  }

  const input = normalizeRegcodeInput(value);
  const digits = input.kind === "empty" ? "" : input.digits;
  const suspicious = input.kind === "valid" && !passesCheckDigit(input.digits);
  // Said when what is searched differs from what was typed (separators or a prefix taken off).
  const willSearch = input.kind === "valid" && input.stripped ? input.digits : null;
  // Too few digits is only a problem once the person is done typing; too many or letters never fix themselves.
  const problem =
    input.kind === "empty"
      ? submitted && t("empty")
      : input.kind === "invalid" && (submitted || digits.length > 11 || /[^0-9]/.test(digits)) && describe(input);

  function open(regcode: string) {
    recentLookupsStore.record({ regcode, name: knownNames[regcode] });
    startOpening(() => router.push(pagePaths.entity(regcode)));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (input.kind === "valid" && !suspicious) open(input.digits);
    else inputRef.current?.focus();
  }

  return (
    <form action={pagePaths.search()} method="get" role="search" aria-label={t("label")} onSubmit={onSubmit}>
      <label htmlFor="regcode" className="block font-medium">
        {t("regcode")}
      </label>
      <p id="regcode-hint" className="text-sm text-slate-600">
        {t.rich("hint", { key: (chunks) => <kbd className="rounded border px-1">{chunks}</kbd> })}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <TextInput
          ref={inputRef}
          id="regcode"
          name="q"
          type="search"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          placeholder={t("placeholder")}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => setSubmitted(input.kind !== "empty")}
          aria-invalid={problem ? true : undefined}
          aria-describedby="regcode-hint regcode-status"
          size="lg"
          className="w-80 max-w-full font-mono"
        />
        <button type="submit" className="rounded bg-blue-800 px-4 py-2 font-medium text-white hover:bg-blue-900">
          {t("submit")}
        </button>
      </div>
      <div id="regcode-status" aria-live="polite" className="mt-2 space-y-2 text-sm">
        {willSearch && (
          <p>
            {t.rich("willSearch", {
              digits: willSearch,
              number: (chunks) => <strong className="font-mono">{chunks}</strong>,
            })}
          </p>
        )}
        {problem && <p className="font-medium text-red-800">{problem}</p>}
        {opening && <p className="animate-pulse text-slate-700">{tProfile("loading")}</p>}
        {suspicious && <CheckDigitWarning digits={digits} emphasised={submitted} onSearchAnyway={open} />}
      </div>
    </form>
  );
}
