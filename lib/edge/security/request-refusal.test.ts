import { describe, expect, it } from "vitest";
import { requestRefusal } from "./request-refusal";
import { parseSecurityConfig } from "@/lib/platform/config/security-config";

const open = parseSecurityConfig({});

describe("requestRefusal", () => {
  it("refuses another site's navigation to a report PDF by the request's own address", () => {
    const headers = new Headers({
      host: "localhost:3000",
      "sec-fetch-site": "cross-site",
      "sec-fetch-mode": "navigate",
    });
    const pdf = { method: "GET", headers, url: "http://localhost:3000/entities/40003001008/report.pdf" };
    expect(requestRefusal(pdf, false, open)?.code).toBe("cross_site");
    expect(requestRefusal({ ...pdf, url: "http://localhost:3000/entities/40003001008" }, false, open)).toBeUndefined();
  });
});
