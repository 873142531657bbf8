import { describe, expect, it } from "vitest";
import { refuseRequest } from "./refuse-request";
import { parseSecurityConfig } from "@/lib/platform/config/security-config";

const open = parseSecurityConfig({});
const pinned = parseSecurityConfig({ ALLOWED_HOSTS: "lens.example.com, localhost:3000" });

describe("refuseRequest", () => {
  it("answers any host when ALLOWED_HOSTS is not set", () => {
    expect(refuseRequest(new Headers({ host: "attacker.example" }), false, open)).toBeUndefined();
  });

  it("refuses a host outside ALLOWED_HOSTS with 421, matching ports only where the entry names one", () => {
    const refused = refuseRequest(new Headers({ host: "attacker.example:3000" }), false, pinned);
    expect(refused?.status).toBe(421);
    expect(refused?.message).toContain('"attacker.example:3000"');
    expect(refuseRequest(new Headers({ host: "LENS.example.com:8443" }), false, pinned)).toBeUndefined();
    expect(refuseRequest(new Headers({ host: "localhost:3000" }), false, pinned)).toBeUndefined();
    expect(refuseRequest(new Headers({ host: "localhost:3001" }), false, pinned)?.code).toBe("host_not_allowed");
  });

  it("refuses cross-site API calls with 403 but lets pages and same-site calls through", () => {
    const crossSite = new Headers({ host: "localhost:3000", "sec-fetch-site": "cross-site" });
    expect(refuseRequest(crossSite, true, open)?.status).toBe(403);
    expect(refuseRequest(crossSite, false, open)).toBeUndefined();
    expect(refuseRequest(new Headers({ "sec-fetch-site": "same-origin" }), true, open)).toBeUndefined();
    expect(refuseRequest(new Headers({ "sec-fetch-site": "none" }), true, open)).toBeUndefined();
  });

  it("lets the identity provider send the browser back to the sign-in callback, and nothing else of the API", () => {
    const back = new Headers({
      host: "localhost:3000",
      "sec-fetch-site": "cross-site",
      "sec-fetch-mode": "navigate",
      "sec-fetch-dest": "document",
    });
    expect(refuseRequest(back, true, open, "/api/auth/callback/oidc?code=c&state=s")).toBeUndefined();
    expect(refuseRequest(back, true, open, "/api/legal-entities/40003001008")?.code).toBe("cross_site");
    const fetched = new Headers({ host: "localhost:3000", "sec-fetch-site": "cross-site", "sec-fetch-mode": "cors" });
    expect(refuseRequest(fetched, true, open, "/api/auth/callback/oidc?code=c&state=s")?.code).toBe("cross_site");
  });

  it("refuses another site's navigation to a report PDF or a credential refresh, but not to other pages", () => {
    const crossSite = new Headers({ host: "localhost:3000", "sec-fetch-site": "cross-site" });
    const snapshot = `/entities/40003001008/snapshots/${"a".repeat(64)}`;
    for (const url of [
      "/entities/40003001008/report.pdf",
      `${snapshot}/report.pdf?paper=a4`,
      "/credential?refresh=1",
    ]) {
      const refused = refuseRequest(crossSite, false, open, url);
      expect(refused?.status, url).toBe(403);
      expect(refused?.message, url).toContain("Another website");
    }
    for (const url of ["/entities/40003001008", "/entities/40003001008/report", "/credential", "/credential?refresh=0"])
      expect(refuseRequest(crossSite, false, open, url), url).toBeUndefined();
    for (const site of ["same-origin", "same-site", "none"]) {
      const headers = new Headers({ host: "localhost:3000", "sec-fetch-site": site });
      expect(refuseRequest(headers, false, open, "/entities/40003001008/report.pdf"), site).toBeUndefined();
    }
  });
});

describe("parseSecurityConfig", () => {
  it("reads trusted hops and rejects nonsense by name", () => {
    expect(parseSecurityConfig({ TRUSTED_PROXY_HOPS: "2" }).trustedProxyHops).toBe(2);
    expect(() => parseSecurityConfig({ TRUSTED_PROXY_HOPS: "-1" })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});
