import { CHECK_WEIGHTS } from "@/lib/registry/regcode/check-digit";

/** Completes a 10-digit stem with its check digit; undefined when no single digit satisfies the rule. */
export function completeRegcode(stem: string): string | undefined {
  const partial = CHECK_WEIGHTS.slice(0, 10).reduce((acc, w, i) => acc + w * Number(stem[i]), 0);
  const digit = (((3 - partial) % 11) + 11) % 11;
  return digit <= 9 ? `${stem}${digit}` : undefined;
}

/** First valid number whose stem is `stem` or the next stem that has a valid check digit. */
export function regcodeFrom(stem: number): string {
  if (String(stem).startsWith("99")) throw new Error("numbers starting with 99 are reserved for fault modes");
  for (let s = stem; ; s++) {
    const code = completeRegcode(String(s).padStart(10, "0"));
    if (code) return code;
  }
}

/** `count` consecutive valid numbers starting at `stem`. */
export function regcodeSeries(stem: number, count: number): string[] {
  const out: string[] = [];
  for (let s = stem; out.length < count; s++) {
    const code = completeRegcode(String(s).padStart(10, "0"));
    if (code) out.push(code);
  }
  return out;
}
