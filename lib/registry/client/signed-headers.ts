import "server-only";
import { signRequest } from "@/lib/registry/signing/sign-request";
import { splitTarget } from "@/lib/registry/signing/split-target";
import type { HeaderNames } from "./header-names";

export interface SignedHeadersInput {
  target: string;
  apiKey: string;
  secret: string;
  headerNames: HeaderNames;
  /** Unix seconds, already corrected for any known clock skew. */
  timestamp: number;
  nonce: string;
}

/** The four authentication headers for one GET without a body. */
export function signedHeaders(input: SignedHeadersInput): Record<string, string> {
  const timestamp = String(input.timestamp);
  const { signature } = signRequest({
    method: "GET",
    ...splitTarget(input.target),
    timestamp,
    nonce: input.nonce,
    secret: input.secret,
  });
  return {
    [input.headerNames.apiKey]: input.apiKey,
    [input.headerNames.timestamp]: timestamp,
    [input.headerNames.nonce]: input.nonce,
    [input.headerNames.signature]: signature,
  };
}
