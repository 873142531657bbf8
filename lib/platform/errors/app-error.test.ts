import { describe, expect, it } from "vitest";
import { AppError, ERROR_STATUS, type ErrorCode, messageIn, retryCanHelp, toAppError } from "./app-error";

describe("retryCanHelp", () => {
  it("offers a retry for passing failures only, never where an administrator or other input must act", () => {
    const codes = Object.keys(ERROR_STATUS) as ErrorCode[];
    expect(codes.filter(retryCanHelp).sort()).toEqual([
      "busy",
      "database_unavailable",
      "internal",
      "rate_limited",
      "upstream_bad_response",
      "upstream_failure",
      "upstream_rate_limited",
      "upstream_timeout",
      "upstream_unavailable",
    ]);
  });
});

describe("toAppError", () => {
  it("answers 503 and says so when the database cannot be reached, however deep the cause", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const wrapped = new Error("Failed query: select 1", { cause: refused });
    const shutdown = Object.assign(new Error("terminating connection due to administrator command"), {
      code: "57P01",
    });
    for (const error of [refused, wrapped, shutdown, new Error("Connection terminated unexpectedly")]) {
      const appError = toAppError(error);
      expect(appError.code).toBe("database_unavailable");
      expect(appError.status).toBe(503);
      expect(appError.message).toMatch(/database cannot be reached/);
      expect(retryCanHelp(appError.code)).toBe(true);
    }
  });

  it("keeps anything else an internal error with a safe message", () => {
    const duplicate = Object.assign(new Error("duplicate key value"), { code: "23505" });
    expect(toAppError(duplicate)).toMatchObject({ code: "internal", status: 500 });
    expect(toAppError(duplicate).message).not.toContain("duplicate");
  });
});

describe("an AppError's message", () => {
  it("is English in `message` and worded in the viewer's language by messageIn", () => {
    const error = new AppError("not_found", { key: "notOnUsableWatchlist", values: { regcode: "40003032949" } });
    expect(error.message).toBe("40003032949 is not on a watchlist you can use.");
    expect(messageIn(error, "en")).toBe(error.message);
    expect(messageIn(error, "lv")).toBe("40003032949 nav nevienā jums pieejamā novērošanas sarakstā.");
  });

  it("joins several texts, each in the same language", () => {
    const error = new AppError("bad_request", [{ key: "auditRegcode" }, { key: "auditFromBeforeTo" }]);
    expect(error.message).toBe("regcode must be an 11-digit registration number; from must be before to");
    expect(messageIn(error, "lv")).toBe("regcode jābūt 11 ciparu reģistrācijas numuram; from jābūt pirms to");
  });

  it("words the safe fallbacks in Latvian too", () => {
    expect(messageIn(toAppError(new Error("boom")), "lv")).toMatch(/^Lietotnē radās kļūda/);
  });
});
