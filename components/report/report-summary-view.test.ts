import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { demoRecord } from "@/dev/testing/demo-records";
import { renderComplete } from "@/dev/testing/render-complete";
import { sampleDetermination } from "@/dev/testing/sample-determination";
import { withIntl } from "@/dev/testing/with-intl";
import { gateRecord } from "@/lib/domain/access/gate-record";
import { describeParty } from "@/lib/domain/profile/party";
import { SUMMARY_ROWS } from "@/lib/domain/report/report-summary";
import type { Locale } from "@/lib/platform/i18n/locales";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { ReportSummaryView } from "./report-summary-view";

// The demo's large entity: 2,000 officers (40 sitting) and 5,000 members, none holding 1%.
const large = demoRecord("large");
const retrieval = (record: LegalEntity) => ({
  record,
  drift: [],
  retrievedAt: "2026-01-01T00:00:00Z",
  path: `/legal-entities/${record.registration_number}`,
  url: `https://registry.example/legal-entities/${record.registration_number}`,
  sha256: "0".repeat(64),
  body: JSON.stringify(record),
});

async function render(
  options: { record?: LegalEntity; personalData?: boolean; minShare?: number; locale?: Locale } = {},
  ownership?: Parameters<typeof ReportSummaryView>[0]["ownership"],
) {
  const { record = large, personalData = true, minShare = 10, locale = "en" } = options;
  const roles = personalData ? (["analyst", "personal-data"] as const) : (["analyst"] as const);
  const result = gateRecord(retrieval(record), { roles: [...roles], requirePurpose: false, purposeStated: true });
  const html = await renderComplete(
    withIntl(
      createElement(ReportSummaryView, {
        result,
        identity: null,
        appVersion: "test",
        paper: "A4",
        demo: false,
        minShare,
        locale,
        ownership,
      }),
      locale,
    ),
  );
  // React separates adjacent text parts with comments; readers see the text joined.
  return html.replaceAll("<!-- -->", "");
}

const names = (entries: readonly Record<string, unknown>[]) =>
  entries.flatMap((e) => {
    const party = describeParty(e);
    return party.kind === "person" ? [party.name] : [];
  });

describe("the summary report of a record with thousands of rows", () => {
  it("stays short: capped lists, each saying how many it left out and where they are", async () => {
    const html = await render();
    expect(html.length).toBeLessThan(150_000);
    expect(html).toContain("Due-diligence report: summary");
    expect(html).toContain("40 current, 1,960 former");
    expect(html).toMatch(
      new RegExp(
        `data-left-out="${40 - SUMMARY_ROWS}"[^>]*>${40 - SUMMARY_ROWS} more current officers not listed here`,
      ),
    );
    expect(html).toContain("See the full report.");
    expect(html).toContain("No current member holds at least 10%.");
    expect(html).toContain("3,750 current members hold less than 10%: counted, not listed.");
    expect(html).toContain("1,250 former members: in the full report.");
    // Without a determination (a stored copy's report) the part says why rather than being left out.
    expect(html).toContain("the ownership determination reads today");
  });

  it("lists the members at or above a lower threshold, largest first, the rest counted", async () => {
    const html = await render({ minShare: 0.03 });
    expect(html).toContain("Members holding at least 0.03%");
    const section = html.slice(html.indexOf('id="members"'), html.indexOf('id="ownership"'));
    const percents = [...section.matchAll(/tabular-nums">([\d.]+)%/g)].map((m) => Number(m[1]));
    expect(percents).toHaveLength(SUMMARY_ROWS);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expect(Math.min(...percents)).toBeGreaterThanOrEqual(0.03);
    expect(section).toMatch(/data-left-out="\d+"[^>]*>[\d,]+ more members holding at least 0\.03% not listed here/);
    expect(section).toMatch(/[\d,]+ current members hold less than 0\.03%: counted, not listed/);
  });

  it("prints the current officers with their positions and rights of representation", async () => {
    const html = await render();
    const current = large.Officers.filter((o) => o.resigned_on === null);
    const shown = names(current.slice(0, SUMMARY_ROWS));
    for (const name of shown) expect(html).toContain(name);
    // A name can recur among thousands of people: only those not also among the first are left out.
    const cut = names(current.slice(SUMMARY_ROWS)).filter((name) => !shown.includes(name));
    expect(cut.length).toBeGreaterThan(0);
    for (const name of cut) expect(html).not.toContain(name);
    expect(html.match(/<tr [^>]*data-row="">/g)).toHaveLength(SUMMARY_ROWS);
    expect(html).toContain("Board member");
    expect(html).toMatch(/Jointly with at least 2/i);
  });

  it("withholds every person from a viewer without personal-data, saying why once on the cover", async () => {
    const html = await render({ personalData: false });
    for (const name of names([...large.Officers, ...large.Members].slice(0, 500))) expect(html).not.toContain(name);
    expect(html).toContain("data-withheld");
    expect(html).toContain("Your account is not permitted to see personal details");
    // The counts stand: withholding hides who, not how many.
    expect(html).toContain("40 current, 1,960 former");
  });

  it("names the determination's beneficial owners and sanctioned holders, and the findings lead to their sections", async () => {
    const html = await render({}, { state: "ready", determination: sampleDetermination() });
    expect(html).toContain("Anna Bērziņa");
    expect(html).toContain("Nordic Holdings AB");
    expect(html).toContain("On owners, through the ownership structure");
    // In the summary: its own section; elsewhere: the full report's.
    expect(html).toMatch(/href="#ownership"/);
    expect(html).toMatch(/href="\/entities\/\d{11}\/report#special-statuses"[^>]*data-href-shown=""/);
  });

  it("speaks Latvian", async () => {
    const html = await render({ locale: "lv" });
    expect(html).toContain("Izpētes pārskats: kopsavilkums");
    expect(html).toContain("Pašreizējās amatpersonas");
    expect(html).not.toContain("Current officers");
  });
});
