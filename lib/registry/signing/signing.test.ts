import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bodyDigest } from "./body-digest";
import { canonicalQuery } from "./canonical-query";
import { checkVector } from "./check-vector";
import { createNonce, NONCE_PATTERN } from "./nonce";
import { signRequest } from "./sign-request";
import { vectorFileSchema } from "./vector-file-schema";

const providerVectors = vectorFileSchema.parse(
  JSON.parse(readFileSync(new URL("./testdata/provider-vectors.json", import.meta.url), "utf8")),
);
const ownVectors = vectorFileSchema.parse(
  JSON.parse(readFileSync(new URL("./testdata/own-vectors.json", import.meta.url), "utf8")),
);

describe.each([
  ["the provider's published vectors", providerVectors],
  ["this project's own vectors", ownVectors],
])("%s", (_name, file) => {
  it.each(file.vectors.map((v, i) => [i + 1, v] as const))("vector %i matches at every stage", (_i, vector) => {
    for (const stage of checkVector(file.secret, vector)) {
      expect(stage.actual, stage.stage).toBe(stage.expected);
    }
  });
});

describe("canonical query", () => {
  it("orders by key with a stable sort and re-encodes as the spec's example says", () => {
    expect(canonicalQuery("z=last&a=2&a=1&space=a%20b&plus=%2B&utf=%C4%81")).toBe(
      "a=2&a=1&plus=%2B&space=a+b&utf=%C4%81&z=last",
    );
  });
  it("keeps repeated keys in their original order, never sorting by value", () => {
    expect(canonicalQuery("b=1&a=z&a=y&a=x")).toBe("a=z&a=y&a=x&b=1");
  });
  it("is empty for an empty query or a bare question mark", () => {
    expect(canonicalQuery("")).toBe("");
    expect(canonicalQuery("?")).toBe("");
  });
  it("upper-cases escapes received in lower case and escapes reserved characters", () => {
    expect(canonicalQuery("k=%c4%81%2f&q=a/b!")).toBe("k=%C4%81%2F&q=a%2Fb%21");
  });
  it("encodes unicode and a literal plus in keys and values, ordering keys by their decoded UTF-8 bytes", () => {
    expect(canonicalQuery("ēka=Rīga+centrs&x=1%2B1")).toBe("x=1%2B1&%C4%93ka=R%C4%ABga+centrs");
  });
  it("orders by the decoded key, so a space (+) sorts before '!'", () => {
    expect(canonicalQuery("a!=2&a+b=1")).toBe("a+b=1&a%21=2");
  });
  it("encodes an unescaped character outside the BMP as its four UTF-8 bytes", () => {
    expect(canonicalQuery("q=\u{1F600}")).toBe("q=%F0%9F%98%80");
  });
  it("keeps a key without a value as key=", () => {
    expect(canonicalQuery("flag&a=1")).toBe("a=1&flag=");
  });
});

describe("request signing", () => {
  it("hashes an empty body as empty input and a POST body as its bytes", () => {
    expect(bodyDigest("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(bodyDigest('{"hello":"world"}')).toBe("93a23971a914e5eacbf0a8d25154cda309c3c1c72fbb9914d47c60f3cb681588");
  });
  it("keeps the path exactly as sent: empty segments, trailing slash and %2F", () => {
    const stages = signRequest({
      method: "get",
      path: "/a//b%2Fc/",
      timestamp: "1",
      nonce: "AAAAAAAAAAAAAAAAAAAAAA",
      secret: "s",
    });
    expect(stages.canonicalString.split("\n").slice(0, 3)).toEqual(["GET", "/a//b%2Fc/", ""]);
    expect(stages.signature).toMatch(/^[0-9a-f]{64}$/);
  });
  it("makes a fresh 22-character URL-safe nonce from 16 random bytes each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, () => createNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(NONCE_PATTERN);
    expect(createNonce(() => new Uint8Array(16).fill(0xff))).toBe("_____________________w");
  });
});
