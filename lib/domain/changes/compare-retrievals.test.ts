import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { gateRecord, ROLE_REASON } from "@/lib/domain/access/gate-record";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { demoCredentials } from "@/dev/demo-registry/credentials";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { redactPersonalDetails, type PersonalDetailsAccess } from "@/lib/domain/access/redact-personal-details";
import { storeRetrieval } from "@/lib/domain/evidence/store-retrieval";
import type { Locale } from "@/lib/platform/i18n/locales";
import { withheldLabel } from "@/lib/domain/profile/withheld";
import type { LegalEntityResult } from "@/lib/registry/client/registry-client";
import { compareRetrievals, type Gate } from "./compare-retrievals";

const AMBER = demoRegcodes.amber;
const bytesOf = (version: number) => Buffer.from(JSON.stringify(findDemoRecord(AMBER, version)));
const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const [V0, V1, V2] = [0, 1, 2].map((v) => sha(bytesOf(v)));
// What the registry answers a credential without the personal-details scope, and one with it.
const [STANDARD, PERSONAL] = [demoCredentials.standard.name, demoCredentials.personal.name];
const answer = (regcode: string, access: PersonalDetailsAccess, version = 0) =>
  Buffer.from(JSON.stringify(redactPersonalDetails(findDemoRecord(regcode, version), access)));
const asIs: Gate = async (result) => ({ ...result, redaction: null });
const analyst: Gate = async (result: LegalEntityResult) =>
  gateRecord(result, { roles: ["analyst"], requirePurpose: false, purposeStated: false });

forEachDatabase("comparing stored retrievals", (database) => {
  const keep = (regcode: string, bytes: Buffer, credential: string, at: string) =>
    storeRetrieval(database(), {
      regcode,
      bytes,
      sha256: sha(bytes),
      retrievedAt: new Date(at),
      url: `http://127.0.0.1:4010/service/api/v1/legal-entities/${regcode}`,
      credential,
      actor: null,
      reason: "profile",
    });
  const store = (regcode: string, version: number, at: string) => keep(regcode, bytesOf(version), "Demo", at);
  const compare = (query: { from?: string; to?: string }, gate = asIs, locale: Locale = "en", regcode = AMBER) =>
    compareRetrievals(database(), regcode, { from: query.from ?? null, to: query.to ?? null }, gate, locale);

  it("has nothing to compare until two retrievals differ", async () => {
    expect(await compare({})).toEqual({ kind: "nothing-to-compare", distinct: 0 });
    await store(AMBER, 0, "2026-11-01T09:00:00Z");
    await store(AMBER, 0, "2026-11-02T09:00:00Z");
    expect(await compare({})).toEqual({ kind: "nothing-to-compare", distinct: 1 });
  });

  it("compares the two latest distinct retrievals by default, or the two asked for", async () => {
    await store(AMBER, 1, "2026-11-03T09:00:00Z");
    await store(AMBER, 1, "2026-11-04T09:00:00Z");
    const latest = await compare({});
    // The old bytes as last received, the new as first received: when the change was seen.
    expect(latest.kind === "compared" && [latest.from, latest.to, latest.changes.length]).toEqual([
      { sha256: V0, retrievedAt: new Date("2026-11-02T09:00:00Z") },
      { sha256: V1, retrievedAt: new Date("2026-11-03T09:00:00Z") },
      4,
    ]);
    await store(AMBER, 2, "2026-11-05T09:00:00Z");
    const asked = await compare({ from: V0, to: V2.toUpperCase() });
    expect(asked.kind === "compared" && asked.changes.map((c) => c.kind)).toEqual([
      "changed",
      "added",
      "added",
      "added",
      "removed",
      "changed",
      "added",
    ]);
    const backwards = await compare({ from: V1, to: V0 });
    expect(backwards.kind === "compared" && backwards.changes[0].summary).toBe(
      "Officer gone: Marta Ozoliņa (Board member)",
    );
  });

  it("runs on the records as the viewer may see them", async () => {
    const gated = await compare({ from: V0, to: V1 }, analyst);
    expect(gated.kind === "compared" && gated.changes[0].summary).toBe(
      "Officer appointed: Personal details withheld (Board member)",
    );
    // Saying why, so the page can offer what would show them.
    expect(gated.kind === "compared" && gated.personalDetailsWithheld).toBe(ROLE_REASON);
    const asIsCompared = await compare({ from: V0, to: V1 });
    expect(asIsCompared.kind === "compared" && asIsCompared.personalDetailsWithheld).toBeNull();
    const latvian = await compare({ from: V0, to: V1 }, analyst, "lv");
    expect(latvian.kind === "compared" && latvian.changes[0].summary).toBe(
      `Iecelta amatpersona: ${withheldLabel("lv")} (Valdes loceklis)`,
    );
  });

  it("refuses a malformed hash (400) and one no retrieval of this number has (404)", async () => {
    await expect(compare({ from: "abc" })).rejects.toMatchObject({ status: 400 });
    await expect(compare({ to: `${V0}0` })).rejects.toMatchObject({ status: 400 });
    await expect(compare({ from: "0".repeat(64), to: V1 })).rejects.toMatchObject({ status: 404 });
    await store(demoRegcodes.sanctioned, 0, "2026-11-05T09:00:00Z");
    const other = sha(Buffer.from(JSON.stringify(findDemoRecord(demoRegcodes.sanctioned))));
    await expect(compare({ from: other, to: V1 })).rejects.toMatchObject({ status: 404 });
  });

  it("says when two retrievals of one record were made with different credentials, and lists no change", async () => {
    const authority = demoRegcodes.authority;
    const [withheld, shown] = [answer(authority, "hidden"), answer(authority, "full")];
    await keep(authority, withheld, STANDARD, "2026-11-06T09:00:00Z");
    await keep(authority, shown, PERSONAL, "2026-11-07T09:00:00Z");
    expect(await compare({}, asIs, "en", authority)).toEqual({
      kind: "compared",
      from: { sha256: sha(withheld), retrievedAt: new Date("2026-11-06T09:00:00Z") },
      to: { sha256: sha(shown), retrievedAt: new Date("2026-11-07T09:00:00Z") },
      name: findDemoRecord(authority)?.legal_name,
      changes: [],
      credentials: { from: STANDARD, to: PERSONAL },
      credentialDifferences: 3,
      personalDetailsWithheld: null,
    });
    // A viewer without the personal-data role sees the persons withheld in both: nothing differs for them.
    expect(await compare({}, analyst, "en", authority)).toMatchObject({
      changes: [],
      credentials: { from: STANDARD, to: PERSONAL },
      credentialDifferences: 0,
      personalDetailsWithheld: ROLE_REASON,
    });
  });

  it("still lists the register's changes between retrievals made with different credentials", async () => {
    const later = answer(AMBER, "hidden", 1);
    await keep(AMBER, later, STANDARD, "2026-11-08T09:00:00Z");
    const comparison = await compare({ from: V0, to: sha(later) });
    expect(comparison.kind === "compared" && comparison.changes.map((c) => c.summary)).toEqual([
      "Officer appointed: Personal details withheld (Board member)",
      "Member removed: Līga Liepiņa (25%)",
      "Share changed from 40% to 65%: Jānis Bērziņš",
      "Notice published: Change in the board registered",
    ]);
    expect(comparison).toMatchObject({ credentials: { from: "Demo", to: STANDARD }, credentialDifferences: 14 });
    expect(await compare({ from: V0, to: V1 })).toMatchObject({ credentials: null, credentialDifferences: 0 });
  });
});
