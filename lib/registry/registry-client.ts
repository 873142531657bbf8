import { createHash } from "node:crypto";
import { createNonce } from "@/lib/signing/nonce";
import { checkStatus } from "./check-status";
import { parseJsonBody } from "./parse-json-body";
import { isRegcode } from "./regcode";
import type { RegistryConfig } from "./registry-config";
import { registryErrors } from "./registry-errors";
import { type DriftIssue, parseWithDrift } from "./repair-drift";
import { identitySchema, type Identity } from "./schemas/identity";
import { legalEntitySchema, type LegalEntity } from "./schemas/legal-entity";
import { sendRequest, type RawResponse } from "./send-request";
import { signedHeaders } from "./signed-headers";

const API_PREFIX = "/service/api/v1";

/** What was seen, when and from where: the provenance a report states on its cover. */
export interface Retrieval {
  /** ISO time at which the registry's answer was received. */
  retrievedAt: string;
  /** Request path on the registry, relative to its base URL. */
  path: string;
  /** SHA-256 (hex) of the exact response bytes. */
  sha256: string;
  /** The exact response bytes as text (UTF-8 JSON). */
  body: string;
}

export interface LegalEntityResult extends Retrieval {
  record: LegalEntity;
  /** Fields that arrived with an unexpected type and were replaced for display. */
  drift: DriftIssue[];
}

export interface ClientDeps {
  now?: () => number;
  nonce?: () => string;
}

export type RegistryClient = ReturnType<typeof createRegistryClient>;

/** The typed registry client: signs every request, maps every failure to an AppError. */
export function createRegistryClient(config: RegistryConfig, deps: ClientDeps = {}) {
  const now = deps.now ?? Date.now;
  const nonce = deps.nonce ?? (() => createNonce());
  const basePath = config.baseUrl.pathname.replace(/\/$/, "");

  async function get(path: string): Promise<{ response: RawResponse; retrievedAt: string }> {
    const target = basePath + path;
    const headers = signedHeaders({
      target,
      apiKey: config.apiKey,
      secret: config.secret,
      headerNames: config.headerNames,
      timestamp: Math.floor(now() / 1000),
      nonce: nonce(),
    });
    const response = await sendRequest({ url: config.baseUrl, target, headers, timeoutMs: config.timeoutMs });
    return { response, retrievedAt: new Date(now()).toISOString() };
  }

  return {
    async legal(regcode: string): Promise<LegalEntityResult> {
      // Checked before anything is signed or sent: a malformed number never reaches the registry.
      if (!isRegcode(regcode)) throw registryErrors.invalidRegcode(regcode);
      const path = `${API_PREFIX}/legal-entities/${regcode}`;
      const { response, retrievedAt } = await get(path);
      checkStatus(response, "legal", regcode);
      const parsed = parseWithDrift(legalEntitySchema, parseJsonBody(response));
      if (!parsed) throw registryErrors.badResponse("legal entity record does not match the schema");
      const body = response.body.toString("utf8");
      const sha256 = createHash("sha256").update(response.body).digest("hex");
      return { record: parsed.data, drift: parsed.drift, retrievedAt, path, sha256, body };
    },

    async identity(): Promise<Identity> {
      const { response } = await get(`${API_PREFIX}/identity`);
      checkStatus(response, "identity");
      const parsed = identitySchema.safeParse(parseJsonBody(response));
      if (!parsed.success) throw registryErrors.badResponse(`identity record: ${parsed.error.issues[0]?.message}`);
      return parsed.data;
    },
  };
}
