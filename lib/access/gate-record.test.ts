import { describe, expect, it } from "vitest";
import { countWithheld } from "@/lib/profile/count-entries";
import { demoRecord } from "@/lib/testing/demo-records";
import type { LegalEntityResult } from "@/lib/registry/registry-client";
import { gateRecord, PURPOSE_REASON, ROLE_REASON, viewerAnswerBytes } from "./gate-record";

function retrieval(): LegalEntityResult {
  const record = demoRecord("amber");
  return {
    record,
    drift: [],
    body: JSON.stringify(record),
    sha256: "ab".repeat(32),
    retrievedAt: "2026-11-23T10:00:00.000Z",
    path: "/x",
    url: "http://registry/x",
  };
}

const names = (text: string) => [...text.matchAll(/"forename":"([^"]+)"/g)].map((m) => m[1]);

describe("gateRecord", () => {
  it("lets a personal-data viewer with a stated purpose see what the registry sent", () => {
    const original = retrieval();
    const gated = gateRecord(original, {
      roles: ["analyst", "personal-data"],
      requirePurpose: true,
      purposeStated: true,
    });
    expect(gated).toEqual({ ...original, redaction: null });
    expect(names(gated.body).length).toBeGreaterThan(0);
  });

  it("withholds every person's identifying details from a viewer without personal-data, keeping the registry hash", () => {
    const original = retrieval();
    const gated = gateRecord(original, { roles: ["analyst"], requirePurpose: false, purposeStated: true });
    expect(gated.redaction).toBe(ROLE_REASON);
    expect(gated.sha256).toBe(original.sha256);
    expect(names(gated.body)).toEqual([]);
    expect(countWithheld(gated.record).total).toBe(countWithheld(demoRecord("amber", "masked")).total);
    expect(countWithheld(gated.record).total).toBeGreaterThan(0);
  });

  it("withholds them from a personal-data viewer until a purpose is stated, when purposes are required", () => {
    const gated = gateRecord(retrieval(), { roles: ["personal-data"], requirePurpose: true, purposeStated: false });
    expect(gated.redaction).toBe(PURPOSE_REASON);
    expect(names(gated.body)).toEqual([]);
    const unrequired = gateRecord(retrieval(), {
      roles: ["personal-data"],
      requirePurpose: false,
      purposeStated: false,
    });
    expect(unrequired.redaction).toBeNull();
  });
});

describe("viewerAnswerBytes", () => {
  const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

  it("answers a viewer who may see everything with the registry's exact bytes, however often asked", () => {
    const original = retrieval();
    const gated = gateRecord(original, { roles: ["personal-data"], requirePurpose: false, purposeStated: false });
    expect(text(viewerAnswerBytes(gated))).toBe(original.body);
    expect(text(viewerAnswerBytes(gated))).toBe(original.body);
  });

  it("answers each withholding reason with its own note naming the registry's hash, for one cached record", () => {
    const original = retrieval();
    const byRole = gateRecord(original, { roles: ["analyst"], requirePurpose: false, purposeStated: false });
    const byPurpose = gateRecord(original, { roles: ["personal-data"], requirePurpose: true, purposeStated: false });
    const shown = gateRecord(original, { roles: ["personal-data"], requirePurpose: false, purposeStated: false });
    expect(byRole.record).toBe(byPurpose.record);
    for (const [gated, reason] of [
      [byRole, ROLE_REASON],
      [byPurpose, PURPOSE_REASON],
    ] as const) {
      const answer = JSON.parse(text(viewerAnswerBytes(gated)));
      expect(answer.personal_details_withheld).toEqual({ reason, registry_sha256: original.sha256 });
      expect(names(JSON.stringify(answer))).toEqual([]);
    }
    expect(text(viewerAnswerBytes(shown))).toBe(original.body);
  });
});
