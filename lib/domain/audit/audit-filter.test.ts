import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/platform/errors/app-error";
import { parseAuditFilter } from "./audit-filter";

const parse = (query: string) => parseAuditFilter(new URLSearchParams(query));

function rejection(query: string): string {
  try {
    parse(query);
  } catch (error) {
    if (error instanceof AppError && error.code === "bad_request") return error.message;
    throw error;
  }
  throw new Error(`expected ${query} to be refused`);
}

describe("parseAuditFilter", () => {
  it("reads every field, a date `to` covering its whole day", () => {
    expect(parse("user=Ieva@Example.lv&regcode=40003000001&event=lookup&from=2026-11-01&to=2026-11-23")).toEqual({
      user: "Ieva@Example.lv",
      regcode: "40003000001",
      event: "lookup",
      from: new Date("2026-11-01T00:00:00Z"),
      to: new Date("2026-11-24T00:00:00Z"),
    });
  });

  it("takes exact times as given and treats empty fields as absent", () => {
    expect(parse("user=&regcode=&event=&from=2026-11-23T10:00:00Z&to=2026-11-23T12:30:00%2B02:00")).toEqual({
      from: new Date("2026-11-23T10:00:00Z"),
      to: new Date("2026-11-23T10:30:00Z"),
    });
  });

  it("refuses bad input with a message naming the field", () => {
    expect(rejection("regcode=4000300000")).toBe("regcode must be an 11-digit registration number");
    expect(rejection("event=delete")).toBe(
      "event must be one of: sign-in, sign-in-failed, sign-out, lookup, personal-details-view, report-view, changes-view, ownership-determination, export, user-added, roles-changed, account-disabled, retention-checkpoint, watchlist-add, watchlist-remove, watchlist-create, watchlist-rename, watchlist-depth, watchlist-delete, alert-acknowledged, audit-chain-keyed, batch-create, batch-cancel, batch-retry, batch-share, watchlist-share, watchlist-import, watchlist-check-all, password-changed, sessions-revoked, token-created, token-revoked, second-factor-enrolled, second-factor-disabled, recovery-code-used, recovery-codes-renewed, second-factor-reset, second-factor-requirement-changed, sso-sign-in, sso-sign-in-refused, sso-roles-changed, case-opened, case-started, case-note-added, case-note-edited, case-assigned, case-submitted, case-approved, case-approval-refused, case-rejected, case-returned, case-risk-overridden, case-evidence-refreshed, case-reported-to-register, case-report-kept",
    );
    expect(rejection("from=yesterday")).toBe(
      "from must be a date (2026-11-23) or a date and time (2026-11-23T14:00:00Z)",
    );
    expect(rejection("to=2026-02-30")).toBe("to is not a real date");
    expect(rejection("from=2026-11-23&to=2026-11-22")).toBe("from must be before to");
  });
});
