import { describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { AppError } from "@/lib/platform/errors/app-error";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { entityLayout } from "./entity-layout";
import type { LayoutRequest } from "./layout-request-query";

const large = legalEntitySchema.parse(findDemoRecord(demoRegcodes.large));
const opened = (open: Record<string, number>): LayoutRequest => ({ asOf: "", showFormer: true, open, expand: [] });

describe("entityLayout", () => {
  it("keeps each language's drawing apart in the layout cache", async () => {
    const record = legalEntitySchema.parse(findDemoRecord(demoRegcodes.chain[0]));
    const result = { record, sha256: "entity-layout-test", redaction: null };
    const request = { asOf: "", showFormer: true, open: {}, expand: [] };
    const bands = async (locale: "en" | "lv") =>
      (await entityLayout(result, request, [], locale)).bands.map((b) => b.label);
    expect(await bands("en")).toContain("Officers");
    expect(await bands("lv")).toContain("Amatpersonas");
    expect(await bands("en")).not.toContain("Amatpersonas");
  });

  it("answers views that differ only in groups the graph lacks or counts past a band's end from one drawing", async () => {
    const result = { record: large, sha256: "entity-layout-canonical", redaction: null };
    const plain = await entityLayout(result, opened({}), [], "en");
    expect(await entityLayout(result, opened({ "-7:officer": 40, "3:member": 5 }), [], "en")).toBe(plain);
    expect(await entityLayout(result, opened({ "1:officer": 12 }), [], "en")).toBe(plain);
    const whole = await entityLayout(result, opened({ "1:officer": large.Officers.length }), [], "en");
    expect(await entityLayout(result, opened({ "1:officer": large.Officers.length + 500 }), [], "en")).toBe(whole);
  }, 60_000);

  it("lays out one drawing per viewer at a time: a second waits, a third meanwhile is refused with 429", async () => {
    const result = { record: large, sha256: "entity-layout-turns", redaction: null };
    const settled = await Promise.allSettled([
      entityLayout(result, opened({ "-1:member": 20 }), [], "en", "viewer-1"),
      entityLayout(result, opened({ "-1:member": 30 }), [], "en", "viewer-1"),
      entityLayout(result, opened({ "-1:member": 40 }), [], "en", "viewer-1"),
      entityLayout(result, opened({ "-1:member": 50 }), [], "en", "viewer-2"),
    ]);
    expect(settled.map((s) => s.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
    const refused = (settled[2] as PromiseRejectedResult).reason;
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 429, message: expect.stringMatching(/still being laid out/) });
    // A cached drawing is never refused, and once the viewer's layouts ended they may start another.
    await expect(entityLayout(result, opened({ "-1:member": 20 }), [], "en", "viewer-1")).resolves.toBeDefined();
    const again = await entityLayout(result, opened({ "-1:member": 40 }), [], "en", "viewer-1");
    expect(again.nodes.length).toBeGreaterThan(40);
  }, 120_000);
});
