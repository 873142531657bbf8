import { describe, expect, it } from "vitest";
import { auditPageFailure } from "./audit-page-failure";

const auditor = { roles: ["auditor"] };
const query = (text: string) => new URLSearchParams(text);

describe("auditPageFailure", () => {
  it("is a 400 naming the field for a reader's bad filter", () => {
    const failure = auditPageFailure("/audit", query("regcode=123"), auditor);
    expect(failure?.status).toBe(400);
    expect(failure?.message).toBe("regcode must be an 11-digit registration number");
  });

  it("is nothing for a good filter, another page, or someone who may not read the trail", () => {
    expect(auditPageFailure("/audit", query("regcode=40003520003&event=lookup"), auditor)).toBeUndefined();
    expect(auditPageFailure("/credential", query("regcode=123"), auditor)).toBeUndefined();
    expect(auditPageFailure("/audit", query("regcode=123"), { roles: ["analyst"] })).toBeUndefined();
    expect(auditPageFailure("/audit", query("regcode=123"), null)).toBeUndefined();
  });
});
