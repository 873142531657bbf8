import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { recordBytesOf, recordExport } from "./record-export";

describe("JSON export", () => {
  // Deliberately unusual formatting: the export must keep the bytes, not re-serialise them.
  const body = '{ "registration_number":"40003520003",\n  "legal_name": "SIA \\"Austrumu Tranzīts Demo\\"" }';
  const sha256 = createHash("sha256").update(body).digest("hex");
  const text = recordExport({
    retrieval: {
      retrievedAt: "2026-11-22T10:00:00.000Z",
      path: "/service/api/v1/legal-entities/40003520003",
      url: "http://127.0.0.1:4010/service/api/v1/legal-entities/40003520003",
      sha256,
      body,
    },
    credentialName: "Demo — standard access",
    appVersion: "0.1.0",
  });

  it("is valid JSON carrying the retrieval metadata and the record", () => {
    const parsed = JSON.parse(text);
    expect(parsed.retrieval).toMatchObject({ sha256, credential_name: "Demo — standard access", app_version: "0.1.0" });
    expect(parsed.retrieval.request_url).toBe("http://127.0.0.1:4010/service/api/v1/legal-entities/40003520003");
    expect(parsed.record.legal_name).toBe('SIA "Austrumu Tranzīts Demo"');
  });

  it("holds the record's exact bytes, so their hash equals the stated one", () => {
    const bytes = recordBytesOf(text);
    expect(bytes).toBe(body);
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(JSON.parse(text).retrieval.sha256);
  });
});
