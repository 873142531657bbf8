import { describe, expect, it } from "vitest";
import { z } from "zod";
import { humanizeCode } from "@/lib/platform/format/humanize-code";
import { LOCALES } from "@/lib/platform/i18n/locales";
import { MESSAGES } from "@/lib/platform/i18n/messages";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { codeLabel, fieldLabel, timelineCategoryLabel, isKnownCode } from "./labels";

/** Every field name declared anywhere in a schema. */
function fieldNames(schema: z.core.$ZodType, seen = new Set<z.core.$ZodType>()): string[] {
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) return fieldNames(schema.unwrap(), seen);
  if (seen.has(schema)) return [];
  seen.add(schema);
  if (schema instanceof z.ZodArray) return fieldNames(schema.element, seen);
  if (!(schema instanceof z.ZodObject)) return [];
  return [...new Set(Object.entries(schema.shape).flatMap(([key, field]) => [key, ...fieldNames(field, seen)]))];
}

describe("fieldLabel", () => {
  it("labels a field from the catalogue of the language", () => {
    expect(fieldLabel("registration_number", "en")).toBe("Registration number");
    expect(fieldLabel("registration_number", "lv")).toBe("Reģistrācijas numurs");
  });

  it("labels a field no catalogue names from its name", () => {
    expect(fieldLabel("brand_new_field", "en")).toBe("Brand new field");
    expect(fieldLabel("brandNewField", "lv")).toBe("Brand new field");
  });
});

describe("codeLabel", () => {
  it("puts a known register code into words of the language", () => {
    expect(codeLabel("BOARD_MEMBER", "en")).toBe("Board member");
    expect(codeLabel("BOARD_MEMBER", "lv")).toBe("Valdes loceklis");
  });

  it("puts an unknown code into words from its parts and leaves nothing for a missing one", () => {
    expect(codeLabel("DEPUTY_CHAIR_OF_SOMETHING", "lv")).toBe("Deputy chair of something");
    expect(codeLabel(null, "en")).toBe("");
    expect(codeLabel("SIA", "lv")).toBe("SIA");
  });
});

describe("the record catalogue", () => {
  it("words every code in English as its name reads, bar short ones it spells out and Latvian names it translates", () => {
    // Legal forms the register names in Latvian: "Iestade" would be neither English nor Latvian.
    const latvianNames = new Set(["DRAUDZE", "IESTADE", "PARTIJA", "PASVALDIBA", "SKIRTIESA"]);
    const differing = Object.entries(MESSAGES.en.record.codes).filter(
      ([code, words]) => (/^[A-Z]{1,3}$/.test(code) || latvianNames.has(code)) === (words === humanizeCode(code)),
    );
    expect(differing).toEqual([]);
    expect(codeLabel("IESTADE", "en")).toBe("Public authority");
    expect(codeLabel("IESTADE", "lv")).toBe("Iestāde");
  });

  it("labels every field the schema lists, in both languages", () => {
    const keys = fieldNames(legalEntitySchema);
    expect(keys.length).toBeGreaterThan(200);
    for (const locale of LOCALES) {
      expect(keys.filter((key) => !Object.hasOwn(MESSAGES[locale].record.fields, key))).toEqual([]);
    }
    expect(fieldLabel("Officers", "lv")).toBe("Amatpersonas");
    expect(fieldLabel("rights_of_representation", "lv")).toBe("Pārstāvības tiesības");
  });

  it("labels the sections and categories of history in both languages", () => {
    expect(timelineCategoryLabel("previous-names", "en")).toBe("Names");
    expect(timelineCategoryLabel("previous-names", "lv")).toBe("Nosaukumi");
    expect(codeLabel("IN_LIQUIDATION", "lv")).toBe("Likvidācijas procesā");
    expect(codeLabel("CHAIR_OF_BOARD", "en")).toBe("Chair of board");
  });
});

describe("isKnownCode", () => {
  it("knows a catalogue code in either language, and a branch's legal form", () => {
    expect(isKnownCode("OWNERSHIP", "en")).toBe(true);
    expect(isKnownCode("OWNERSHIP", "lv")).toBe(true);
    expect(codeLabel("OWNERSHIP", "lv")).toBe("Īpašumtiesības");
    expect(codeLabel("FIL", "en")).toBe("Branch of a foreign merchant");
    expect(codeLabel("FIL", "lv")).toBe("Ārvalsts komersanta filiāle");
  });

  it("leaves plain text and codes it does not know alone", () => {
    expect(isKnownCode("Amber processing", "en")).toBe(false);
    expect(isKnownCode("NOT_A_KNOWN_CODE", "en")).toBe(false);
    expect(isKnownCode(7, "en")).toBe(false);
  });
});
