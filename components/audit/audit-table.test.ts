import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/platform/i18n/locales";
import type { AuditEventRow } from "@/lib/domain/audit/list-audit-events";
import { withIntl } from "@/dev/testing/with-intl";
import { AuditTable } from "./audit-table";

const row = (seq: number, eventType: string): AuditEventRow => ({
  seq,
  time: new Date("2026-11-23T10:00:00.123Z"),
  userId: "u1",
  userEmail: "ieva@example.lv",
  clientAddress: "192.0.2.10",
  userAgent: null,
  requestId: "req-1",
  eventType,
  details: { regcode: "40003510005", sha256: "ab" },
  prevHash: "0".repeat(64),
  hash: "f".repeat(64),
});

const render = (locale: Locale, rows = [row(2, "personal-details-view"), row(1, "future-kind")]) =>
  renderToString(withIntl(createElement(AuditTable, { rows, caption: "c" }), locale));

const lookup: AuditEventRow = {
  ...row(3, "lookup"),
  details: { regcode: "40003999999", reason: "batch", sha256: null, batchId: 1, outcome: "not_found", later: "x" },
};

describe("AuditTable", () => {
  it("names columns and events in English, and shows an event type it does not know as stored", () => {
    const html = render("en");
    expect(html).toContain(">Time</th>");
    expect(html).toContain(">Personal details viewed</td>");
    expect(html).toContain(">future-kind</td>");
  });

  it("names them in Latvian for a Latvian reader, keeping the evidence as it is", () => {
    const html = render("lv");
    expect(html).toContain(">Laiks</th>");
    expect(html).toContain(">Skatīti personas dati</td>");
    expect(html).toContain('dateTime="2026-11-23T10:00:00.123Z"');
    expect(html).toContain("ieva@example.lv");
  });

  it("names each detail in the reader's language with its stored key, the value as stored and an empty one as a dash", () => {
    // React's text separators aside, as the browser shows it.
    const shown = (locale: Locale) => render(locale, [lookup]).replaceAll("<!-- -->", "");
    const en = shown("en");
    expect(en).toContain('<span title="reason">Reason</span>: <span title="batch">Batch check</span>');
    expect(en).toContain('<span title="sha256">Record SHA-256</span>: —');
    expect(en).toContain('<span title="batchId">Batch</span>: 1');
    expect(en).toContain('<span title="later">later</span>: x');
    expect(en).not.toContain("null");
    const lv = shown("lv");
    expect(lv).toContain('<span title="reason">Iemesls</span>: <span title="batch">Masveida pārbaude</span>');
    // An error code is evidence: shown as stored.
    expect(lv).toContain("not_found");
  });

  it("words the values a Latvian reader would otherwise see in English", () => {
    const rows: AuditEventRow[] = [
      {
        ...row(4, "lookup"),
        details: { regcode: "40003510005", reason: "profile", source: "cache", outcome: "ok", complete: true },
      },
    ];
    const lv = render("lv", rows).replaceAll("<!-- -->", "");
    expect(lv).toContain('<span title="profile">Profils</span>');
    expect(lv).toContain('<span title="cache">Kešatmiņa</span>');
    expect(lv).toContain('<span title="ok">Sekmīgi</span>');
    expect(lv).toContain('<span title="true">Jā</span>');
    expect(lv).not.toMatch(/>(profile|cache|ok|true)</);
  });
});
