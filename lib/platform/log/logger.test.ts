import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, redactHeaders } from "./logger";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: createLogger(stream), lines };
}

const signedHeaders = {
  "X-API-Key": "ak_demo_standard",
  "X-API-Signature": "0123456789abcdef".repeat(4),
  "X-Api-Nonce": "nonce-value-22-chars-x",
  Authorization: "Bearer sk_live_secret",
  Cookie: "session=abc123",
  "X-Client-Secret": "sk_demo_standard",
  "Content-Type": "application/json",
};

describe("logger", () => {
  it("writes one JSON object per line with the level name", () => {
    const { log, lines } = capture();
    log.info({ reqId: "r1", status: 200 }, "done");
    expect(JSON.parse(lines[0])).toMatchObject({ level: "info", reqId: "r1", status: 200, msg: "done" });
  });

  it("redacts credential and signature headers from a logged header map", () => {
    const { log, lines } = capture();
    log.info({ headers: signedHeaders });
    const text = lines.join("");
    for (const secret of ["ak_demo_standard", "0123456789abcdef", "nonce-value", "sk_live_secret", "abc123"]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain("sk_demo_standard");
    expect(JSON.parse(lines[0]).headers["Content-Type"]).toBe("application/json");
  });

  it("redacts a Headers object too", () => {
    const redacted = redactHeaders(new Headers(signedHeaders));
    expect(redacted["x-api-signature"]).toBe("[redacted]");
    expect(redacted["content-type"]).toBe("application/json");
  });
});
