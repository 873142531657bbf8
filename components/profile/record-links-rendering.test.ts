import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ExternalLink } from "./external-link";
import { FieldValue } from "./field-value";
import { PartyCell } from "./party-cell";
import { ValueView } from "./value-view";
import { linksSchema, legalEntityBasicSchema } from "@/lib/registry/schemas/parties";
import { fieldSchema } from "@/lib/registry/schemas/field-kinds";
import { withIntl } from "@/dev/testing/with-intl";
import { findDemoRecord, demoRegcodes } from "@/dev/demo-registry/dataset";
import { parseLegalRecord } from "@/lib/registry/client/parse-legal-record";
import { renderComplete } from "@/dev/testing/render-complete";
import { ProfileView } from "./profile-view";
import { profileTestCtx } from "@/dev/testing/profile-test-ctx";

const ctx = profileTestCtx({ regcode: "40003001008", now: 0 });
const html = (element: React.ReactElement) => renderToString(withIntl(element)).replaceAll("<!-- -->", "");

describe("links from the record", () => {
  it("links a sanction source given as an https address", () => {
    expect(html(createElement(ExternalLink, { url: "https://www.sanctionsmap.eu/x", locale: "en" }))).toContain(
      'href="https://www.sanctionsmap.eu/x"',
    );
  });

  it.each(["javascript:alert(document.cookie)", "data:text/html,x", "//evil.example/", 42])(
    "shows the sanction source %j as text, never as a link",
    (url) => {
      const out = html(createElement(ExternalLink, { url, locale: "en" }));
      expect(out).not.toContain("<a");
      expect(out).toContain(String(url).replace("&", "&amp;"));
    },
  );

  it("shows a javascript: address in a field declared as a web address as text", () => {
    const schema = fieldSchema(linksSchema, "annual_reports");
    expect(html(createElement(ValueView, { value: "javascript:alert(1)", schema, ctx }))).not.toContain("href");
    expect(html(createElement(ValueView, { value: "https://x.example/", schema, ctx }))).toContain("href");
  });

  it("links a related entity's party cell only for an exact registration number", () => {
    const party = (registration_number: string) =>
      html(
        createElement(PartyCell, {
          entry: { natural_person: null, legal_entity_basic: { name: "Other SIA", registration_number } },
          ctx,
        }),
      );
    expect(party("40003001016")).toContain('href="/entities/40003001016"');
    expect(party("../../api/identity")).not.toContain("href");
    expect(party("4000300101")).not.toContain("href");
  });

  it("links a registration_number field only for an exact registration number", () => {
    const field = (registration_number: string) =>
      html(
        createElement(FieldValue, {
          parent: { registration_number },
          schema: legalEntityBasicSchema,
          name: "registration_number",
          ctx,
        }),
      );
    expect(field("40003001016")).toContain('href="/entities/40003001016"');
    expect(field("40003001016?x=1")).not.toContain("href");
  });

  // Registry text reordered by a bidi override: a link to ….exe would read as ….pdf.
  it("shows no bidi controls from the registry and links no address with a user before its host", async () => {
    const raw = structuredClone(findDemoRecord(demoRegcodes.sanctioned)) as Record<string, unknown>;
    const body = JSON.stringify(raw)
      .replace('"legal_name":"', '"legal_name":"\u202e')
      .replace("https://sanctions.demo.example/eu/2022-580", "https://sanctions.demo.example/eu/\u202efdp.exe")
      .replace("https://sanctions.demo.example/eu/entity/881", "https://sanctions.demo.example@evil.example/881");
    const { record } = parseLegalRecord(JSON.parse(body));
    const result = {
      record,
      drift: [],
      redaction: null,
      retrievedAt: "2026-01-01T00:00:00Z",
      path: `/legal-entities/${record.registration_number}`,
      url: `https://registry.example/legal-entities/${record.registration_number}`,
      sha256: "0".repeat(64),
      body,
    };
    const page = await renderComplete(
      withIntl(createElement(ProfileView, { result, identity: null, limit: 100, locale: "en" })),
    );
    expect(page).not.toMatch(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
    expect(page).toContain('href="https://sanctions.demo.example/eu/fdp.exe"');
    expect(page).not.toContain('href="https://sanctions.demo.example@evil.example');
    expect(page).toContain("https://sanctions.demo.example@evil.example/881");
  });
});
