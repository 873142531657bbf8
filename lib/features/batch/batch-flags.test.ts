import { describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { demoCredentials } from "@/dev/demo-registry/credentials";
import { personalDetailsAccess, redactPersonalDetails } from "@/lib/domain/access/redact-personal-details";
import type { DriftIssue } from "@/lib/registry/client/repair-drift";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { BATCH_FLAG_KEYS } from "./batch-flag-keys";
import { batchFlags } from "./batch-flags";

const at = Date.parse("2026-11-24T00:00:00Z");
const raised = (record: unknown, drift: DriftIssue[] = []) => {
  const flags = batchFlags(legalEntitySchema.parse(record), at, drift);
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

  it("say when fields came in another form than declared, so the row's words are checked on the profile", () => {
    const drift = [{ path: "status", message: "Invalid input: expected string", receivedType: "object" }];
    expect(raised(findDemoRecord(demoRegcodes.insolvent), drift)).toEqual([
      "insolvencyOrLiquidation",
      "unexpectedForm",
    ]);
  });

  it("count a sanction only while it is in force: once lifted, it no longer flags", () => {
    expect(raised(findDemoRecord(demoRegcodes.amber, 2))).toContain("sanctionsEntity");
    expect(raised(findDemoRecord(demoRegcodes.sanctioned, 1))).not.toContain("sanctionsEntity");
  });
});
