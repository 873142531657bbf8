import { isRegcode } from "@/lib/registry/regcode/regcode";

/** Separators people paste along with a number: whitespace and the common dashes. */
const SEPARATORS = /[\s\-‐‑‒–—]/g;
/** A country prefix as on VAT numbers ("LV40003032949"); repeated pastes are forgiven too. */
const COUNTRY_PREFIX = /^(?:LV)+/i;

export type RegcodeInput =
  | { kind: "empty" }
  | { kind: "valid"; digits: string; stripped: boolean }
  | {
      kind: "invalid";
      digits: string;
      stripped: boolean;
      problem: string;
      /** Up to three characters that are not digits, for a message in any language; none when only the length is wrong. */
      foreign: string[];
    };

/**
 * Reads what a person typed into the search box: strips spaces, dashes and an "LV" prefix,
 * says what will be searched and, when it is not 11 digits, what is wrong in words.
 */
export function normalizeRegcodeInput(raw: string): RegcodeInput {
  const digits = raw.replace(SEPARATORS, "").replace(COUNTRY_PREFIX, "");
  if (digits === "") return { kind: "empty" };
  const stripped = digits !== raw;
  if (isRegcode(digits)) return { kind: "valid", digits, stripped };
  const foreign = [...new Set(digits.replace(/[0-9]/g, ""))].slice(0, 3);
  return { kind: "invalid", digits, stripped, foreign, problem: describeProblem(digits, foreign) };
}

function describeProblem(text: string, foreign: readonly string[]): string {
  if (foreign.length > 0) {
    const shown = foreign.map((c) => `“${c}”`).join(", ");
    return `A registration number has digits only — remove ${shown}.`;
  }
  return `Enter 11 digits — you typed ${text.length}.`;
}
