import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { auditActor } from "@/lib/domain/audit/audit-actor";
import { listAuditEvents } from "@/lib/domain/audit/list-audit-events";
import type { Viewer } from "@/lib/domain/viewer/viewer";
import { db } from "@/lib/platform/db/db";
import { demoCredentials } from "@/dev/demo-registry/credentials";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { redactPersonalDetails, type PersonalDetailsAccess } from "@/lib/domain/access/redact-personal-details";
import { storeRetrieval } from "@/lib/domain/evidence/store-retrieval";
import { parseRegcode } from "@/lib/registry/regcode/parse-regcode";
import { changesForViewer } from "./changes-for-viewer";

beforeAll(async () => {
  vi.stubEnv("DATABASE_URL", "");
  vi.stubEnv("DATA_DIR", mkdtempSync(path.join(tmpdir(), "changes-for-viewer-test-")));
  // Personal details for the viewer without a stated purpose: the one thing left differing is the credential.
  vi.stubEnv("REQUIRE_PURPOSE", "0");
  await db();
}, 60_000); // creating and migrating the embedded database takes seconds on a busy machine
afterAll(() => vi.unstubAllEnvs());

const AMBER = parseRegcode(demoRegcodes.amber);
const viewer: Viewer = {
  userId: "u1",
  sessionId: "s1",
  email: "p@example.test",
  name: "P",
  roles: ["analyst", "personal-data"],
};
const answer = (access: PersonalDetailsAccess, version: number) =>
  Buffer.from(JSON.stringify(redactPersonalDetails(findDemoRecord(AMBER, version), access)));
const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

it("audits a view of the changes with the register's changes alone, not the differences due to the credential", async () => {
  const kept = [
    { bytes: answer("full", 0), credential: demoCredentials.personal.name, at: "2026-11-20T09:00:00Z" },
    { bytes: answer("hidden", 1), credential: demoCredentials.standard.name, at: "2026-11-21T09:00:00Z" },
  ];
  for (const { bytes, credential, at } of kept) {
    await storeRetrieval(await db(), {
      regcode: AMBER,
      bytes,
      sha256: sha(bytes),
      retrievedAt: new Date(at),
      url: `http://127.0.0.1:4010/service/api/v1/legal-entities/${AMBER}`,
      credential,
      actor: null,
      reason: "profile",
    });
  }
  const comparison = await changesForViewer({
    regcode: AMBER,
    viewer,
    actor: auditActor(new Headers(), viewer),
    from: null,
    to: null,
    locale: "en",
  });
  expect(comparison).toMatchObject({
    kind: "compared",
    credentials: { from: demoCredentials.personal.name, to: demoCredentials.standard.name },
    credentialDifferences: 14,
  });
  const [event] = await listAuditEvents(await db(), { event: "changes-view" }, 1);
  expect(event.details).toEqual({ regcode: AMBER, from: sha(kept[0].bytes), to: sha(kept[1].bytes), changes: 4 });
});
