import { beforeAll, expect, it, vi } from "vitest";
import { caseFixture } from "@/dev/testing/case-fixture";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { sampleDetermination } from "@/dev/testing/sample-determination";
import { caseManifestSchema } from "@/lib/domain/cases/case-manifest";
import { discrepancyPackageSchema } from "@/lib/domain/cases/discrepancy-package";

const { factory } = await vi.hoisted(async () => (await import("@/dev/testing/captured-logger")).capturedLogger());
vi.mock("@/lib/platform/log/logger", factory);
const { current, dbFactory, sessionFactory, signIn } = await vi.hoisted(async () =>
  (await import("@/dev/testing/route-session")).routeSession(),
);
vi.mock("@/lib/platform/db/db", dbFactory);
// The browser session apiGate resolves: whoever the test signs in as.
vi.mock("@/lib/edge/auth/resolve-session", sessionFactory);

const report = await import("./report/route");
const manifest = await import("./manifest.json/route");
const discrepancyJson = await import("./discrepancy.json/route");
const discrepancyHtml = await import("./discrepancy/route");

const ORIGIN = "http://app";

/** The sample determination with its persons' hops marked as persons, as the resolver marks them. */
function withPersonHops() {
  const determination = sampleDetermination();
  const persons = new Set(determination.owners.filter((o) => o.kind === "person").map((o) => o.name));
  for (const owner of determination.owners)
    owner.paths = owner.paths.map((path) =>
      path.map((hop) => (hop.regcode === null && persons.has(hop.name) ? { ...hop, kind: "person" as const } : hop)),
    );
  return determination;
}

forEachDatabase("a case's documents through their routes", (database) => {
  const get = (
    handler: (request: Request, ctx: { params: Promise<{ id: string }> }) => Promise<Response>,
    id: number,
    path: string,
  ) =>
    handler(new Request(`${ORIGIN}/api/cases/${id}/${path}`, { headers: { host: "app", cookie: "session=1" } }), {
      params: Promise.resolve({ id: String(id) }),
    });

  beforeAll(() => {
    current.db = database();
  });

  it("answers the report as an HTML document that may load the app's stylesheet, and no script", async () => {
    const { id, evidence } = await caseFixture(database(), { determination: withPersonHops() });
    await signIn(["auditor"], "Reader");
    const response = await get(report.GET, id, "report?lang=lv");
    expect([response.status, response.headers.get("content-type"), response.headers.get("content-language")]).toEqual([
      200,
      "text/html; charset=utf-8",
      "lv",
    ]);
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="lv">/);
    expect(html).toContain("Pieņemt");
    for (const { sha256 } of evidence) expect(html).toContain(sha256);
    // An auditor has no personal-data role: the determination's persons are withheld from them.
    expect(html).not.toContain("Jānis Ozols");
    expect((await get(report.GET, id, "report?lang=de")).status).toBe(400);
  });

  it("answers the manifest as a download that parses with its schema", async () => {
    const { id } = await caseFixture(database());
    await signIn(["analyst"], "Reader");
    const response = await get(manifest.GET, id, "manifest.json");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="case-${id}-manifest.json"`);
    expect(caseManifestSchema.parse(await response.json()).case).toMatchObject({ id, state: "approved" });
  });

  it("answers a discrepancy package in the language asked, and 409 for a case of another kind", async () => {
    const onboarding = await caseFixture(database());
    const discrepancy = await caseFixture(database(), { kind: "discrepancy", determination: sampleDetermination() });
    await signIn(["analyst", "personal-data"], "Reader");
    const refused = await get(discrepancyJson.GET, onboarding.id, "discrepancy.json");
    expect([refused.status, (await refused.json()).error.message]).toEqual([
      409,
      `Case ${onboarding.id} is not a discrepancy case: only a discrepancy case has a package for the register and is reported to it.`,
    ]);
    expect((await get(discrepancyHtml.GET, onboarding.id, "discrepancy")).status).toBe(409);
    const lv = discrepancyPackageSchema.parse(
      await (await get(discrepancyJson.GET, discrepancy.id, "discrepancy.json?lang=lv")).json(),
    );
    expect([lv.language, lv.mismatches[0].kind, lv.mismatches[0].name]).toEqual(["lv", "undeclared", "Jānis Ozols"]);
    const html = await (await get(discrepancyHtml.GET, discrepancy.id, "discrepancy?lang=en")).text();
    expect(html).toContain("Qualifying but not declared");
  });
});
