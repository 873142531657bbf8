import { describe, expect, it } from "vitest";
import { summarySearch } from "@/lib/domain/report/report-variant";
import { matchPagePath, type PageMatch, type PageName, pagePaths } from "./page-paths";

const regcode = "40003001008";
const sha = "a".repeat(64);

/** Every page, built and as the parser should read it back: a page added to the table must be added here. */
const BUILT: Record<PageName, [path: string, match: PageMatch][]> = {
  home: [[pagePaths.home(), { page: "home" }]],
  search: [[pagePaths.search(), { page: "search" }]],
  signIn: [[pagePaths.signIn(), { page: "signIn" }]],
  entity: [
    [pagePaths.entity(regcode), { page: "entity", regcode }],
    [pagePaths.entity(regcode, sha), { page: "entity", regcode, snapshot: sha }],
    [pagePaths.entity("12 3/4"), { page: "entity", regcode: "12 3/4" }],
  ],
  report: [
    [pagePaths.report(regcode), { page: "report", regcode }],
    [pagePaths.report(regcode, sha), { page: "report", regcode, snapshot: sha }],
  ],
  reportPdf: [
    [pagePaths.reportPdf(regcode), { page: "reportPdf", regcode }],
    [pagePaths.reportPdf(regcode, sha), { page: "reportPdf", regcode, snapshot: sha }],
  ],
  changes: [[pagePaths.changes(regcode), { page: "changes", regcode }]],
  retrievals: [[pagePaths.retrievals(regcode), { page: "retrievals", regcode }]],
  batches: [[pagePaths.batches(), { page: "batches" }]],
  newBatch: [[pagePaths.newBatch(), { page: "newBatch" }]],
  batch: [[pagePaths.batch(7), { page: "batch", id: "7" }]],
  batchReport: [[pagePaths.batchReport(7), { page: "batchReport", id: "7" }]],
  watchlists: [[pagePaths.watchlists(), { page: "watchlists" }]],
  alerts: [[pagePaths.alerts(), { page: "alerts" }]],
  cases: [[pagePaths.cases(), { page: "cases" }]],
  case: [[pagePaths.case(12), { page: "case", id: "12" }]],
  audit: [[pagePaths.audit(), { page: "audit" }]],
  credential: [[pagePaths.credential(), { page: "credential" }]],
  accountTokens: [[pagePaths.accountTokens(), { page: "accountTokens" }]],
  accountSecurity: [[pagePaths.accountSecurity(), { page: "accountSecurity" }]],
  apiReference: [[pagePaths.apiReference(), { page: "apiReference" }]],
  admin: [[pagePaths.admin(), { page: "admin" }]],
  adminUsers: [[pagePaths.adminUsers(), { page: "adminUsers" }]],
};

describe("pagePaths", () => {
  it("writes the addresses the app has always linked to", () => {
    expect(pagePaths.entity(regcode)).toBe(`/entities/${regcode}`);
    expect(pagePaths.entity(regcode, sha)).toBe(`/entities/${regcode}/snapshots/${sha}`);
    expect(pagePaths.report(regcode, sha)).toBe(`/entities/${regcode}/snapshots/${sha}/report`);
    expect(pagePaths.reportPdf(regcode)).toBe(`/entities/${regcode}/report.pdf`);
    expect(pagePaths.retrievals(regcode)).toBe(`/entities/${regcode}/retrievals`);
    expect(pagePaths.batchReport(7)).toBe("/batches/7/report");
    expect(pagePaths.signIn()).toBe("/sign-in");
  });

  it("reads a report's summary, asked for in its query, as the report page it is a variant of", () => {
    expect(matchPagePath(`${pagePaths.report(regcode)}${summarySearch(25)}`.split("?")[0]!)).toEqual({
      page: "report",
      regcode,
    });
    expect(`${pagePaths.reportPdf(regcode, sha)}${summarySearch()}`).toBe(
      `/entities/${regcode}/snapshots/${sha}/report.pdf?variant=summary&minShare=10`,
    );
  });

  it("asks the changes page for two retrievals only when both are given", () => {
    expect(pagePaths.changes(regcode, "f", "t")).toBe(`/entities/${regcode}/changes?from=f&to=t`);
    expect(pagePaths.changes(regcode, "f")).toBe(`/entities/${regcode}/changes`);
  });

  it("keeps a parameter in its own segment, whatever it holds", () => {
    expect(pagePaths.entity("12 3/4")).toBe("/entities/12%203%2F4");
  });
});

describe("matchPagePath", () => {
  it.each(Object.values(BUILT).flat())("reads %s back to the page and parameters it was built from", (path, match) => {
    expect(matchPagePath(path)).toEqual(match);
    if (path !== "/") expect(matchPagePath(`${path}/`)).toEqual(match);
  });

  it("takes any segment as a parameter: the page explains a malformed number or hash itself", () => {
    expect(matchPagePath("/entities/4000300100")).toEqual({ page: "entity", regcode: "4000300100" });
    expect(matchPagePath("/entities/report")).toEqual({ page: "entity", regcode: "report" });
    expect(matchPagePath(`/entities/${regcode}/snapshots/not%20a%20hash/report`)).toEqual({
      page: "report",
      regcode,
      snapshot: "not a hash",
    });
  });

  it("prefers the new-batch page to a batch called new, as the router does", () => {
    expect(matchPagePath("/batches/new")).toEqual({ page: "newBatch" });
    expect(matchPagePath("/batches/new/report")).toEqual({ page: "batchReport", id: "new" });
  });

  it.each([
    `/entities/${regcode}/report/x`,
    `/entities/${regcode}/graph`,
    `/entities/${regcode}/snapshots`,
    `/entities/${regcode}/snapshots/${sha}/changes`,
    `/entities/${regcode}/changes/x`,
    `/entities/${regcode}//`,
    "/entities",
    "/entities/",
    "/entities//report",
    "/reports/entities/1/report",
    `/api/legal-entities/${regcode}`,
    "/batches/7/results",
    "/sign-in-help",
    "/admin/users/1",
    "//",
    `/entities/${regcode}/report.pdfx`,
    `/entities/${regcode}/reportxpdf`,
  ])("opens no page at the look-alike %s", (path) => expect(matchPagePath(path)).toBeNull());

  it("opens no page at an address that does not decode", () => {
    expect(matchPagePath("/entities/%E0%A4%A")).toBeNull();
    expect(matchPagePath(`/entities/${regcode}/snapshots/%E0/report`)).toBeNull();
  });
});
