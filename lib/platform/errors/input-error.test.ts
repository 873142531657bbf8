import { z } from "zod";
import { describe, expect, it } from "vitest";
import { messageIn } from "./app-error";
import { errorKey } from "./error-text";
import { inputError } from "./input-error";

const schema = z.object({
  from: z.string().refine((text) => text.startsWith("2"), { error: errorKey("auditRealDate") }),
  event: z.enum(["lookup", "export"], { error: errorKey("auditEvent") }).optional(),
  count: z.number().optional(),
});

function refusal(input: unknown, which?: "first" | "all") {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error("expected a refusal");
  return inputError(parsed.error, which);
}

describe("inputError", () => {
  it("words a schema's keyed messages with the field's name and the options, in either language", () => {
    const error = refusal({ from: "x", event: "delete" }, "all");
    expect(error.code).toBe("bad_request");
    expect(error.message).toBe("from is not a real date; event must be one of: lookup, export");
    expect(messageIn(error, "lv")).toBe("from ir neeksistējošs datums; event jābūt vienam no: lookup, export");
  });

  it("keeps the first problem only unless asked for all", () => {
    expect(refusal({ from: "x", event: "delete" }).message).toBe("from is not a real date");
  });

  it("passes zod's own words on where the schema gives none", () => {
    const error = refusal({ from: "2026", count: "many" });
    expect(error.message).toMatch(/expected number/);
    expect(messageIn(error, "lv")).toBe(`Pieprasījumā ir nederīgi dati: ${error.message}`);
  });
});
