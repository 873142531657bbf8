import { createElement } from "react";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/platform/i18n/locales";
import { demoRecord } from "@/dev/testing/demo-records";
import { renderComplete } from "@/dev/testing/render-complete";
import { withIntl } from "@/dev/testing/with-intl";
import { ProfileView } from "./profile-view";

const record = demoRecord("sanctioned", "hidden");
const result = {
  record,
  drift: [],
  redaction: null,
  retrievedAt: "2026-01-01T00:00:00Z",
  path: `/legal-entities/${record.registration_number}`,
  url: `https://registry.example/legal-entities/${record.registration_number}`,
  sha256: "0".repeat(64),
  body: JSON.stringify(record),
};
/** The credential without the personal-details scope, which is why persons are withheld here. */
const identity = {
  credential_id: "c",
  owner_id: "o",
  api_key: "ak_x",
  name: "Standard",
  scopes: ["legal-entities:read"],
};

/** The profile's HTML once every part is in (its sections come after the header). */
const profile = async (locale: Locale) =>
  (
    await renderComplete(
      withIntl(
        createElement(ProfileView, { result, identity, limit: 100, views: { timeline: createElement("p") }, locale }),
        locale,
      ),
    )
  ).replaceAll("<!-- -->", "");

const heading = (html: string, text: string, level = 2) => new RegExp(`<h${level}[^>]*>${text}</h${level}>`).test(html);

describe("the profile in each language", () => {
  it("heads its sections and words the withheld persons in English", async () => {
    const html = await profile("en");
    for (const text of ["Officers", "Members", "Sanctions"]) {
      expect(heading(html, text), text).toBe(true);
    }
    // The overview comes first: the key findings are one of its columns, beside who controls and owns the entity.
    for (const text of ["What it is", "Key findings", "Who controls it", "Who owns and benefits"]) {
      expect(heading(html, text, 3), text).toBe(true);
    }
    expect(html.indexOf('id="overview"')).toBeLessThan(html.indexOf('id="officers"'));
    // Its withheld officer says so, briefly; the reason is in the officers' section.
    expect(html).toMatch(/data-withheld-brief=""[^>]*>Personal details withheld<span class="sr-only">: The credential/);
    // Sections with nothing in them are named once, not drawn as headings over nothing.
    expect(heading(html, "Beneficial owners")).toBe(false);
    expect(html).toMatch(
      /data-empty-sections="">Sections with no entries: [^<]*Beneficial owners[^<]*Arbitration court/,
    );
    expect(html).not.toContain("Record ids");
    expect(html).toContain(">History</a>");
    // The reason once above each table with withheld persons; its rows' reasons are hidden by the note's marker.
    const reason = "The credential in use does not have the personal-details scope";
    expect(html).toContain(
      `data-withheld-noted=""><p class="text-sm text-amber-950" data-withheld-reason="">Personal details withheld: ${reason}.`,
    );
    expect(html).toContain("Sanctions risk: High");
    expect(html).toContain("Board member");
    expect(html).toMatch(/Retrieved <time[^>]*>[^<]+<\/time> from <code>\/legal-entities\//);
  });

  it("heads its sections and words the withheld persons in Latvian", async () => {
    const html = await profile("lv");
    for (const text of ["Amatpersonas", "Dalībnieki", "Sankcijas"]) {
      expect(heading(html, text), text).toBe(true);
    }
    for (const text of [
      "Kas tas ir",
      "Galvenie konstatējumi",
      "Kas to pārvalda",
      "Kam tas pieder un kas gūst labumu",
    ]) {
      expect(heading(html, text, 3), text).toBe(true);
    }
    expect(html).toMatch(/data-empty-sections="">Sadaļas bez ierakstiem: [^<]*Patiesie labuma guvēji/);
    expect(html).toContain(">Vēsture</a>");
    expect(html).toContain("Personas dati nav izpausti");
    expect(html).toContain('data-withheld-reason="">Personas dati nav izpausti: ');
    expect(html).toContain("Izmantotajiem piekļuves datiem nav personas datu tvēruma");
    expect(html).toContain("Sankciju risks: Augsts");
    expect(html).toContain("Valdes loceklis");
    expect(html).toMatch(/Izgūts <time[^>]*>[^<]+<\/time> no <code>/);
    expect(html).not.toContain("Personal details withheld");
  });
});
