import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { relationshipDrawing } from "@/components/graph/relationship-graph-section";
import { PRINT_MAX_CHARS } from "@/lib/domain/report/cut-long-values";
import { peopleRecord } from "@/dev/bench/people-record";
import { demoRecord } from "@/dev/testing/demo-records";
import { renderComplete } from "@/dev/testing/render-complete";
import { withIntl } from "@/dev/testing/with-intl";
import { sampleDetermination } from "@/dev/testing/sample-determination";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { ReportView } from "./report-view";

const plain = demoRecord("sanctioned", "hidden");
const street = "x".repeat(300_000);
const record = { ...plain, Address: plain.Address && { ...plain.Address, street, address_complete: street } };
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

describe("the report of a record with a value of hundreds of kB", () => {
  it("prints the value cut with a note saying how much was left out, and lets long words wrap", async () => {
    expect(plain.Address).not.toBeNull();
    const html = await renderComplete(
      withIntl(
        createElement(ReportView, {
          result,
          identity: null,
          appVersion: "test",
          paper: "A4",
          demo: false,
          locale: "en",
          drawing: await relationshipDrawing(result, { locale: "en" }),
        }),
        "en",
      ),
    );
    const runs = html.match(/x{200,}/g) ?? [];
    expect(runs.length).toBeGreaterThan(0);
    expect(Math.max(...runs.map((run) => run.length))).toBe(PRINT_MAX_CHARS);
    expect(html).toMatch(/299,?000 more characters not printed: the whole value is in the record/);
    expect(html.length).toBeLessThan(200_000);
    expect(html).toContain("main { overflow-wrap: anywhere; }");
  });
});

describe("the report's ownership section", () => {
  const report = async (determination?: ReturnType<typeof sampleDetermination>) =>
    renderComplete(
      withIntl(
        createElement(ReportView, {
          result: { ...result, record: plain, body: JSON.stringify(plain) },
          identity: null,
          appVersion: "test",
          paper: "A4",
          demo: false,
          locale: "en",
          drawing: await relationshipDrawing({ ...result, record: plain }, { locale: "en" }),
          ownership: determination && { state: "ready" as const, determination },
        }),
        "en",
      ),
    );

  it("comes first after the cover when a determination is given, and is absent otherwise", async () => {
    const html = await report(sampleDetermination());
    expect(html).toMatch(/<h2[^>]*>Ownership and control<\/h2>/);
    expect(html.indexOf('id="ownership"')).toBeLessThan(html.indexOf('id="identity"'));
    expect(html).toContain("Jānis Ozols");
    expect(await report()).not.toContain('id="ownership"');
  });

  it("puts the determination's mismatches with the register among the cover's key findings", async () => {
    const html = await report(sampleDetermination());
    expect(html).toMatch(/data-finding="ownership-mismatch"[^>]*>.*Beneficial owners differ from the register/s);
    expect(await report()).not.toContain('data-finding="ownership-mismatch"');
  });
});

describe("the report of a record of a thousand people", () => {
  const ROWS = 1_000;
  const { record: raw, names } = peopleRecord(ROWS);
  const record = legalEntitySchema.parse(raw);
  const people = {
    ...result,
    record,
    body: JSON.stringify(raw),
    path: `/legal-entities/${record.registration_number}`,
  };
  const render = async () =>
    renderComplete(
      withIntl(
        createElement(ReportView, {
          result: people,
          identity: null,
          appVersion: "test",
          paper: "A4",
          demo: false,
          locale: "en",
          drawing: await relationshipDrawing(people, { locale: "en" }),
        }),
        "en",
      ),
    );
  let rendered: Promise<string> | undefined;
  const report = () => (rendered ??= render());

  // Officers and members with their personal details, the history of each: about 1.99 kB a row before.
  it("stays within 1 kB of HTML a people row, and names every person", async () => {
    const html = await report();
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(ROWS * 1_000);
    const missing = names.filter((name) => !html.includes(name));
    expect(missing).toEqual([]);
  });

  it("says under each row what a reader can use: the row's id, no nested ids, times or empty values", async () => {
    const html = await report();
    const lines = [...html.matchAll(/<td colSpan="\d+" data-other-fields="">(.*?)<\/td>/g)].map((m) => m[1] ?? "");
    expect(lines).toHaveLength(ROWS);
    const [officer] = record.Officers;
    expect(lines[0]).toMatch(/^Id: \d+ · Registered on: \d{4}-\d\d-\d\d · Person details: Forename: /);
    expect(lines[0]).not.toContain(String(officer?.natural_person?.id));
    for (const line of lines) {
      expect(line).toMatch(/^Id: \d+ · /);
      expect(line).toContain("Countries: LV ·");
      expect(line).not.toMatch(/Created at|Updated at|Last modified at|—|<!-- -->|<ol|<dl|Name: /);
    }
  });
});
