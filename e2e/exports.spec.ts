import { createServer, type Server } from "node:http";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { demoCredentials } from "../dev/demo-registry/credentials";
import { findDemoRecord } from "../dev/demo-registry/dataset";
import { recordBytesOf } from "../lib/domain/export/record-export";
import { legalEntitySchema, type LegalEntity } from "../lib/registry/schemas/legal-entity";
import { buildTimeline } from "../lib/domain/timeline/build-timeline";
import { startAppUnderTest } from "../dev/testing/app-under-test";

// Showcase numbers of the demo dataset (see dev/demo-registry/dataset/README.md).
const AMBER = "40003510005";
const SANCTIONED = "40003520003";
const WITHHELD = "Personal details withheld";

/** Minimal RFC 4180 reader: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ",") {
      row.push(cell);
      cell = "";
    } else if (!quoted && c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

interface Download {
  bytes: Buffer;
  rows: string[][];
}

async function download(
  request: APIRequestContext,
  url: string,
  regcode: string,
  file: string,
  headers: Record<string, string> = {},
): Promise<Download> {
  const response = await request.get(`${url}/api/legal-entities/${regcode}/export/${file}`, { headers });
  expect(response.status(), file).toBe(200);
  expect(response.headers()["content-disposition"]).toBe(`attachment; filename="${regcode}-${file}"`);
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  const bytes = await response.body();
  return { bytes, rows: file.endsWith(".csv") ? parseCsv(bytes.subarray(3).toString("utf8")) : [] };
}

async function exportedRecord(request: APIRequestContext, url: string, regcode: string): Promise<LegalEntity> {
  const { bytes } = await download(request, url, regcode, "record.json");
  return legalEntitySchema.parse(JSON.parse(recordBytesOf(bytes.toString("utf8"))));
}

const expectedRows = (record: LegalEntity) => ({
  "officers.csv": { first: "Id", count: record.Officers.length },
  "members.csv": { first: "Id", count: record.Members.length },
  "beneficial-owners.csv": { first: "Id", count: record.BeneficialOwners.length },
  "sanctions.csv": {
    first: "Scope",
    count: record.Sanctions
      ? record.Sanctions.legal_entity_sanctions.length +
        record.Sanctions.directly_related_sanctions.length +
        record.Sanctions.indirectly_related_sanctions.length
      : 0,
  },
  "timeline.csv": { first: "Date", count: buildTimeline(record, "en").length },
});

for (const regcode of [AMBER, SANCTIONED]) {
  test(`every CSV of ${regcode} downloads with a BOM, a header and one row per entry`, async ({ request, baseURL }) => {
    const record = await exportedRecord(request, baseURL!, regcode);
    for (const [file, { first, count }] of Object.entries(expectedRows(record))) {
      const { bytes, rows } = await download(request, baseURL!, regcode, file);
      expect([...bytes.subarray(0, 3)], file).toEqual([0xef, 0xbb, 0xbf]);
      expect(rows[0][0], file).toBe(first);
      expect(rows.length - 1, file).toBe(count);
      for (const row of rows) expect(row, file).toHaveLength(rows[0].length);
    }
  });
}

test("names withheld persons in the CSV and keeps diacritics", async ({ request, baseURL }) => {
  const { rows } = await download(request, baseURL!, AMBER, "officers.csv");
  const names = rows.slice(1).map((row) => row[rows[0].indexOf("Name")]);
  expect(names).toContain(WITHHELD);
  expect(names.every((name) => name !== "")).toBe(true);
  const timeline = await download(request, baseURL!, AMBER, "timeline.csv");
  expect(timeline.bytes.toString("utf8")).toMatch(/[āēīūčģķļņšž]/i);
});

test("answers an unknown export with 404", async ({ request }) => {
  expect((await request.get(`/api/legal-entities/${AMBER}/export/passwords.csv`)).status()).toBe(404);
});

test.describe("formula injection", () => {
  // A registry of our own whose record carries spreadsheet formulas in names and notes.
  const HOSTILE = ['=HYPERLINK("http://evil.example","x")', "+1+1", "-2+3", "@SUM(A1:A9)"];
  let registry: Server;
  let app: Awaited<ReturnType<typeof startAppUnderTest>>;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const record = structuredClone(findDemoRecord(AMBER)) as LegalEntity;
    record.Officers.slice(0, HOSTILE.length).forEach((officer, i) => {
      officer.natural_person = null;
      officer.legal_entity_basic_id = 9_000_000 + i;
      officer.legal_entity_basic = {
        id: 9_000_000 + i,
        created_at: "2020-01-01T00:00:00Z",
        updated_at: "2020-01-01T00:00:00Z",
        registration_number: null,
        external_object_number: null,
        foreign_registration_number: null,
        name: HOSTILE[i],
        address: null,
        country: null,
        links_id: null,
        links: null,
      };
      officer.note = HOSTILE[i];
    });
    const credential = demoCredentials.standard;
    const identity = { credential_id: crypto.randomUUID(), owner_id: crypto.randomUUID(), api_key: credential.apiKey };
    registry = createServer((req, res) => {
      const body = req.url?.endsWith("/identity")
        ? { ...identity, name: "Formula test", scopes: ["identity:read", "legal-entities:read"] }
        : record;
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => registry.listen(0, "127.0.0.1", resolve));
    const address = registry.address();
    const port = typeof address === "object" && address ? address.port : 0;
    app = await startAppUnderTest({ env: { REGISTRY_BASE_URL: `http://127.0.0.1:${port}` } });
  });

  test.afterAll(async () => {
    await app?.stop();
    await new Promise((resolve) => registry?.close(resolve));
  });

  test("defuses cells that a spreadsheet would run as formulas", async ({ request }) => {
    const { rows } = await download(request, app.url, AMBER, "officers.csv", app.headers);
    const header = rows[0];
    const hostileRows = rows.slice(1, 1 + HOSTILE.length);
    hostileRows.forEach((row, i) => {
      expect(row[header.indexOf("Name")]).toBe(`'${HOSTILE[i]}`);
      expect(row[header.indexOf("Registration number")]).toBe("");
    });
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@]/);
  });
});
