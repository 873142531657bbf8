import { describe, expect, it } from "vitest";
import { determine, holds, n, riskOf, sha } from "@/dev/testing/ownership-effect-fixture";
import { ownershipEffect } from "@/lib/domain/ownership-effect/ownership-effect";
import { entity, person, record } from "@/lib/domain/ownership/ownership-fixtures";
import { alertChangesLink } from "./alert-changes-link";

const [ROOT, A, B] = [n(1), n(2), n(3)];
const root = record(ROOT, { name: "SIA “Liepa”", members: [holds(entity(A), 100)] });
const parent = (member: string) => record(A, { name: "SIA “Ozols”", members: [holds(person(member), 100)] });
const own = { regcode: ROOT, from: sha(root), to: sha(root) };

describe("where an alert points", () => {
  it("points at the entity's own changes when its record changed", () => {
    const link = alertChangesLink({ regcode: ROOT, from: "a".repeat(64), to: "b".repeat(64) }, null);
    expect(link).toMatchObject({ regcode: ROOT, from: "a".repeat(64), to: "b".repeat(64) });
    expect(link.path).toBe(`/entities/${ROOT}/changes?from=${"a".repeat(64)}&to=${"b".repeat(64)}`);
  });

  it("points at the record upstream that changed, not the entity's unchanged retrieval twice", () => {
    const [before, after] = [parent("Anna Liepa"), parent("Ivan Petrov")];
    const effect = ownershipEffect(determine([root, before]), determine([root, after]), riskOf(root));
    const link = alertChangesLink(own, effect);
    expect(link).toMatchObject({ regcode: A, from: sha(before), to: sha(after) });
    expect(link.path).toBe(`/entities/${A}/changes?from=${sha(before)}&to=${sha(after)}`);
  });

  it("points at the first retrieval of a record new to the structure", () => {
    const grand = record(B, { name: "AS “Kalns”", members: [holds(person("Ivan Petrov"), 100)] });
    const reparented = record(A, { name: "SIA “Ozols”", members: [holds(entity(B), 100)] });
    const effect = ownershipEffect(determine([root, reparented]), determine([root, reparented, grand]), riskOf(root));
    const link = alertChangesLink(own, effect);
    expect(link).toMatchObject({ regcode: B, from: null, to: sha(grand) });
    expect(link.path).toBe(`/entities/${B}/snapshots/${sha(grand)}`);
  });

  it("keeps the entity's own comparison when the effect names no changed record", () => {
    expect(alertChangesLink(own, null).path).toBe(`/entities/${ROOT}/changes?from=${own.from}&to=${own.to}`);
  });
});
