import { describe, expect, it } from "vitest";
import { parsePdfConfig } from "./pdf-config";

describe("parsePdfConfig", () => {
  it("prints one PDF at a time with two waiting, two minutes each, with Debian's chromium", () => {
    expect(parsePdfConfig({})).toEqual({
      concurrency: 1,
      queue: 2,
      timeoutMs: 120_000,
      chromiumPath: "/usr/bin/chromium",
    });
  });

  it("takes every setting from the environment", () => {
    const env = {
      REPORT_PDF_CONCURRENCY: "2",
      REPORT_PDF_QUEUE: "0",
      REPORT_PDF_TIMEOUT_MS: "5000",
      CHROMIUM_PATH: "/opt/chrome/chrome",
    };
    expect(parsePdfConfig(env)).toEqual({
      concurrency: 2,
      queue: 0,
      timeoutMs: 5000,
      chromiumPath: "/opt/chrome/chrome",
    });
  });

  it("names the setting that is wrong", () => {
    expect(() => parsePdfConfig({ REPORT_PDF_CONCURRENCY: "0" })).toThrow(/REPORT_PDF_CONCURRENCY/);
    expect(() => parsePdfConfig({ REPORT_PDF_TIMEOUT_MS: "soon" })).toThrow(/REPORT_PDF_TIMEOUT_MS/);
  });
});
