import { describe, expect, it } from "vitest";
import { checkHostsPinned } from "./security-config";

describe("checkHostsPinned", () => {
  it("refuses to start outside demo mode without ALLOWED_HOSTS or APP_URL, naming both", () => {
    for (const env of [{}, { ALLOWED_HOSTS: " ", APP_URL: "" }, { DEMO_MODE: "0" }]) {
      expect(() => checkHostsPinned(env)).toThrow(/set ALLOWED_HOSTS .* or APP_URL/);
    }
  });

  it("starts with either, or in demo mode", () => {
    expect(() => checkHostsPinned({ ALLOWED_HOSTS: "lens.example.lv" })).not.toThrow();
    expect(() => checkHostsPinned({ APP_URL: "https://lens.example.lv" })).not.toThrow();
    expect(() => checkHostsPinned({ DEMO_MODE: "1" })).not.toThrow();
  });
});
