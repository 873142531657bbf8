import { isRegcode } from "@/lib/registry/regcode";

/** Separators people paste along with a number: whitespace and the common dashes. */
const SEPARATORS = /[\s\-‐‑‒–—]/g;
/** A country prefix as on VAT numbers ("LV40003032949"); repeated pastes are forgiven too. */
const COUNTRY_PREFIX = /^(?:LV)+/i;

export type RegcodeInput =
  | { kind: "empty" }
  | { kind: "valid"; digits: string; stripped: boolean }
  | { kind: "invalid"; digits: string; stripped: boolean; problem: string };

/**
 * Reads what a person typed into the search box: strips spaces, dashes and an "LV" prefix,
 * says what will be searched and, when it is not 11 digits, what is wrong in words.
 */
export function normalizeRegcodeInput(raw: string): RegcodeInput {
  const digits = raw.replace(SEPARATORS, "").replace(COUNTRY_PREFIX, "");
  if (digits === "") return { kind: "empty" };
  const stripped = digits !== raw;
  if (isRegcode(digits)) return { kind: "valid", digits, stripped };
  return { kind: "invalid", digits, stripped, problem: describeProblem(digits) };
}

function describeProblem(text: string): string {
  const foreign = [...new Set(text.replace(/[0-9]/g, ""))];
  if (foreign.length > 0) {
    const shown = foreign
      .slice(0, 3)
      .map((c) => `“${c}”`)
      .join(", ");
    return `A registration number has digits only — remove ${shown}.`;
  }
  return `Enter 11 digits — you typed ${text.length}.`;
}
