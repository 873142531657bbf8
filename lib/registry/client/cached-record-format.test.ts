import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { cachedRecordFormat } from "./cached-record-format";
import { parseLegalRecord } from "./parse-legal-record";
import type { LegalEntityResult } from "./registry-client";

const regcode = demoRegcodes.amber;

function result(body: string): LegalEntityResult {
  const sha256 = createHash("sha256").update(body, "utf8").digest("hex");
  const path = `/service/api/v1/legal-entities/${regcode}`;
  return {
    ...parseLegalRecord(JSON.parse(body)),
    body,
    sha256,
    path,
    url: `https://registry.example${path}`,
    retrievedAt: "2026-11-24T10:00:00.000Z",
  };
}

describe("cachedRecordFormat", () => {
  const body = JSON.stringify(findDemoRecord(regcode));

  it("reads back what it wrote: the same bytes, provenance and parsed record, one object per retrieval", async () => {
    const format = cachedRecordFormat({ maxEntries: 10, maxSize: 1e9 });
    const original = result(body);
    const text = format.write(original);
    expect(text).not.toContain('"record"');
    const first = await format.read(regcode, text);
    const second = await format.read(regcode, text);
    expect(first).toMatchObject({
      body,
      sha256: original.sha256,
      url: original.url,
      retrievedAt: original.retrievedAt,
    });
    expect(first?.record).toEqual(original.record);
    expect(second?.record).toBe(first?.record);
  });

  it("refuses bytes that are not the ones its SHA-256 names, also after reading the true ones", async () => {
    const format = cachedRecordFormat({ maxEntries: 10, maxSize: 1e9 });
    const text = format.write(result(body));
    await format.read(regcode, text);
    const altered = JSON.parse(text) as { body: string };
    altered.body = altered.body.replace(/"legal_name":"[^"]*"/, '"legal_name":"Forged"');
    expect(await format.read(regcode, JSON.stringify(altered))).toBeUndefined();
  });

  it("refuses a record kept under another number's key, and a value of another shape", async () => {
    const format = cachedRecordFormat({ maxEntries: 10, maxSize: 1e9 });
    expect(await format.read(demoRegcodes.sanctioned, format.write(result(body)))).toBeUndefined();
    expect(await format.read(regcode, JSON.stringify({ body }))).toBeUndefined();
  });
});
