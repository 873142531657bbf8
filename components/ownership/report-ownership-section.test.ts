import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SAMPLE_ALFA, SAMPLE_ALFA_SHA, SAMPLE_ROOT_SHA, sampleDetermination } from "@/dev/testing/sample-determination";
import type { OwnershipDetermination } from "@/lib/domain/ownership/ownership-types";
import type { Locale } from "@/lib/platform/i18n/locales";
import { type ReportOwnership, ReportOwnershipSection } from "./report-ownership-section";

// React separates adjacent text parts with comments; readers see the text joined.
const render = (determination: OwnershipDetermination, locale: Locale) =>
  renderOwnership({ state: "ready", determination }, locale);
const renderOwnership = (ownership: ReportOwnership, locale: Locale) =>
  renderToString(createElement(ReportOwnershipSection, { ownership, locale })).replaceAll("<!-- -->", "");

/** The text a reader sees, tags dropped. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&");

describe("the report's ownership section", () => {
  it("says why a report has no determination, instead of leaving the section out", () => {
    expect(text(renderOwnership({ state: "resolving", recordsRead: 7 }, "en"))).toContain(
      "still being resolved when this report was made (7 records read so far)",
    );
    expect(text(renderOwnership({ state: "failed", message: "The registry did not answer." }, "lv"))).toContain(
      "īpašumtiesības nevarēja noteikt: The registry did not answer.",
    );
  });

  it("prints at most fifty holders below the threshold and counts the rest, with the most any of them holds", () => {
    const d = sampleDetermination();
    const small = Array.from({ length: 70 }, (_, i) => ({
      kind: "person" as const,
      key: `holder-${i}`,
      name: `Holder ${String(i).padStart(2, "0")}`,
      regcode: null,
      effective: { min: 1 - i / 100, max: 1 - i / 100 },
      control: null,
      beneficialOwner: "no" as const,
      declared: false,
      paths: [],
    }));
    const html = text(
      render({ ...d, owners: [...d.owners.filter((o) => o.beneficialOwner !== "no"), ...small] }, "en"),
    );
    expect(html).toContain("Holder 49");
    expect(html).not.toContain("Holder 50");
    expect(html).toContain("20 more holders below the threshold, none holding more than 0.50%");
  });

  it("gives the determination's English detail of a mismatch in English only", () => {
    expect(text(render(sampleDetermination(), "en"))).toContain("Detail: 26.00%");
    expect(text(render(sampleDetermination(), "lv"))).not.toContain("Sīkāk:");
  });

  it("lists everyone who qualifies, and fifty of those who cannot be excluded, counting the rest", () => {
    const d = sampleDetermination();
    const open = Array.from({ length: 60 }, (_, i) => ({
      kind: "person" as const,
      key: `open-${i}`,
      name: `Open ${String(i).padStart(2, "0")}`,
      regcode: null,
      effective: { min: 0.01, max: 0.01 },
      control: null,
      beneficialOwner: "cannot-exclude" as const,
      declared: null,
      paths: [],
    }));
    const html = text(render({ ...d, owners: [...d.owners, ...open] }, "en"));
    expect(html).toContain("Anna Bērziņa");
    expect(html).toContain("Open 48");
    expect(html).not.toContain("Open 49");
    expect(html).toContain("11 more holders who cannot be excluded, none holding more than 0.01%");
  });

  it("prints no address after a stored retrieval's link: the records table names its SHA-256", () => {
    const links = render(sampleDetermination(), "en").match(/<a [^>]*\/snapshots\/[^>]*>/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toContain('data-href-shown=""');
  });

  it("prints five paths of an owner and counts the others, those the answer left out too", () => {
    const d = sampleDetermination();
    const anna = d.owners.find((o) => o.name === "Anna Bērziņa")!;
    const many = { ...anna, paths: Array.from({ length: 8 }, () => anna.paths[0]), morePaths: 4 };
    const html = text(render({ ...d, owners: d.owners.map((o) => (o === anna ? many : o)) }, "en"));
    expect(html.split("Anna Bērziņa → 70% → SIA Alfa").length - 1).toBe(5);
    expect(html).toContain("7 more paths");
  });

  it("states the determination, its rule and how it was computed", () => {
    const html = render(sampleDetermination(), "en");
    expect(html).toMatch(/<h2[^>]*>Ownership and control<\/h2>/);
    expect(text(html)).toContain("Threshold for a beneficial owner: more than 25%, the rule in force on 2026-12-02.");
    expect(text(html)).toContain("Incomplete: some chains stop before a natural person");
    expect(text(html)).toContain("the product of the shares along a path from them to this entity, added up");
    expect(text(html)).toContain(
      "A share circulating in a cross-holding loop is reported on its own; as it may belong to anyone above where it re-enters, their greatest share includes it.",
    );
    expect(text(html)).toContain("when their effective share is more than 25%");
  });

  it("lists the beneficial owners before those who cannot be excluded, everyone else after them", () => {
    const html = text(render(sampleDetermination(), "en"));
    const at = (s: string) => html.indexOf(s);
    expect(at("Anna Bērziņa")).toBeLessThan(at("Nordic Holdings AB"));
    expect(at("Jānis Ozols")).toBeLessThan(at("Nordic Holdings AB"));
    expect(at("Nordic Holdings AB")).toBeLessThan(at("Everyone else reached through the chains (2)"));
    expect(at("Everyone else reached through the chains (2)")).toBeLessThan(at("Līga Liepa"));
    expect(html).toContain("28.00%");
    expect(html).toContain("0.00–12.00%");
    expect(html).toContain("Control (decisive influence)");
    expect(html).toContain("cannot be excluded");
    expect(html).toContain("2 more paths");
  });

  it("links each entity on a path to the stored retrieval its figure was read from", () => {
    const html = render(sampleDetermination(), "en");
    expect(html).toContain(`href="/entities/${SAMPLE_ALFA}/snapshots/${SAMPLE_ALFA_SHA}"`);
    expect(text(html)).toContain("Anna Bērziņa → 70% → SIA Alfa → 40% → this entity");
  });

  it("says where chains stop and whether someone behind them could qualify", () => {
    const html = text(render(sampleDetermination(), "en"));
    expect(html).toContain("Foreign entityIt has no Latvian registration number");
    expect(html).toContain("Yes: someone behind it could qualify");
    expect(html).toContain("No: less than the threshold");
  });

  it("lists every record used with its whole SHA-256 and retrieval time", () => {
    const html = render(sampleDetermination(), "en");
    for (const sha of [SAMPLE_ROOT_SHA, SAMPLE_ALFA_SHA])
      expect(html).toContain(`<code class="break-all">${sha}</code>`);
    expect(html).toContain("2026-12-02 13:59:58 UTC");
    expect(html).not.toContain("<details");
  });

  it("words the findings against the register and the sanctions through ownership in Latvian", () => {
    const html = text(render(sampleDetermination(), "lv"));
    expect(html).toContain("Īpašumtiesības un kontrole");
    expect(html).toContain("Pēc aprēķina persona Jānis Ozols atbilst patiesā labuma guvēja kritērijiem");
    expect(html).toContain("Sankciju subjektiem kopā pieder 30,00% šīs juridiskās personas — mazāk par 50%");
    expect(html).toContain("Anna Bērziņa → 70% → SIA Alfa → 40% → šī juridiskā persona");
    expect(html).toContain("Metode");
  });

  it("names the senior managing officials, and why, when no one qualifies", () => {
    const nobody: OwnershipDetermination = {
      ...sampleDetermination(),
      complete: true,
      owners: [],
      unresolved: [],
      seniorManagingOfficials: [
        { name: "Ilze Kalna", position: "Valdes priekšsēdētāja" },
        { name: null, position: null, withheld: true },
      ],
      sanctions: { holders: [], aggregate: { min: 0, max: 0 }, restricted: false },
    };
    const html = text(render(nobody, "en"));
    expect(html).toContain("No natural person qualifies as beneficial owner.");
    expect(html).toContain("so its senior managing officials are named in their place");
    expect(html).toContain("Ilze KalnaValdes priekšsēdētāja");
    expect(html).toContain("Personal details withheldPosition not stated");
    expect(html).toContain("No party on a sanctions list was found");
    expect(html).not.toContain("Everyone else reached");
  });

  it("raises a sanctioned majority or control as an alert", () => {
    const restricted = sampleDetermination();
    restricted.sanctions = { ...restricted.sanctions, aggregate: { min: 50, max: 55 }, restricted: true };
    const html = render(restricted, "en");
    expect(html).toMatch(
      /role="alert"[^>]*>Sanctioned parties together hold 50.00–55.00% of this entity or control it/,
    );
  });
});
