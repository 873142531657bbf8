import { describe, expect, it } from "vitest";
import { withStatusWords } from "./batch-status-words";

describe("a result row's status in words", () => {
  it("words the register's code in the reader's language and keeps the code", () => {
    expect(withStatusWords({ regcode: "40003530005", status: "IN_LIQUIDATION" }, "en")).toEqual({
      regcode: "40003530005",
      status: "IN_LIQUIDATION",
      statusWords: "In liquidation",
    });
    expect(withStatusWords({ status: "IN_LIQUIDATION" }, "lv").statusWords).toBe("Likvidācijas procesā");
  });

  it("has no words for a row without a status, one not found or not yet looked up", () => {
    expect(withStatusWords({ status: null }, "lv").statusWords).toBeNull();
  });
});
