import { describe, expect, it } from "vitest";
import { MESSAGES } from "@/lib/platform/i18n/messages";
import { ERROR_STATUS } from "./app-error";
import { upstreamExplanation } from "./upstream-explanation";

describe("upstreamExplanation", () => {
  it("names the catalogue entry of each failure on the way to the registry", () => {
    expect(upstreamExplanation("upstream_timeout")).toBe("upstreamTimeout");
    expect(upstreamExplanation("scope_missing")).toBe("scopeMissing");
  });

  it("falls back to the general entry for other codes and for text that is no code", () => {
    for (const code of ["internal", "not_found", "toString", ""]) expect(upstreamExplanation(code)).toBe("other");
  });

  it("names, for every error code, an entry both languages word", () => {
    for (const code of Object.keys(ERROR_STATUS)) {
      const entry = upstreamExplanation(code);
      for (const locale of ["en", "lv"] as const) {
        expect(MESSAGES[locale].errors.upstream[entry].title, `${locale} ${code}`).toBeTruthy();
        expect(MESSAGES[locale].errors.upstream[entry].next, `${locale} ${code}`).toBeTruthy();
      }
    }
  });
});
