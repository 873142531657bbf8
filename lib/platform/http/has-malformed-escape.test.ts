import { describe, expect, it } from "vitest";
import { hasMalformedEscape } from "./has-malformed-escape";

describe("hasMalformedEscape", () => {
  it.each(["/entities/%", "/entities/%zz", "/api/legal-entities/%E0%A4", "/x/%C0%AF", "/a%2"])("flags %s", (path) => {
    expect(hasMalformedEscape(path)).toBe(true);
  });

  it.each(["/entities/40003520003", "/api/legal-entities/4000%2F3520003", "/e/%D9%A4", "/a%20b", "/"])(
    "accepts %s",
    (path) => {
      expect(hasMalformedEscape(path)).toBe(false);
    },
  );
});
