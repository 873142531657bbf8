import { describe, expect, it } from "vitest";
import { AppError, messageIn } from "@/lib/platform/errors/app-error";
import { parseRegcode } from "./parse-regcode";
import type { Regcode } from "./regcode";

/** The refusal parseRegcode throws for `value`, in English. */
function refusalOf(value: string): { code: string; status: number; message: string } {
  try {
    parseRegcode(value);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, status: error.status, message: messageIn(error, "en") };
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(value)}`);
}

describe("parseRegcode", () => {
  it("accepts exactly 11 ASCII digits, as they are", () => {
    const regcode: Regcode = parseRegcode("40003032949");
    expect(regcode).toBe("40003032949");
    expect(parseRegcode("00000000000")).toBe("00000000000");
  });

  it.each([
    ["too short", "4000303294"],
    ["too long", "400030329490"],
    ["padded", " 40003032949"],
    ["other digits", "٤٠٠٠٣٠٣٢٩٤٩"],
    ["a path", "40003032949/graph"],
    ["empty", ""],
  ])("refuses %s with a 400 quoting what was given", (_what, value) => {
    expect(refusalOf(value)).toEqual({
      code: "invalid_regcode",
      status: 400,
      message: `"${value}" is not a registration number: it must be exactly 11 digits (0–9), e.g. 40003032949.`,
    });
  });

  it("quotes no more than the first 40 characters of a long input", () => {
    expect(refusalOf("9".repeat(500)).message).toMatch(/^"9{40}" is not a registration number/);
  });
});
