import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { findCredentialByApiKey, type DemoCredential } from "@/dev/demo-registry/credentials";
import { SCOPES } from "@/lib/registry/client/scopes";
import { findFault } from "@/dev/demo-registry/fault-regcodes";
import { personalDetailsAccess } from "@/lib/domain/access/redact-personal-details";
import { DEFAULT_HEADER_NAMES, type HeaderNames } from "@/lib/registry/client/header-names";
import { isRegcode } from "@/lib/registry/regcode/regcode";
import { DEMO_SHOWCASE_PATH } from "@/lib/registry/schemas/demo-showcase";
import { type DemoRecord, demoShowcase, demoVersionChanges } from "@/dev/demo-registry/dataset";
import { NonceCache } from "./nonce-cache";
import { RecordBodies } from "./record-bodies";
import { sendError, sendJson, sendNotFoundPage, type Exchange } from "./respond";
import { sendFault } from "./send-fault";
import { verifyRequest } from "./verify-request";

export interface DemoRegistryOptions {
  /** 0 picks any free port. */
  port?: number;
  host?: string;
  headerNames?: Partial<HeaderNames>;
  /** How far the registry's clock runs ahead of real time; used for its Date header and timestamp check. */
  clockOffsetSeconds?: number;
  toleranceSeconds?: number;
  /** Delay of the "slow" fault number. */
  slowMs?: number;
  now?: () => number;
  /** Records served beside the dataset's, by number: structures a test or benchmark builds for itself. */
  records?: ReadonlyMap<string, DemoRecord>;
  /** Records that change, by number, base record first: the advance route moves each to its next version. */
  recordVersions?: ReadonlyMap<string, readonly DemoRecord[]>;
}

export interface ReceivedRequest {
  method: string;
  /** The raw request target exactly as received. */
  target: string;
  status: number;
  at: number;
}

export interface DemoRegistry {
  url: string;
  close(): Promise<void>;
  /** The most recent requests, oldest first, for tests to inspect. */
  received: ReceivedRequest[];
  /** Requests that arrived (answered or not) and the most ever in progress at once, since start or clearReceived. */
  counters: { requests: number; peakConcurrent: number };
  clearReceived(): void;
}

const MAX_RECEIVED = 1000;
const LEGAL_PREFIX = "/service/api/v1/legal-entities/";
const IDENTITY_PATH = "/service/api/v1/identity";
/** The demo registry's own control route (no real registry has it): switches a number to its next version. */
export const DEMO_ADVANCE_PREFIX = "/__demo/advance/";

/** The embedded registry: a loopback HTTP server that behaves as the spec's provider would. */
export async function startDemoRegistry(options: DemoRegistryOptions = {}): Promise<DemoRegistry> {
  const headerNames: HeaderNames = { ...DEFAULT_HEADER_NAMES, ...options.headerNames };
  const toleranceSeconds = options.toleranceSeconds ?? 300;
  const slowMs = options.slowMs ?? 15_000;
  const now = options.now ?? Date.now;
  const registryNow = () => now() + (options.clockOffsetSeconds ?? 0) * 1000;
  const nonces = new NonceCache();
  const bodies = new RecordBodies(
    new Map<string, readonly DemoRecord[]>([
      ...[...(options.records ?? [])].map(([regcode, record]) => [regcode, [record]] as const),
      ...(options.recordVersions ?? []),
    ]),
  );
  // The version each changing number serves; every number starts at its base record (version 0).
  const versions = new Map<string, number>();
  const received: ReceivedRequest[] = [];
  const counters = { requests: 0, peakConcurrent: 0 };
  let inProgress = 0;

  function count(res: ServerResponse): void {
    counters.requests++;
    inProgress++;
    counters.peakConcurrent = Math.max(counters.peakConcurrent, inProgress);
    res.once("close", () => inProgress--);
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    count(res);
    const method = req.method ?? "";
    const target = req.url ?? "";
    const exchange: Exchange = {
      res,
      registryNow,
      log: (status) => {
        received.push({ method, target, status, at: now() });
        if (received.length > MAX_RECEIVED) received.splice(0, received.length - MAX_RECEIVED);
      },
    };
    const path = target.split("?", 1)[0];
    const route = routeOf(method, path);
    if (route === undefined) return sendNotFoundPage(exchange);
    // Unsigned on purpose: it changes only this process's demo data, and tests drive it with a plain POST.
    if (route === "advance") return advance(exchange, decodeSegment(path.slice(DEMO_ADVANCE_PREFIX.length)));

    const verification = verifyRequest({
      method,
      target,
      headers: req.headers,
      headerNames,
      findCredential: findCredentialByApiKey,
      nowMs: registryNow(),
      toleranceSeconds,
      nonces,
    });
    if (!verification.ok) return sendError(exchange, 401, verification.error, verification.message);
    const credential = verification.credential;

    if (route === "showcase") return sendJson(exchange, 200, JSON.stringify(demoShowcase));
    if (route === "identity") {
      if (!credential.scopes.includes(SCOPES.identity)) return insufficientScope(exchange, SCOPES.identity);
      return sendJson(exchange, 200, identityBody(credential));
    }
    if (!credential.scopes.includes(SCOPES.legalEntities)) return insufficientScope(exchange, SCOPES.legalEntities);
    const regcode = decodeSegment(path.slice(LEGAL_PREFIX.length));
    if (regcode === undefined || !isRegcode(regcode)) {
      return sendError(exchange, 400, "invalid_regcode", "The registration number must be exactly 11 digits.");
    }
    const access = personalDetailsAccess(credential);
    const fault = findFault(regcode);
    if (fault !== undefined) return sendFault(fault, exchange, { regcode, access, bodies, slowMs });
    const body = bodies.record(regcode, access, versions.get(regcode) ?? 0);
    if (body === undefined) {
      return sendError(exchange, 404, "not_found", `No legal entity has registration number ${regcode}.`);
    }
    sendJson(exchange, 200, body);
  }

  function advance(exchange: Exchange, regcode: string | undefined): void {
    const current = regcode === undefined ? 0 : (versions.get(regcode) ?? 0);
    if (regcode === undefined || current >= bodies.versionCount(regcode)) {
      return sendError(exchange, 404, "no_further_version", `No further demo version of ${regcode ?? "that number"}.`);
    }
    const version = current + 1;
    versions.set(regcode, version);
    sendJson(exchange, 200, JSON.stringify({ regcode, version, changes: demoVersionChanges(regcode, version) }));
  }

  const server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      // One bad request must never take the registry down.
      console.error("demo registry: request failed:", error);
      if (res.headersSent) res.destroy();
      else
        res
          .writeHead(500, { "Content-Type": "text/plain; charset=utf-8", Date: new Date(registryNow()).toUTCString() })
          .end("Internal Server Error\n");
    }
  });

  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(":") ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${port}`,
    received,
    counters,
    clearReceived: () => {
      received.length = 0;
      counters.requests = 0;
      counters.peakConcurrent = inProgress;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Pending slow answers and keep-alive connections would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}

function routeOf(method: string, path: string): "identity" | "legal" | "showcase" | "advance" | undefined {
  if (method === "POST" && path.startsWith(DEMO_ADVANCE_PREFIX)) return "advance";
  if (method !== "GET") return undefined;
  if (path === IDENTITY_PATH) return "identity";
  if (path === DEMO_SHOWCASE_PATH) return "showcase";
  return path.startsWith(LEGAL_PREFIX) ? "legal" : undefined;
}

function insufficientScope(exchange: Exchange, scope: string): void {
  sendError(exchange, 403, "insufficient_scope", `The credential lacks the scope ${scope}.`);
}

function identityBody(credential: DemoCredential): string {
  return JSON.stringify({
    credential_id: credential.credentialId,
    owner_id: credential.ownerId,
    api_key: credential.apiKey,
    name: credential.name,
    scopes: credential.scopes,
  });
}

/** The path parameter as a server decodes it; a malformed escape makes it unreadable, not a crash. */
function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
