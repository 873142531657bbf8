import { describe, expect, it } from "vitest";
import { alertSummary } from "@/lib/features/alerts/alert-summary";
import { recordChanges } from "@/lib/domain/changes/record-changes";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { assessChanges } from "./alert-severity";

const version = (regcode: string, n: number) => legalEntitySchema.parse(findDemoRecord(regcode, n));

function assess(regcode: string, from: number, to: number) {
  const [before, after] = [version(regcode, from), version(regcode, to)];
  const { severity, findings } = assessChanges(before, after, recordChanges(before, after, "en"));
  return { severity, summary: alertSummary(findings, "en"), findings };
}

describe("how grave a change is", () => {
  it("is high when someone comes to hold 50% or more (a share raised from 40% to 65%)", () => {
    const { severity, summary, findings } = assess(demoRegcodes.amber, 0, 1);
    expect({ severity, summary }).toEqual({
      severity: "high",
      summary: "Significant: a 50% or larger owner changed. Changed: Officers (1), Members (2), Various notices (1).",
    });
    expect(alertSummary(findings, "lv")).toMatch(
      /^Būtiski: mainījies īpašnieks ar 50% vai lielāku daļu\. Izmaiņas: Amatpersonas \(1\), Dalībnieki \(2\), .+ \(1\)\.$/,
    );
  });

  it("is high when sanctions are added, on the entity or on a related person, naming no one", () => {
    const { severity, summary } = assess(demoRegcodes.amber, 1, 2);
    expect(severity).toBe("high");
    expect(summary).toMatch(/^Significant: sanctions added\. Changed: .*Sanctions \(\d+\)/);
    expect(summary).not.toContain("Eglītis");
  });

  it("is low for a new name and address", () => {
    expect(assess(demoRegcodes.amber, 2, 3).severity).toBe("low");
  });

  it("is high when the status moves to liquidation", () => {
    const { severity, summary } = assess(demoRegcodes.amber, 3, 4);
    expect(severity).toBe("high");
    expect(summary).toMatch(/^Significant: status changed to In liquidation \(IN_LIQUIDATION\)\. Changed: /);
  });

  it("is medium when officers change and nothing graver does (a sanction lifted, a board member resigning)", () => {
    expect(assess(demoRegcodes.sanctioned, 0, 1).severity).toBe("medium");
  });
});
