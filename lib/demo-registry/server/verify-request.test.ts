import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_HEADER_NAMES } from "@/lib/registry/header-names";
import { vectorFileSchema } from "@/lib/signing/vector-file-schema";
import { NonceCache } from "./nonce-cache";
import { verifyRequest } from "./verify-request";

const vectorFile = vectorFileSchema.parse(
  JSON.parse(readFileSync(new URL("../../signing/testdata/provider-vectors.json", import.meta.url), "utf8")),
);
const credential = { apiKey: "ak_vectors", secret: vectorFile.secret };

function verifyVector(vector: (typeof vectorFile.vectors)[number], signature = vector.signature) {
  return verifyRequest({
    method: vector.method,
    target: vector.query === "" ? vector.path : `${vector.path}?${vector.query}`,
    headers: {
      "x-api-key": credential.apiKey,
      "x-api-timestamp": vector.timestamp,
      "x-api-nonce": vector.nonce,
      "x-api-signature": signature,
    },
    headerNames: DEFAULT_HEADER_NAMES,
    findCredential: (key) => (key === credential.apiKey ? credential : undefined),
    nowMs: Number(vector.timestamp) * 1000,
    toleranceSeconds: 300,
    nonces: new NonceCache(),
  });
}

describe("verifyRequest against the provider's published vectors", () => {
  it.each(vectorFile.vectors.filter((v) => v.body === "").map((v) => [`${v.method} ${v.path}?${v.query}`, v]))(
    "accepts the independently computed signature of %s",
    (_label, vector) => {
      expect(verifyVector(vector)).toEqual({ ok: true, credential });
    },
  );

  it("rejects a vector whose signature was altered by one character", () => {
    const vector = vectorFile.vectors[0];
    const altered = (vector.signature[0] === "0" ? "1" : "0") + vector.signature.slice(1);
    expect(verifyVector(vector, altered)).toMatchObject({ ok: false, error: "invalid_signature" });
  });
});
