import { describe, expect, it } from "vitest";
import { humanizeCode, humanizeKey } from "./humanize-code";

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

describe("humanizeKey", () => {
  it("turns snake_case field names into labels", () => {
    expect(humanizeKey("date_of_effective_rules_of_procedure")).toBe("Date of effective rules of procedure");
    expect(humanizeKey("regcode")).toBe("Regcode");
  });

  it("labels camelCase and odd keys without losing them", () => {
    expect(humanizeKey("legalForm")).toBe("Legal form");
    expect(humanizeKey("_")).toBe("_");
  });
});
