import { createElement } from "react";
import { beforeAll, expect, it } from "vitest";
import { caseConfig, caseFixture } from "@/dev/testing/case-fixture";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { renderComplete } from "@/dev/testing/render-complete";
import { sampleDetermination } from "@/dev/testing/sample-determination";
import { withIntl } from "@/dev/testing/with-intl";
import { loadCaseDossier } from "@/lib/domain/cases/case-dossier";
import { discrepancyPackage } from "@/lib/domain/cases/discrepancy-package";
import { keepCaseReport } from "@/lib/domain/cases/keep-case-report";
import type { Database } from "@/lib/platform/db/database";
import type { Locale } from "@/lib/platform/i18n/locales";
import { CaseReportView } from "./case-report-view";
import { DiscrepancyReportView } from "./discrepancy-report-view";

/** The document's text as a reader sees it: tags out, entities and spaces as one. */
const textOf = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

forEachDatabase("a case's report", (database) => {
  let db: Database;
  beforeAll(() => {
    db = database();
  });

  async function report(locale: Locale, determination = sampleDetermination()) {
    const fixture = await caseFixture(db, { determination });
    await keepCaseReport(db, fixture.approver.actor, fixture.id, "ab".repeat(32));
    const dossier = await loadCaseDossier(db, fixture.id, caseConfig);
    const html = await renderComplete(
      withIntl(
        createElement(CaseReportView, {
          dossier,
          locale,
          generatedAt: new Date("2026-12-04T08:00:00.456Z"),
          demo: false,
        }),
        locale,
      ),
    );
    return { html, text: textOf(html), fixture };
  }

  it("states the decision, the risk, who prepared and approved it and when, and every pinned SHA-256", async () => {
    const { html, text, fixture } = await report("en");
    expect(text).toContain("Decision Accept");
    expect(text).toContain("Conclusion Known owners, no adverse findings.");
    expect(text).toContain("Risk level Low (2 points, risk model 2026-12-1)");
    expect(text).toContain("Prepared by Anna Analyst");
    // Times to the second, as evidence is written everywhere.
    expect(text).toContain("Approved by Artūrs Approver, 2026-12-03 10:00:00 UTC");
    expect(text).toContain("Generated 2026-12-04 08:00:00 UTC");
    expect(text).not.toMatch(/\d\d:\d\d:\d\d\.\d{3}/);
    expect(text).toContain(`PDF kept with the approval (SHA-256) ${"ab".repeat(32)}`);
    for (const { sha256 } of fixture.evidence) expect(html).toContain(`<code class="break-all">${sha256}</code>`);
    expect(text).toContain(`Complex structure 2 40003000001 · ${fixture.evidence[0].sha256} · section ownership`);
  });

  it("prints the pinned determination, the notes with earlier versions, and the history", async () => {
    const { html, text } = await report("en");
    expect(html).toMatch(/<h2[^>]*>Ownership and control<\/h2>/);
    expect(text).toContain("Jānis Ozols");
    expect(text).toContain("Owners checked against the register; one undeclared.");
    expect(text).toMatch(/Anna Analyst, 2026-12-02 15:00:00 UTC · edited/);
    expect(text).toContain(
      "Earlier versions Version 1, Anna Analyst, 2026-12-02 15:00:00 UTC Owners checked against the register.",
    );
    expect(text).toContain("Awaiting approval → Approved Artūrs Approver");
  });

  it("is worded in Latvian for a Latvian reader, the evidence unchanged", async () => {
    const { text, fixture } = await report("lv");
    expect(text).toContain("Lēmums Pieņemt");
    expect(text).toContain("Apstiprināja Artūrs Approver, 2026-12-03 10:00:00 UTC");
    expect(text).toContain(fixture.evidence[1].sha256);
  });

  it("prints a discrepancy package in either language with the mismatch explained", async () => {
    const fixture = await caseFixture(db, { kind: "discrepancy", determination: sampleDetermination() });
    const dossier = await loadCaseDossier(db, fixture.id, caseConfig);
    for (const [locale, words] of [
      ["en", "Qualifying but not declared"],
      ["lv", "Atbilst kritērijiem, bet nav norādīts"],
    ] as const) {
      const pack = discrepancyPackage(dossier.view, dossier.determination, locale, new Date("2026-12-04T08:00:00Z"));
      const text = textOf(await renderComplete(createElement(DiscrepancyReportView, { pack, demo: false })));
      expect(text).toContain(words);
      expect(text).toContain(fixture.evidence[0].sha256);
      expect(text).toContain("Jānis Ozols");
    }
  });
});
