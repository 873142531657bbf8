import { z } from "zod";
import { describe, expect, it } from "vitest";
import { errorKey } from "@/lib/platform/errors/error-text";
import { readJsonBody } from "./read-json-body";

const schema = z.object({
  note: z.string({ error: errorKey("noteMissing") }).trim(),
  count: z.number().optional(),
});

const post = (body: string) => new Request("http://lens.test/api/x", { method: "POST", body });

describe("readJsonBody", () => {
  it("answers the body as the schema reads it", async () => {
    expect(await readJsonBody(post('{"note":"  seen  ","extra":1}'), schema)).toEqual({ note: "seen" });
  });

  it("refuses a body that is not JSON with a 400 of its own", async () => {
    await expect(readJsonBody(post("note=seen"), schema)).rejects.toMatchObject({
      code: "bad_request",
      texts: [{ key: "bodyNotJson" }],
    });
  });

  it("refuses JSON the schema does not accept with the schema's words: the first problem, or all when asked", async () => {
    const bad = post('{"count":"many"}');
    await expect(readJsonBody(bad.clone(), schema)).rejects.toMatchObject({
      code: "bad_request",
      texts: [{ key: "noteMissing", values: { field: "note" } }],
    });
    const all = await readJsonBody(bad, schema, "all").catch((error: unknown) => error);
    expect(all).toMatchObject({ code: "bad_request", texts: [{ key: "noteMissing" }, { key: "invalidInput" }] });
  });
});
