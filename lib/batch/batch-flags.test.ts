import { describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/lib/demo-registry/dataset";
import { demoCredentials } from "@/lib/demo-registry/credentials";
import { personalDetailsAccess, redactPersonalDetails } from "@/lib/demo-registry/redact-personal-details";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { BATCH_FLAG_KEYS } from "./batch-flag-keys";
import { batchFlags } from "./batch-flags";

const at = Date.parse("2026-11-24T00:00:00Z");
const raised = (record: unknown) => {
  const flags = batchFlags(legalEntitySchema.parse(record), at);
  return BATCH_FLAG_KEYS.filter((key) => flags[key]);
};

describe("the flags of a screened entity", () => {
  it("raise exactly what each showcase entity holds", () => {
    expect(raised(findDemoRecord(demoRegcodes.sanctioned))).toEqual([
      "sanctionsEntity",
      "sanctionsDirect",
      "sanctionsIndirect",
      "sanctionedOwnership",
      "securingMeasures",
    ]);
    expect(raised(findDemoRecord(demoRegcodes.insolvent))).toEqual(["insolvencyOrLiquidation"]);
    expect(raised(findDemoRecord(demoRegcodes.suspended))).toEqual(["suspendedOrProhibited"]);
    expect(raised(findDemoRecord(demoRegcodes.excluded))).toEqual(["excluded"]);
    expect(raised(findDemoRecord(demoRegcodes.amber))).toEqual([]);
  });

  it("say when the registry withheld persons' details", () => {
    const access = personalDetailsAccess(demoCredentials.standard);
    expect(raised(redactPersonalDetails(findDemoRecord(demoRegcodes.amber), access))).toEqual(["withheldPersons"]);
  });

  it("count a sanction only while it is in force: once lifted, it no longer flags", () => {
    expect(raised(findDemoRecord(demoRegcodes.amber, 2))).toContain("sanctionsEntity");
    expect(raised(findDemoRecord(demoRegcodes.sanctioned, 1))).not.toContain("sanctionsEntity");
  });
});
