import { describe, expect, it } from "vitest";
import { type AlertFindings, alertSummary, storedAlertSummary } from "./alert-summary";

const grave: AlertFindings = {
  sanctionsAdded: true,
  statusTo: "IN_LIQUIDATION",
  majorityOwnerChanged: false,
  sections: [{ section: "sanctions", count: 2 }],
};
const quiet: AlertFindings = { sanctionsAdded: false, statusTo: null, majorityOwnerChanged: false, sections: [] };

describe("what an alert found, in words", () => {
  it("names the reasons first, then the sections changed, in English", () => {
    expect(alertSummary(grave, "en")).toBe(
      "Significant: sanctions added; status changed to In liquidation (IN_LIQUIDATION). Changed: Sanctions (2).",
    );
    expect(alertSummary(quiet, "en")).toBe("Changed: details outside the profile's sections.");
  });

  it("reads in Latvian for a Latvian reader, keeping the register's code", () => {
    expect(alertSummary(grave, "lv")).toBe(
      "Būtiski: pievienotas sankcijas; statuss mainīts uz Likvidācijas procesā (IN_LIQUIDATION). Izmaiņas: Sankcijas (2).",
    );
    expect(alertSummary(quiet, "lv")).toBe("Izmaiņas: dati ārpus profila sadaļām.");
  });

  it("words the stored findings for each reader, and keeps an older alert's English words as they are", () => {
    const stored = { summary: alertSummary(grave, "en"), findings: JSON.parse(JSON.stringify(grave)) };
    expect(storedAlertSummary(stored, "en")).toBe(alertSummary(grave, "en"));
    expect(storedAlertSummary(stored, "lv")).toBe(alertSummary(grave, "lv"));
    expect(storedAlertSummary({ summary: "Changed: Officers (1).", findings: null }, "lv")).toBe(
      "Changed: Officers (1).",
    );
  });
});
