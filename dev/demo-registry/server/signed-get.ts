import type { DemoCredential } from "@/dev/demo-registry/credentials";
import { DEFAULT_HEADER_NAMES, type HeaderNames } from "@/lib/registry/client/header-names";
import { sendRequest } from "@/lib/registry/client/send-request";
import { signedHeaders } from "@/lib/registry/client/signed-headers";
import { createNonce } from "@/lib/registry/signing/nonce";

export interface SignedGetOptions {
  credential: Pick<DemoCredential, "apiKey" | "secret">;
  headerNames?: HeaderNames;
  timestamp?: number;
  nonce?: string;
  /** Sign a different target than the one sent, to show the registry checks the raw target. */
  signedTarget?: string;
  /** Headers to leave out or replace after signing. */
  override?: Record<string, string | undefined>;
}

export interface PlainResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A signed GET to the demo registry, signed and sent by the app's own client code (which sends the
 * target byte for byte), with the knobs tests need to send what the app never would.
 */
export async function signedGet(baseUrl: string, target: string, options: SignedGetOptions): Promise<PlainResponse> {
  const headers: Record<string, string | undefined> = {
    ...signedHeaders({
      target: options.signedTarget ?? target,
      apiKey: options.credential.apiKey,
      secret: options.credential.secret,
      headerNames: options.headerNames ?? DEFAULT_HEADER_NAMES,
      timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
      nonce: options.nonce ?? createNonce(),
    }),
    ...options.override,
  };
  const sent = Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => !!entry[1]));
  const response = await sendRequest({
    url: new URL(baseUrl),
    target,
    headers: sent,
    timeoutMs: 30_000,
    maxBodyBytes: 256 * 1024 * 1024,
  });
  return { status: response.status, headers: response.headers, body: response.body.toString("utf8") };
}
