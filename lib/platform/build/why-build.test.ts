import { describe, expect, it } from "vitest";
import { whyBuild } from "./why-build";

describe("whyBuild", () => {
  it("builds when there is no build", () => {
    expect(whyBuild(undefined, "abc")).toBe("there is no production build");
  });

  it("rebuilds when the build came from other sources", () => {
    expect(whyBuild("old123", "new456")).toBe("the build is older than the sources (built from other code)");
  });

  it("serves a build made from these sources, whatever whitespace ends the recorded id", () => {
    expect(whyBuild("abc\n", "abc")).toBeUndefined();
  });
});
