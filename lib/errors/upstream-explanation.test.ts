import { describe, expect, it } from "vitest";
import { MESSAGES } from "@/lib/i18n/messages";
import { upstreamExplanation } from "./upstream-explanation";

describe("upstreamExplanation", () => {
  it("names the catalogue entry of each failure on the way to the registry", () => {
    expect(upstreamExplanation("upstream_timeout")).toBe("upstreamTimeout");
    expect(upstreamExplanation("scope_missing")).toBe("scopeMissing");
  });

  it("falls back to the general entry for other codes and for text that is no code", () => {
    for (const code of ["internal", "not_found", "toString", ""]) expect(upstreamExplanation(code)).toBe("other");
  });

  it("names only entries both languages have", () => {
    for (const code of ["upstream_timeout", "upstream_rate_limited", "upstream_unavailable", "upstream_failure"]) {
      const entry = upstreamExplanation(code);
      expect(MESSAGES.en.errors.upstream[entry].title).toBeTruthy();
      expect(MESSAGES.lv.errors.upstream[entry].title).toBeTruthy();
    }
  });
});
