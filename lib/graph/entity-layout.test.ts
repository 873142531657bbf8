import { describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/lib/demo-registry/dataset";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { entityLayout } from "./entity-layout";

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
});
