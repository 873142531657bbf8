import { describe, expect, it } from "vitest";
import { type AuditContent, canonicalContent, chainHash, GENESIS_HASH } from "./audit-content";

const base: AuditContent = {
  time: new Date("2026-11-23T12:00:00Z"),
  userId: "u1",
  userEmail: "u1@example.test",
  clientAddress: "127.0.0.1",
  userAgent: "test",
  requestId: "r1",
  eventType: "lookup",
  details: {},
};

describe("canonicalContent", () => {
  it("is a documented JSON array with sorted keys and no whitespace", () => {
    const text = canonicalContent({
      time: new Date("2026-11-23T12:00:00Z"),
      userId: "u1",
      userEmail: "u1@example.test",
      clientAddress: null,
      userAgent: "Mozilla/5.0",
      requestId: "r1",
      eventType: "export",
      details: { sha256: "ab", file: "officers.csv", nested: { z: 1, a: [true, null] } },
    });
    expect(text).toBe(
      '["v1","2026-11-23T12:00:00.000Z","u1","u1@example.test",null,"Mozilla/5.0","r1","export",' +
        '{"file":"officers.csv","nested":{"a":[true,null],"z":1},"sha256":"ab"}]',
    );
  });

  it("does not depend on the order details were written in", () => {
    const a = { ...base, details: { b: 1, a: { d: 2, c: 3 } } };
    const b = { ...base, details: { a: { c: 3, d: 2 }, b: 1 } };
    expect(canonicalContent(a)).toBe(canonicalContent(b));
  });
});

describe("chainHash", () => {
  it("is the SHA-256 of the previous hash followed by the canonical content", () => {
    // Recomputed independently: printf '%s%s' "$GENESIS" "$CONTENT" | sha256sum
    const content: AuditContent = {
      time: new Date("2026-01-01T00:00:00Z"),
      userId: null,
      userEmail: null,
      clientAddress: null,
      userAgent: null,
      requestId: null,
      eventType: "sign-in",
      details: {},
    };
    expect(chainHash(GENESIS_HASH, content)).toBe("1e5ea7cf53a98715ebedb49702f806b052ccda52abc92fbdfbc4e498d8279723");
  });
});
