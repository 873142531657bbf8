import { describe, expect, it } from "vitest";
import { humanizeCode } from "./humanize-code";

describe("humanizeCode", () => {
  it("turns upper-case codes into a sentence", () => {
    expect(humanizeCode("CHAIR_OF_BOARD")).toBe("Chair of board");
    expect(humanizeCode("OWNERSHIP")).toBe("Ownership");
    expect(humanizeCode("SIA")).toBe("SIA");
  });

  it("leaves free text and empty values readable", () => {
    expect(humanizeCode("Valdes loceklis")).toBe("Valdes loceklis");
    expect(humanizeCode(null)).toBe("");
    expect(humanizeCode(12)).toBe("12");
  });
});
