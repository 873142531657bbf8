import { describe, expect, it } from "vitest";
import { withCodeWords } from "./batch-code-words";

describe("a result row's codes in words", () => {
  it("words the register's status and legal form in the reader's language and keeps the codes", () => {
    expect(withCodeWords({ regcode: "90000120007", status: "IN_LIQUIDATION", legalForm: "IESTADE" }, "en")).toEqual({
      regcode: "90000120007",
      status: "IN_LIQUIDATION",
      statusWords: "In liquidation",
      legalForm: "IESTADE",
      legalFormWords: "Public authority",
    });
    const lv = withCodeWords({ status: "IN_LIQUIDATION", legalForm: "IESTADE" }, "lv");
    expect(lv).toMatchObject({ statusWords: "Likvidācijas procesā", legalFormWords: "Iestāde" });
  });

  it("keeps an abbreviation that is its own word, such as SIA", () => {
    expect(withCodeWords({ status: "REGISTERED", legalForm: "SIA" }, "en").legalFormWords).toBe("SIA");
  });

  it("has no words for a row without a status or legal form, one not found or not yet looked up", () => {
    expect(withCodeWords({ status: null, legalForm: null }, "lv")).toMatchObject({
      statusWords: null,
      legalFormWords: null,
    });
  });
});
