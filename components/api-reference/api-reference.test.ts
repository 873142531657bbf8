import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withIntl } from "@/dev/testing/with-intl";
import { openApiDocument } from "@/lib/edge/openapi/openapi-document";
import type { Locale } from "@/lib/platform/i18n/locales";
import { ApiReference } from "./api-reference";
import type { ApiDocument } from "./openapi-shapes";

const render = (document: ApiDocument, locale: Locale = "en") =>
  renderToString(
    withIntl(createElement(ApiReference, { document, documentHref: "/api/openapi.json" }), locale) as ReactElement,
  ).replaceAll("<!-- -->", "");

/** The text a reader sees, tags dropped and spaces joined. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");

const app = openApiDocument() as ApiDocument;

describe("the API reference", () => {
  const html = render(app);

  it("shows every operation of the app's description, under its group, with who may call it", () => {
    const operations = Object.entries(app.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    const headings = [...html.matchAll(/<h3 id="operation-[^"]*-title"[^>]*>(.*?)<\/h3>/g)].map(([, inner]) =>
      text(inner).trim(),
    );
    expect(headings.sort()).toEqual(operations.sort());
    const ownership = html.slice(
      html.indexOf('id="operation-getOwnership"'),
      html.indexOf('id="operation-getOwnershipBods"'),
    );
    expect(text(ownership)).toContain("Who may call: Accounts with every one of these roles: analyst.");
    expect(text(ownership)).toMatch(/202 Still reading records: ask again/);
    expect(text(html.slice(html.indexOf('id="operation-ping"')))).toContain("Anyone, without signing in.");
  });

  it("lists each operation's errors with the one error body, and links every name to a part of the page", () => {
    const audit = html.slice(
      html.indexOf('id="operation-listAuditEvents"'),
      html.indexOf('id="operation-getAuditCsv"'),
    );
    expect(text(audit)).toContain("Every error answers with the same body: Error");
    expect(text(audit)).toMatch(
      /401 Error: unauthorized 403 Error: cross_site, forbidden, second_factor_enrolment_required 421/,
    );
    const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id));
    const targets = [...html.matchAll(/href="#([^"]+)"/g)].map(([, id]) => id);
    expect(targets.length).toBeGreaterThan(100);
    expect(targets.filter((id) => !ids.has(id))).toEqual([]);
  });

  it("draws a schema as a tree: required and nullable fields, values, items and named shapes", () => {
    const document: ApiDocument = {
      openapi: "3.1.0",
      info: { title: "T", version: "1" },
      paths: {
        "/things/{id}": {
          get: {
            operationId: "getThing",
            tags: ["Things"],
            parameters: [{ name: "id", in: "path", required: true, schema: { type: "string", pattern: "^\\d+$" } }],
            responses: {
              "200": {
                description: "The thing",
                content: {
                  "application/json": {
                    schema: {
                      type: "object",
                      properties: {
                        name: { type: ["string", "null"], description: "What it is called" },
                        kind: { type: "string", enum: ["big", "small"] },
                        size: { anyOf: [{ type: "string" }, { type: "number" }, { type: "null" }] },
                        code: { type: "string", description: "As `code` says" },
                        parts: { type: "array", items: { $ref: "#/components/schemas/Part" } },
                      },
                      required: ["kind"],
                      additionalProperties: false,
                    },
                  },
                },
              },
            },
          },
        },
      },
      components: { schemas: { Part: { type: "object", properties: { size: { type: "integer", minimum: 1 } } } } },
    };
    const html = render(document);
    const page = text(html);
    expect(page).toContain("size string | number or null");
    expect(html).toContain("As <code>code</code> says");
    expect(page).toContain("name string or null What it is called");
    expect(page).toContain('kind string required One of the values: "big" "small"');
    expect(page).toContain("parts Part [] No other fields.");
    expect(page).toContain("id path string Matches ^\\d+$ yes");
    expect(page).toContain("Part object size integer At least 1");
  });

  it("words its own parts in Latvian", () => {
    const page = text(render(app, "lv"));
    expect(page).toContain("Kas drīkst izsaukt: Konti, kuriem ir visas šīs lomas: analyst.");
    expect(page).toContain("Parametri");
    expect(page).toContain("Katra kļūda atbild ar vienu un to pašu saturu: Error");
  });
});
