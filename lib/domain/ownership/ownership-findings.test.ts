import { describe, expect, it } from "vitest";
import { sampleDetermination } from "@/dev/testing/sample-determination";
import type { OwnershipDetermination } from "./ownership-types";
import { ownershipFindings } from "./ownership-findings";

const keys = (d: OwnershipDetermination) => ownershipFindings(d).map((f) => f.key);

describe("ownershipFindings", () => {
  it("counts mismatches with the register, but not a declaration withheld from the viewer", () => {
    const d = sampleDetermination();
    const withheld = { ...d, discrepancies: [{ kind: "withheld" as const, name: null, detail: "withheld" }] };
    expect(keys(withheld)).not.toContain("ownership-mismatch");
    const two = {
      ...d,
      discrepancies: [
        { kind: "undeclared" as const, name: "A", detail: "a" },
        { kind: "declared-unreachable" as const, name: "B", detail: "b" },
        { kind: "withheld" as const, name: null, detail: "c" },
        { kind: "cannot-check" as const, name: "C", detail: "behind a foreign parent" },
      ],
    };
    expect(ownershipFindings(two).find((f) => f.key === "ownership-mismatch")).toMatchObject({
      count: 2,
      tone: "danger",
      anchor: "ownership",
    });
  });

  it("says when sanctioned owners restrict the entity and when nobody qualifies", () => {
    const d = sampleDetermination();
    const restricted = { ...d, sanctions: { ...d.sanctions, restricted: true } };
    expect(keys(restricted)[0]).toBe("ownership-restricted");
    const open = { ...d, sanctions: { ...d.sanctions, restricted: false, verdict: "cannot-exclude" as const } };
    expect(keys(open)[0]).toBe("ownership-sanctions-open");
    const nobody = { ...d, owners: d.owners.map((o) => ({ ...o, beneficialOwner: "no" as const })) };
    expect(keys(nobody)).toContain("ownership-not-established");
    expect(keys(nobody)).not.toContain("ownership-cannot-exclude");
  });

  it("counts owners who cannot be excluded and flags a complex structure", () => {
    const d = sampleDetermination();
    const open = d.owners.filter((o) => o.beneficialOwner === "cannot-exclude").length;
    const complex = { ...d, complexStructure: { complex: true, layers: 3, conditions: ["non-eu-entity", "nominee"] } };
    const found = ownershipFindings(complex);
    expect(open).toBeGreaterThan(0);
    expect(found.find((f) => f.key === "ownership-cannot-exclude")).toMatchObject({ count: open });
    expect(found.map((f) => f.key)).toContain("ownership-complex");
  });
});
