import { bodyDigest } from "./body-digest";
import { canonicalQuery } from "./canonical-query";
import { canonicalString } from "./canonical-string";
import { signature } from "./signature";

export interface SignInput {
  method: string;
  path: string;
  query?: string;
  body?: string | Uint8Array;
  /** Integer seconds, as it will be sent in the timestamp header. */
  timestamp: string;
  nonce: string;
  secret: string;
}

export interface SignStages {
  canonicalQuery: string;
  bodySha256: string;
  canonicalString: string;
  signature: string;
}

/** Every signing stage, so a mismatch against published vectors can be located. */
export function signRequest(input: SignInput): SignStages {
  const query = canonicalQuery(input.query ?? "");
  const bodySha256 = bodyDigest(input.body ?? "");
  const canonical = canonicalString({
    method: input.method,
    path: input.path,
    canonicalQuery: query,
    timestamp: input.timestamp,
    nonce: input.nonce,
    bodySha256,
  });
  return {
    canonicalQuery: query,
    bodySha256,
    canonicalString: canonical,
    signature: signature(input.secret, canonical),
  };
}
