import { describe, expect, it } from "vitest";
import { ERROR_STATUS, type ErrorCode, retryCanHelp } from "./app-error";

describe("retryCanHelp", () => {
  it("offers a retry for passing failures only, never where an administrator or other input must act", () => {
    const codes = Object.keys(ERROR_STATUS) as ErrorCode[];
    expect(codes.filter(retryCanHelp).sort()).toEqual([
      "busy",
      "internal",
      "rate_limited",
      "upstream_bad_response",
      "upstream_failure",
      "upstream_rate_limited",
      "upstream_timeout",
      "upstream_unavailable",
    ]);
  });
});
