import { describe, expect, it } from "vitest";
import { missingNames, withCharacterReferencesRead } from "./missing-names";

describe("missingNames", () => {
  it("finds a name broken over lines, as a PDF's text breaks a table cell", () => {
    const text = "Board member 2014-03-01 Anna Ilze\nBērziņa Jointly with at least 2\n\nJānis Kalniņš 120";
    expect(missingNames(text, ["Anna Ilze Bērziņa", "Jānis Kalniņš"])).toEqual([]);
  });

  it("lists the names the text does not hold", () => {
    expect(missingNames("Members: Jānis Kalniņš (12%)", ["Jānis Kalniņš", "Līga Ozoliņa"])).toEqual(["Līga Ozoliņa"]);
  });

  it("does not take the tail of a longer name for a shorter one", () => {
    const names = ["Anna Ilze Bērziņa", "Ilze Bērziņa"];
    expect(missingNames("Anna Ilze Bērziņa", names)).toEqual(["Ilze Bērziņa"]);
    expect(missingNames("Anna Ilze Bērziņa, Ilze Bērziņa", names)).toEqual([]);
  });

  it("finds a name after a stray forename that makes no longer name", () => {
    expect(missingNames("Laura\nIlze Bērziņa", ["Ilze Bērziņa"])).toEqual([]);
  });

  it("does not take a forename and a surname far apart for a name", () => {
    expect(missingNames("Ilze, 2014, Bērziņa", ["Ilze Bērziņa"])).toEqual(["Ilze Bērziņa"]);
  });
});

describe("withCharacterReferencesRead", () => {
  it("reads hexadecimal and decimal references, as the report writes letters outside ASCII", () => {
    expect(withCharacterReferencesRead("<span>Dace Ozoli&#x146;a</span> &#256;bols")).toBe(
      "<span>Dace Ozoliņa</span> Ābols",
    );
  });

  it("leaves named references and a number beyond Unicode as they are", () => {
    expect(withCharacterReferencesRead("&amp; &#x110000;")).toBe("&amp; &#x110000;");
  });
});
