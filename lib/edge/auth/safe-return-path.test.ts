import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isOwnAddress, safeReturnPath } from "./safe-return-path";

describe("safeReturnPath", () => {
  it("keeps a path on this site with its query", () => {
    expect(safeReturnPath("/entities/40003245752?asOf=2020-01-01&former=1")).toBe(
      "/entities/40003245752?asOf=2020-01-01&former=1",
    );
  });

  it.each([
    "//evil.example/x",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/\t/evil.example",
    "/.//evil.example",
    "/..//evil.example/x",
    "/a/..//evil.example",
    "/%2e//evil.example",
    "/./\\evil.example",
    "",
    null,
  ])("sends %j home instead of elsewhere", (next) => {
    expect(safeReturnPath(next)).toBe("/");
  });

  it("never returns to the sign-in page itself", () => {
    expect(safeReturnPath("/sign-in?next=/x")).toBe("/");
  });

  it("returns to the sign-in page only where that is asked for", () => {
    expect(safeReturnPath("/sign-in?next=/x", { allowSignIn: true })).toBe("/sign-in?next=/x");
    expect(safeReturnPath("//evil.example/sign-in", { allowSignIn: true })).toBe("/");
  });

  it("never leads to another origin, whatever it is given", () => {
    const piece = fc.constantFrom("/", ".", "..", "%2e", "%2f", "\\", "\t", "evil.example", "?", "#", ":", "@", "x");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), fc.string(), (pieces, tail) => {
        const next = `/${pieces.join("")}${tail}`;
        const path = safeReturnPath(next, { allowSignIn: true });
        expect(path.startsWith("/") && !path.startsWith("//")).toBe(true);
        // As the language switch and the sign-in form use it: resolved against this site's origin.
        expect(new URL(path, "https://lens.example").origin).toBe("https://lens.example");
      }),
      { numRuns: 2000 },
    );
  });
});

describe("isOwnAddress", () => {
  const origin = "http://lens.test";

  it.each(["/", "/entities/40003245752?tab=x", "/entities/1#section", "http://lens.test/entities/1"])(
    "accepts %j",
    (value) => {
      expect(isOwnAddress(value, origin)).toBe(true);
    },
  );

  it.each([
    "http://evil.example/",
    "https://lens.test/",
    "//evil.example",
    "/.//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "evil",
    "",
    42,
  ])("refuses %j", (value) => {
    expect(isOwnAddress(value, origin)).toBe(false);
  });
});
