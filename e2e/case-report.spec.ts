import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { type APIRequestContext, type APIResponse, expect, request as requests, test } from "@playwright/test";
import { demoRegcodes } from "../dev/demo-registry/dataset";
import { startAppUnderTest, type AppUnderTest } from "../dev/testing/app-under-test";
import { caseManifestSchema } from "../lib/domain/cases/case-manifest";
import { discrepancyPackageSchema } from "../lib/domain/cases/discrepancy-package";
import type { CaseView } from "../lib/domain/cases/case-types";
import { DEMO_ACCOUNTS } from "../lib/edge/auth/demo-accounts";

// A case from opening to its approved report, PDF and manifest, on an app of its own: its data folder is
// then checked with `npm run case:verify`, which needs the folder to itself once the app is stopped.
test.describe.configure({ mode: "serial" });

const AMBER = demoRegcodes.amber;
const ANALYST = DEMO_ACCOUNTS.find((account) => account.email === "analyst@demo.registry-lens.test")!;
const APPROVER = { email: "approver@demo.registry-lens.test", password: "demo-approver-pass" };

let app: AppUnderTest;
let analyst: APIRequestContext;
let approver: APIRequestContext;
let caseId: number;
let view: CaseView;
let keptPdf: string;
let manifestFile: string;

const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

/** An API client signed in as this account on the app under test (its cookies kept, writes from the app's origin). */
async function signedIn(account: { email: string; password: string }): Promise<APIRequestContext> {
  const context = await requests.newContext({ baseURL: app.url, extraHTTPHeaders: { origin: app.url } });
  const response = await context.post("/api/auth/sign-in/email", { data: account });
  expect(response.status(), `${account.email}: ${await response.text()}`).toBe(200);
  return context;
}

async function ok(response: APIResponse, status = 200): Promise<APIResponse> {
  expect(response.status(), `${response.url()}: ${await response.text().catch(() => "")}`).toBe(status);
  return response;
}

/** pdftotext's text with all whitespace dropped: a 64-digit hash may be broken across lines on paper. */
function pdfText(bytes: Buffer, file: string): string {
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-raw", "-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\s+/g, "");
}

function verify(file: string): { code: number; out: string } {
  try {
    const out = execFileSync(process.execPath, ["--import", "tsx", "scripts/case-verify.ts", file], {
      env: { ...process.env, DATA_DIR: app.dataDir, DATABASE_URL: "" },
      encoding: "utf8",
    });
    return { code: 0, out };
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    return { code: failed.status, out: failed.stdout };
  }
}

/** The server writes HTML in ASCII: letters outside it arrive as character references. */
const asText = (html: string) =>
  html.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)));

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // One approval whatever the risk level the demo entity's record gives.
  app = await startAppUnderTest({ env: { CASE_HIGH_RISK_APPROVERS: "1" } });
  analyst = await signedIn(ANALYST);
  approver = await signedIn(APPROVER);
});
test.afterAll(async () => {
  await analyst?.dispose();
  await approver?.dispose();
  await app?.stop();
});

test("an approved case's report states the decision, the approver and every pinned SHA-256", async () => {
  test.setTimeout(180_000);
  const opened = await ok(
    await analyst.post("/api/cases", {
      data: { regcode: AMBER, kind: "onboarding", purpose: "Onboarding of Amber as a customer" },
    }),
    201,
  );
  caseId = (await opened.json()).id;
  await ok(
    await analyst.post(`/api/cases/${caseId}/submit`, {
      data: { decision: "accept-with-conditions", conclusion: "Owners known; yearly statements required." },
    }),
  );
  await ok(await approver.post(`/api/cases/${caseId}/approve`));
  view = await (await ok(await analyst.get(`/api/cases/${caseId}`))).json();
  expect(view.state).toBe("approved");
  expect(view.evidence.length).toBeGreaterThan(0);

  const report = await ok(await analyst.get(`/api/cases/${caseId}/report`));
  expect(report.headers()["content-type"]).toBe("text/html; charset=utf-8");
  // The document loads the app's stylesheet under its own policy, and runs no script.
  expect(report.headers()["content-security-policy"]).toContain("style-src 'self' 'unsafe-inline'");
  expect(report.headers()["content-security-policy"]).not.toContain("script-src");
  const html = asText(await report.text());
  expect(html).toContain("Accept with conditions");
  expect(html).toContain(view.approvers[0].name);
  for (const { sha256: pinned } of view.evidence) expect(html).toContain(pinned);

  const latvian = asText(await (await ok(await analyst.get(`/api/cases/${caseId}/report?lang=lv`))).text());
  expect(latvian).toContain("Pieņemt ar nosacījumiem");
});

test("its PDF is printed on the server, and the first one after approval is kept with it", async ({}, testInfo) => {
  test.setTimeout(180_000);
  const response = await ok(await analyst.get(`/api/cases/${caseId}/report.pdf`));
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const bytes = await response.body();
  keptPdf = sha256(bytes);
  expect(response.headers()["x-report-sha256"]).toBe(keptPdf);
  expect(response.headers()["x-case-report-kept-sha256"]).toBe(keptPdf);
  const text = pdfText(bytes, testInfo.outputPath("case.pdf"));
  expect(text).toContain("Acceptwithconditions");
  expect(text).toContain(view.evidence[0].sha256);

  // A later print is a new file; the one kept stays the first.
  const again = await ok(await approver.get(`/api/cases/${caseId}/report.pdf`));
  expect(again.headers()["x-case-report-kept-sha256"]).toBe(keptPdf);
});

test("its manifest states the case, the kept PDF and every audit event of it", async ({}, testInfo) => {
  const response = await ok(await analyst.get(`/api/cases/${caseId}/manifest.json`));
  expect(response.headers()["content-disposition"]).toBe(`attachment; filename="case-${caseId}-manifest.json"`);
  const text = await response.text();
  const manifest = caseManifestSchema.parse(JSON.parse(text));
  expect(manifest.case).toMatchObject({ id: caseId, state: "approved", decision: "accept-with-conditions" });
  expect(manifest.case.approvers.map((a) => a.name)).toEqual([view.approvers[0].name]);
  expect(manifest.evidence.map((e) => e.sha256)).toEqual(view.evidence.map((e) => e.sha256));
  expect(manifest.reportPdfSha256).toBe(keptPdf);
  expect(manifest.auditEvents.map((e) => e.type)).toEqual(
    expect.arrayContaining(["case-opened", "case-submitted", "case-approved", "case-report-kept"]),
  );
  manifestFile = testInfo.outputPath("manifest.json");
  writeFileSync(manifestFile, text);
});

test("a case of another kind has no discrepancy package; a discrepancy case has one in either language", async ({}, testInfo) => {
  test.setTimeout(180_000);
  const refused = await analyst.get(`/api/cases/${caseId}/discrepancy.json`);
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error.message).toContain("is not a discrepancy case");

  const opened = await ok(
    await analyst.post("/api/cases", {
      data: { regcode: AMBER, kind: "discrepancy", purpose: "Register discrepancy of Amber" },
    }),
    201,
  );
  const discrepancyCase: number = (await opened.json()).id;
  const own: CaseView = await (await ok(await analyst.get(`/api/cases/${discrepancyCase}`))).json();
  const registerRecord = own.evidence.find((e) => e.depth === 0)!.sha256;
  for (const lang of ["lv", "en"] as const) {
    const json = await ok(await analyst.get(`/api/cases/${discrepancyCase}/discrepancy.json?lang=${lang}`));
    const pack = discrepancyPackageSchema.parse(await json.json());
    expect([pack.language, pack.entity.regcode, pack.registerRecord?.sha256]).toEqual([lang, AMBER, registerRecord]);
  }
  const pdf = await ok(await analyst.get(`/api/cases/${discrepancyCase}/discrepancy.pdf?lang=lv`));
  const text = pdfText(await pdf.body(), testInfo.outputPath("discrepancy-lv.pdf"));
  expect(text).toContain("Iestādesnoteiktiepatiesielabumaguvēji");
  expect(text).toContain(registerRecord);
});

test("case:verify passes the downloaded manifest, and names what was changed in a tampered one", async ({}, testInfo) => {
  await app.stopServer();
  const genuine = verify(manifestFile);
  expect(genuine.out).toMatch(/^audit events: ok: /m);
  expect(genuine.out).toMatch(/^pinned evidence: ok: /m);
  expect(genuine.out).toMatch(/^case: ok: /m);
  expect(genuine.out).toContain(`report PDF: ok: the PDF kept with the approval has the SHA-256 ${keptPdf}`);
  expect(genuine.code).toBe(0);

  const manifest = caseManifestSchema.parse(JSON.parse(readFileSync(manifestFile, "utf8")));
  const forged = "f".repeat(64);
  manifest.evidence[0].sha256 = forged;
  const tamperedFile = testInfo.outputPath("tampered.json");
  writeFileSync(tamperedFile, JSON.stringify(manifest));
  const tampered = verify(tamperedFile);
  expect(tampered.out).toContain(
    `pinned evidence: FAILED: no stored retrieval of ${manifest.evidence[0].regcode} has the SHA-256 ${forged}`,
  );
  expect(tampered.code).toBe(1);
});
