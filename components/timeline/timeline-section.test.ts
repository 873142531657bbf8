import { type ComponentProps, createElement } from "react";
import { describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import type { Locale } from "@/lib/platform/i18n/locales";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { renderComplete } from "@/dev/testing/render-complete";
import { withIntl } from "@/dev/testing/with-intl";
import { buildTimeline } from "@/lib/domain/timeline/build-timeline";
import { QueryProvider } from "@/components/shared/query-provider";
import { TimelineSection } from "./timeline-section";

type Options = Omit<ComponentProps<typeof TimelineSection>, "record" | "locale">;

const render = async (regcode: string, options: Options = {}, locale: Locale = "en") => {
  const record = legalEntitySchema.parse(findDemoRecord(regcode));
  // React separates adjacent text parts with comments; readers see the text joined.
  // The profile mounts one query cache around its sections.
  const section = createElement(TimelineSection, { record, locale, ...options });
  const html = (await renderComplete(withIntl(createElement(QueryProvider, null, section), locale))).replaceAll(
    "<!-- -->",
    "",
  );
  return { record, html };
};
const count = (html: string, text: string) => html.split(text).length - 1;

describe("TimelineSection", () => {
  it("lists events by year under the History heading, linking categories to their sections", async () => {
    const { record, html } = await render(demoRegcodes.amber);
    const events = buildTimeline(record, "en");
    expect(html).toContain('id="history"');
    expect(html).toMatch(/<h2[^>]*>History/);
    expect(html).toContain(`${events.length} dated events`);
    expect(html).toContain('href="#officers"');
    expect(html).toContain(
      `<h3 class="sticky top-0 bg-slate-50 py-1 font-semibold">${events[0].date.slice(0, 4)}</h3>`,
    );
    expect(html).toContain("Annulled");
  });

  it("sends one page of the very large history and points print to the report", async () => {
    const { record, html } = await render(demoRegcodes.large);
    const events = buildTimeline(record, "en");
    expect(count(html, "<li class=")).toBe(200);
    expect(html).toContain(`Show 200 more`);
    expect(html).not.toContain("<caption");
    expect(html).toContain(`${events.length} events — the complete history is in the printed report`);
    expect(html).toContain(`href="/entities/${demoRegcodes.large}/report"`);
    // The whole history would be megabytes; one page and the filter counts stay small.
    expect(html.length).toBeLessThan(200_000);
  });

  it("prints every event of the very large history when asked to (the report)", async () => {
    const { record, html } = await render(demoRegcodes.large, { printAll: true });
    const events = buildTimeline(record, "en");
    expect(html).toContain(`All ${events.length} events, newest first`);
    const printTable = html.slice(html.indexOf("<caption"));
    expect(count(printTable, "<tr>")).toBe(events.length);
    expect(html).not.toContain("the complete history is in the printed report");
  });

  it("renders the first page filtered by the page's history parameters", async () => {
    const query = new URLSearchParams({ history_category: "officers", history_from: "2010-01-01" });
    const { record, html } = await render(demoRegcodes.large, { query });
    const officers = buildTimeline(record, "en").filter((e) => e.category === "officers" && e.date >= "2010-01-01");
    expect(officers.length).toBeGreaterThan(200);
    expect(html).toContain(`Showing 200 of ${officers.length} matching events`);
    expect(count(html, 'href="#officers"')).toBe(200);
    expect(html).toMatch(/<input type="checkbox" checked=""[^>]*\/>Officers/);
    expect(html).toContain('value="2010-01-01"');
  });

  it("says so when the record has no dated events", async () => {
    const sparse = legalEntitySchema.parse(findDemoRecord(demoRegcodes.sparse));
    const record = { ...sparse, registered_on: null, registration_number_assigned_on: null, removed_on: null };
    const html = await renderComplete(withIntl(createElement(TimelineSection, { record, locale: "en" })));
    expect(html).toContain("The record holds no dated events.");
    expect(html).not.toContain("<ol");
  });

  it("speaks Latvian to a Latvian reader: heading, counts, categories, event titles and DD.MM.YYYY dates", async () => {
    const { record, html } = await render(demoRegcodes.amber, {}, "lv");
    const events = buildTimeline(record, "lv");
    expect(html).toMatch(/<h2[^>]*>Vēsture/);
    expect(html).not.toMatch(/<h2[^>]*>History/);
    expect(html).toMatch(new RegExp(`${events.length} datēt(u notikumu|s notikums|i notikumi)`));
    expect(html).toMatch(/<input type="checkbox"\/>Amatpersonas <span[^>]*>\(\d+\)<\/span>/);
    expect(html).toContain("Iecelšana amatā: ");
    expect(html).toContain("Anulēts");
    const [year, month, day] = events[0].date.split("-");
    // The machine-readable date stays ISO; the reader sees the Latvian form.
    expect(html).toContain(
      `<time dateTime="${events[0].date}" class="mr-2 font-mono tabular-nums">${day}.${month}.${year}</time>`,
    );
    expect(html).toContain(`Visi notikumi (${events.length}), jaunākie vispirms`);
    expect(html).toContain("<th>Datums</th>");
  });

  it("points Latvian print to the report and offers more events in Latvian", async () => {
    const { html } = await render(demoRegcodes.large, {}, "lv");
    expect(html).toContain("Rādīt vēl 200");
    expect(html).toContain("visa vēsture ir drukātajā pārskatā");
  });

  // The history words register codes as the sections do, and keeps each raw code on the event for quoting.
  it("keeps the raw register codes of an event's title on it", async () => {
    const codesOf = (html: string, title: string) => {
      const match = html.match(new RegExp(`<span[^>]*title="([^"]*)"[^>]*>${title}</span>`));
      return match?.[1].split(", ") ?? [];
    };
    const sanctioned = (await render(demoRegcodes.sanctioned)).html;
    expect(codesOf(sanctioned, "Entity sanctioned: EU · Russia territorial integrity")).toEqual([
      "RUSSIA_TERRITORIAL_INTEGRITY",
    ]);
    const church = (await render(demoRegcodes.church)).html;
    expect(codesOf(church, "Re-registered · Religious organisations register")).toEqual([
      "RELIGIOUS_ORGANISATIONS_REGISTER",
    ]);
    const amber = (await render(demoRegcodes.amber)).html;
    expect(codesOf(amber, "Legal form: SIA · Commercial register · Registration of a new company")).toEqual([
      "COMMERCIAL_REGISTER",
    ]);
    const excluded = (await render(demoRegcodes.excluded)).html;
    expect(codesOf(excluded, "Removed from the register · status Excluded")).toEqual(["EXCLUDED"]);
  });
});
