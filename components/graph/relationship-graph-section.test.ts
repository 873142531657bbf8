import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { redactPersonalDetails } from "@/lib/domain/access/redact-personal-details";
import { withheldLabel } from "@/lib/domain/profile/withheld";
import type { Locale } from "@/lib/platform/i18n/locales";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { renderComplete } from "@/dev/testing/render-complete";
import { withIntl } from "@/dev/testing/with-intl";
import { QueryProvider } from "@/components/shared/query-provider";
import { RelationshipGraphSection } from "./relationship-graph-section";

const render = async (regcode: string, access: "full" | "hidden" = "full", locale: Locale = "en") => {
  const record = legalEntitySchema.parse(redactPersonalDetails(findDemoRecord(regcode), access));
  const section = await RelationshipGraphSection({
    result: { record, sha256: `${regcode}-${access}`, redaction: null, retrievedAt: "2026-01-01T00:00:00Z" },
    locale,
  });
  // React separates adjacent text parts with comments; readers see the text joined.
  // The profile mounts one query cache around its sections.
  const html = (await renderComplete(withIntl(createElement(QueryProvider, null, section), locale))).replaceAll(
    "<!-- -->",
    "",
  );
  return { record, html };
};
const occurrences = (html: string, text: string) => html.split(text).length - 1;

describe("RelationshipGraphSection", () => {
  it("renders the graph as SVG in the server HTML, under the Relationships heading", async () => {
    const { record, html } = await render(demoRegcodes.chain[0]);
    expect(html).toContain('id="relationships"');
    expect(html).toMatch(/<h2[^>]*>Relationships/);
    expect(html).toMatch(/<svg[^>]*width="(\d+(\.\d+)?)"[^>]*viewBox="0 0 \1 /);
    expect(html).toContain("60%");
    // The table view is built when it is opened: the server sends its summary, not its rows.
    expect(html).toMatch(/Table view \(\d+ relationships\)/);
    expect(html).not.toContain(`href="/entities/${demoRegcodes.chain[1]}"`);
    expect(occurrences(html, 'data-node-id="')).toBe(
      record.Members.length + record.Officers.length + record.BeneficialOwners.length + 1,
    );
  });

  it("marks sanctioned parties with text, not only colour, and flags sanctioned majority ownership", async () => {
    const { html } = await render(demoRegcodes.sanctioned);
    expect(html).toContain("⚠ SANCTIONED");
    expect(html).toContain("Sanctioned parties together hold 100%");
    // The record's own entity is read out as such, as its box says.
    expect(html).toContain('aria-label="SIA &quot;Austrumu Tranzīts Demo&quot;, This entity, sanctioned"');
  });

  it("speaks Latvian: heading, band names, badges and the sanctioned-majority verdict", async () => {
    const { html } = await render(demoRegcodes.sanctioned, "full", "lv");
    expect(html).toMatch(/<h2[^>]*>Saiknes/);
    expect(html).toContain("⚠ SANKCIJAS");
    expect(html).toContain("Sankciju subjektiem kopā tieši vai netieši pieder 100% šīs juridiskās personas");
    expect(html).toContain(">50% vai vairāk: piemēro 50% noteikumu</tspan>");
    expect(html).toContain(">Amatpersonas</tspan>");
    expect(html).not.toContain("Sanctioned parties");
    expect(html).not.toContain(">Officers</tspan>");
  });

  it("draws withheld persons as separate placeholder nodes", async () => {
    const { record, html } = await render(demoRegcodes.chain[0], "hidden");
    const people =
      record.Officers.length +
      record.BeneficialOwners.length +
      record.Members.filter((m) => !m.legal_entity_basic).length;
    expect(occurrences(html, `>${withheldLabel("en")}</text>`)).toBe(people);
    expect(html).toContain(`<em>${withheldLabel("en")}</em>`);
  });

  it("leaves the withheld entry out of the legend when everyone is named", async () => {
    const { html } = await render(demoRegcodes.chain[0], "full");
    expect(html).not.toContain(withheldLabel("en"));
  });

  it("sends the very large entity as a folded drawing whose group counts match the lists", async () => {
    const { record, html } = await render(demoRegcodes.large);
    expect(occurrences(html, 'data-node-id="')).toBeLessThanOrEqual(150);
    expect(html).toContain("Load the interactive graph");
    expect(html).toMatch(new RegExp(`>Officers</tspan><tspan[^>]*>\\(${record.Officers.length}\\)<`));
    expect(html).toMatch(
      new RegExp(`>Members \\(shareholders\\)</tspan><tspan[^>]*>\\(${record.Members.length} entries`),
    );
    expect(html.length).toBeLessThan(400_000);
  });

  it("lays out one page drawing per viewer at a time, like the layout API: a third meanwhile is answered busy", async () => {
    const record = legalEntitySchema.parse(findDemoRecord(demoRegcodes.chain[0]));
    const result = {
      record,
      sha256: "relationship-section-turns",
      redaction: null,
      retrievedAt: "2026-01-01T00:00:00Z",
    };
    // Each date is a view of its own, never cached: each one asks for a layout.
    const asOf = (day: string, viewer: string) =>
      RelationshipGraphSection({
        result,
        query: new URLSearchParams({ graph_as_of: `2020-01-${day}` }),
        locale: "en",
        viewer,
      }).then(async (section) =>
        (await renderComplete(withIntl(createElement(QueryProvider, null, section), "en"))).replaceAll("<!-- -->", ""),
      );
    const pages = await Promise.all([
      asOf("01", "viewer-a"),
      asOf("02", "viewer-a"),
      asOf("03", "viewer-a"),
      asOf("04", "viewer-b"),
    ]);
    const undrawn = pages.map((html) => /data-graph-undrawn="(\w+)"/.exec(html)?.[1] ?? null);
    expect(undrawn).toEqual([null, null, "busy", null]);
    expect(pages[2]).toContain("the server is busy laying out other drawings");
    expect(pages[2]).toMatch(/<h2[^>]*>Relationships/);
    // Refused only for now: once the viewer's drawings are done, the same view is laid out.
    expect(await asOf("03", "viewer-a")).not.toContain("data-graph-undrawn");
  }, 120_000);
});
