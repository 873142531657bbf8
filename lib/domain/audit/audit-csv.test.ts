import { describe, expect, it } from "vitest";
import { auditCsv } from "./audit-csv";
import type { AuditEventRow } from "./list-audit-events";

const row: AuditEventRow = {
  seq: 7,
  time: new Date("2026-11-23T10:00:00.123Z"),
  userId: "u1",
  userEmail: "ieva@example.lv",
  clientAddress: "192.0.2.10",
  userAgent: '=HYPERLINK("http://evil")',
  requestId: "req-1",
  eventType: "export",
  details: { regcode: "40003000001", file: "officers.csv", sha256: "ab" },
  prevHash: "0".repeat(64),
  hash: "f".repeat(64),
};

describe("auditCsv", () => {
  it("writes a BOM, a header, one line per event with the number in its own column, and defuses formulas", () => {
    expect(auditCsv([row], "en")).toBe(
      "\uFEFFseq,time,user_email,user_id,client_address,user_agent,request_id,event,regcode,details,prev_hash,hash\r\n" +
        `7,2026-11-23T10:00:00.123Z,ieva@example.lv,u1,192.0.2.10,"'=HYPERLINK(""http://evil"")",req-1,export,40003000001,` +
        `"{""regcode"":""40003000001"",""file"":""officers.csv"",""sha256"":""ab""}",${"0".repeat(64)},${"f".repeat(64)}\r\n`,
    );
  });

  it("names the columns in Latvian for a Latvian reader, leaving the cells as they are", () => {
    const [header, line] = auditCsv([row], "lv").split("\r\n");
    expect(header).toBe(
      "\uFEFFNr.,Laiks (UTC),Lietotāja e-pasts,Lietotāja ID,Klienta adrese,Pārlūkprogramma (User-Agent),Pieprasījuma ID," +
        "Notikums,Reģistrācijas numurs,Sīkāka informācija,Iepriekšējā jaucējvērtība,Jaucējvērtība",
    );
    expect(line).toMatch(/^7,2026-11-23T10:00:00\.123Z,ieva@example\.lv,u1,.*,export,40003000001,/);
  });
});
