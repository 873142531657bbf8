import { request } from "node:http";
import type { DemoCredential } from "@/lib/demo-registry/credentials";
import { DEFAULT_HEADER_NAMES, type HeaderNames } from "@/lib/registry/header-names";
import { createNonce } from "@/lib/signing/nonce";
import { signRequest } from "@/lib/signing/sign-request";

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
 * A signed GET over node:http, which sends the target byte for byte (fetch would
 * normalise it). For tests and scripts that talk to the demo registry.
 */
export function signedGet(baseUrl: string, target: string, options: SignedGetOptions): Promise<PlainResponse> {
  const names = options.headerNames ?? DEFAULT_HEADER_NAMES;
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = options.nonce ?? createNonce();
  const signed = options.signedTarget ?? target;
  const queryStart = signed.indexOf("?");
  const { signature } = signRequest({
    method: "GET",
    path: queryStart === -1 ? signed : signed.slice(0, queryStart),
    query: queryStart === -1 ? "" : signed.slice(queryStart + 1),
    timestamp,
    nonce,
    secret: options.credential.secret,
  });
  const headers: Record<string, string | undefined> = {
    [names.apiKey]: options.credential.apiKey,
    [names.timestamp]: timestamp,
    [names.nonce]: nonce,
    [names.signature]: signature,
    ...options.override,
  };
  const sent = Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => !!entry[1]));

  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname: url.hostname, port: url.port, method: "GET", path: target, headers: sent });
    req.on("error", reject);
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("aborted", () => reject(new Error("response aborted")));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    req.end();
  });
}
