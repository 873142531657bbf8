import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_HEADER_NAMES } from "@/lib/registry/client/header-names";
import { type SigningVector, type VectorFile, vectorFileSchema } from "@/lib/registry/signing/vector-file-schema";
import { NonceCache } from "./nonce-cache";
import { verifyRequest } from "./verify-request";

const readVectors = (file: string) =>
  vectorFileSchema.parse(
    JSON.parse(readFileSync(new URL(`../../../lib/registry/signing/testdata/${file}`, import.meta.url), "utf8")),
  );
const providerVectors = readVectors("provider-vectors.json");
const ownVectors = readVectors("own-vectors.json");

function verifyVector(file: VectorFile, vector: SigningVector, signature = vector.signature) {
  const credential = { apiKey: "ak_vectors", secret: file.secret };
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

describe.each([
  ["the provider's published vectors", providerVectors],
  ["this project's own vectors", ownVectors],
])("verifyRequest against %s", (_name, file) => {
  it.each(file.vectors.filter((v) => v.body === "").map((v) => [`${v.method} ${v.path}?${v.query}`, v]))(
    "accepts the independently computed signature of %s",
    (_label, vector) => {
      expect(verifyVector(file, vector)).toMatchObject({ ok: true, credential: { secret: file.secret } });
    },
  );

  it("rejects a vector whose signature was altered by one character", () => {
    const vector = file.vectors[0];
    const altered = (vector.signature[0] === "0" ? "1" : "0") + vector.signature.slice(1);
    expect(verifyVector(file, vector, altered)).toMatchObject({ ok: false, error: "invalid_signature" });
  });
});
