import { describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/lib/demo-registry/dataset";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { snapshotResult } from "./snapshot-result";

const url = `http://127.0.0.1:4010/service/api/v1/legal-entities/${demoRegcodes.amber}`;
const snapshot = (text: string) => ({
  bytes: Buffer.from(text),
  sha256: "ab".repeat(32),
  retrievedAt: new Date("2026-11-23T10:00:00.123Z"),
  url,
  credential: "Demo",
});

describe("a stored retrieval read back", () => {
  it("is the record and provenance a live answer would give", () => {
    const text = JSON.stringify(findDemoRecord(demoRegcodes.amber));
    expect(snapshotResult(snapshot(text))).toEqual({
      record: legalEntitySchema.parse(JSON.parse(text)),
      drift: [],
      retrievedAt: "2026-11-23T10:00:00.123Z",
      path: `/service/api/v1/legal-entities/${demoRegcodes.amber}`,
      url,
      sha256: "ab".repeat(32),
      body: text,
    });
  });

  it("is a clear internal error when the stored bytes no longer read as a record", () => {
    expect(() => snapshotResult(snapshot("{not json"))).toThrow(
      "The stored copy of this record can no longer be read.",
    );
    expect(() => snapshotResult(snapshot("[]"))).toThrow("The stored copy of this record can no longer be read.");
  });
});
