import { describe, expect, it } from "vitest";
import { PEER_ADDRESS_HEADER, PEER_PROTOCOL_HEADER } from "./peer";
import { requestOrigin, UNKNOWN_PEER } from "./request-origin";

const headers = (entries: Record<string, string>) => new Headers(entries);

describe("requestOrigin", () => {
  it("takes the TCP peer and ignores forwarded headers when no proxy is trusted", () => {
    const origin = requestOrigin(
      headers({ [PEER_ADDRESS_HEADER]: "192.0.2.1", "x-forwarded-for": "203.0.113.9", "x-forwarded-proto": "https" }),
      0,
    );
    expect(origin).toEqual({ address: "192.0.2.1", https: false });
  });

  it("counts trusted hops from the right, so a client's own X-Forwarded-For entries are ignored", () => {
    const forged = headers({ [PEER_ADDRESS_HEADER]: "10.0.0.2", "x-forwarded-for": "1.1.1.1, 203.0.113.9" });
    expect(requestOrigin(forged, 1).address).toBe("203.0.113.9");
    const twoProxies = headers({
      [PEER_ADDRESS_HEADER]: "10.0.0.2",
      "x-forwarded-for": "1.1.1.1, 203.0.113.9, 10.0.0.1",
    });
    expect(requestOrigin(twoProxies, 2).address).toBe("203.0.113.9");
  });

  it("stops at the leftmost entry when there are fewer hops than trusted", () => {
    expect(requestOrigin(headers({ [PEER_ADDRESS_HEADER]: "10.0.0.2" }), 2).address).toBe("10.0.0.2");
  });

  it("trusts X-Forwarded-Proto only from trusted proxies, and an https socket always", () => {
    const proto = (value: string) => headers({ [PEER_ADDRESS_HEADER]: "10.0.0.2", "x-forwarded-proto": value });
    expect(requestOrigin(proto("https"), 1).https).toBe(true);
    expect(requestOrigin(proto("https, http"), 1).https).toBe(false);
    expect(requestOrigin(proto("https"), 0).https).toBe(false);
    expect(requestOrigin(headers({ [PEER_PROTOCOL_HEADER]: "https" }), 0).https).toBe(true);
  });

  it("writes an IPv4 client the same whether it came over IPv4 or as an IPv4-mapped IPv6 address", () => {
    expect(requestOrigin(headers({ [PEER_ADDRESS_HEADER]: "::ffff:127.0.0.1" }), 0).address).toBe("127.0.0.1");
    const forwarded = headers({ [PEER_ADDRESS_HEADER]: "::ffff:10.0.0.2", "x-forwarded-for": "::FFFF:203.0.113.9" });
    expect(requestOrigin(forwarded, 1).address).toBe("203.0.113.9");
    expect(requestOrigin(headers({ [PEER_ADDRESS_HEADER]: "::1" }), 0).address).toBe("::1");
    expect(requestOrigin(headers({ [PEER_ADDRESS_HEADER]: "2001:db8::ffff:1" }), 0).address).toBe("2001:db8::ffff:1");
    // Not an IPv4 address after the prefix: kept as it came, not taken for one.
    expect(requestOrigin(headers({ [PEER_ADDRESS_HEADER]: "::ffff:300.1.1.1" }), 0).address).toBe("::ffff:300.1.1.1");
  });

  it("answers one shared unknown client when the app runs without its serving script", () => {
    expect(requestOrigin(headers({ "x-forwarded-for": "203.0.113.9" }), 0).address).toBe(UNKNOWN_PEER);
  });
});
