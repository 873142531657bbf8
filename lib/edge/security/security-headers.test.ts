import { describe, expect, it } from "vitest";
import { pageCsp, pageCspAround } from "./security-headers";

describe("pageCspAround", () => {
  it("puts each nonce where pageCsp would, in production and development", () => {
    const nonce = "bm9uY2Utb25lLXR3bw==";
    expect(pageCspAround()(nonce)).toBe(pageCsp(nonce));
    expect(pageCspAround(true)(nonce)).toBe(pageCsp(nonce, true));
    expect(pageCspAround()(nonce)).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic';`);
  });
});
