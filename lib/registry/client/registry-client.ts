import "server-only";
import { createHash } from "node:crypto";
import { AppError } from "@/lib/platform/errors/app-error";
import { logger } from "@/lib/platform/log/logger";
import { createNonce } from "@/lib/registry/signing/nonce";
import { checkStatus, retryAfterSeconds } from "./check-status";
import { ClockSkew } from "./clock-skew";
import { concurrencyLimit } from "@/lib/platform/concurrency/concurrency-limit";
import { parseJsonBody } from "./parse-json-body";
import { isRegcode } from "@/lib/registry/regcode/regcode";
import type { RegistryConfig } from "./registry-config";
import { registryErrors } from "./registry-errors";
import { API_PREFIX, legalEntityPath } from "./api-paths";
import { parseLegalRecord } from "./parse-legal-record";
import type { DriftIssue } from "./repair-drift";
import { DEMO_SHOWCASE_PATH, type DemoShowcase, demoShowcaseSchema } from "@/lib/registry/schemas/demo-showcase";
import { identitySchema, type Identity } from "@/lib/registry/schemas/identity";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { sendRequest, type RawResponse } from "./send-request";
import { createRequestBudget, type RequestBudget } from "./request-budget";
import { requestPriority } from "./request-priority";
import { MAX_RETRIES, retryDelay } from "./retry-delay";
import { signedHeaders } from "./signed-headers";

/** What was seen, when and from where: the provenance a report states on its cover. */
export interface Retrieval {
  /** ISO time at which the registry's answer was received. */
  retrievedAt: string;
  /** Request path on the registry, relative to its base URL. */
  path: string;
  /** The full address the record was requested from. */
  url: string;
  /** SHA-256 (hex) of the exact response bytes. */
  sha256: string;
  /** The exact response bytes as text (UTF-8 JSON; it encodes back to exactly those bytes). */
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
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  log?: { warn: (facts: object, message: string) => void };
  /** Turns to send requests (REGISTRY_MAX_RPS); several instances may share one. */
  budget?: RequestBudget;
}

export type RegistryClient = ReturnType<typeof createRegistryClient>;

// A 429 without a usable Retry-After pauses everyone briefly; an absurd one cannot stop the app for long.
const DEFAULT_PAUSE_MS = 1_000;
const MAX_PAUSE_MS = 60_000;

function pauseFor(response: RawResponse, nowMs: number): number {
  const seconds = retryAfterSeconds(response, nowMs);
  return seconds === undefined ? DEFAULT_PAUSE_MS : Math.min(seconds * 1000, MAX_PAUSE_MS);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The typed registry client: signs every request, retries what is safe, maps every failure to an AppError. */
export function createRegistryClient(config: RegistryConfig, deps: ClientDeps = {}) {
  const now = deps.now ?? Date.now;
  const nonce = deps.nonce ?? (() => createNonce());
  const sleep = deps.sleep ?? wait;
  const random = deps.random ?? Math.random;
  const log = deps.log ?? logger;
  const basePath = config.baseUrl.pathname.replace(/\/$/, "");
  const skew = new ClockSkew();
  const limit = concurrencyLimit(config.maxConcurrency);
  // Real time: turns are timed with real timers, whatever clock the requests are signed with.
  const budget = deps.budget ?? createRequestBudget(config.maxRps);

  /**
   * One signed attempt, once a slot is free (at most maxConcurrency calls in flight); each gets a
   * fresh timestamp and nonce. Time spent waiting for the slot counts against the deadline.
   */
  function attempt(target: string, deadline: number): Promise<RawResponse> {
    return limit(
      () => {
        const timeoutMs = deadline - now();
        if (timeoutMs <= 0) return Promise.reject(registryErrors.timeout(config.timeoutMs));
        const headers = signedHeaders({
          target,
          apiKey: config.apiKey,
          secret: config.secret,
          headerNames: config.headerNames,
          timestamp: Math.floor((now() + skew.offsetMs) / 1000),
          nonce: nonce(),
        });
        return sendRequest({ url: config.baseUrl, target, headers, timeoutMs, maxBodyBytes: config.maxBodyBytes });
      },
      { waitMs: deadline - now(), onTimeout: () => registryErrors.timeout(config.timeoutMs) },
    );
  }

  /**
   * All attempts together stay within the configured timeout, each taking a turn in the request
   * budget. Background work waits for its first turn as long as the queue takes; its timeout starts then.
   */
  async function get(path: string): Promise<{ response: RawResponse; retrievedAt: string }> {
    const target = basePath + path;
    const priority = requestPriority();
    if (priority === "background") await budget.take(priority);
    const deadline = now() + config.timeoutMs;
    // Held back past the deadline by the registry's own request to slow down: say so now, not after the timeout.
    const held = budget.pausedFor();
    if (priority === "interactive" && now() + held >= deadline)
      throw registryErrors.rateLimited(Math.ceil(held / 1000));
    for (let tries = 0; ; tries++) {
      if (tries > 0 || priority === "interactive")
        await budget.take(priority, deadline - now(), () => registryErrors.timeout(config.timeoutMs));
      const outcome = await attempt(target, deadline).then(
        (response) => ({ response }),
        (error: unknown) => ({ error }),
      );
      let delay: number | undefined;
      if ("response" in outcome) {
        if (outcome.response.status === 429) budget.pause(pauseFor(outcome.response, now()));
        const clockMoved = skew.observe(outcome.response.headers.date, now());
        // A rejection right after we learn our clock is off is retried at once with a corrected timestamp.
        delay = outcome.response.status === 401 && clockMoved ? 0 : retryDelay(outcome, tries, now(), random);
      } else {
        delay = retryDelay(outcome, tries, now(), random);
      }
      if (delay === undefined || tries >= MAX_RETRIES || now() + delay >= deadline) {
        if ("error" in outcome) {
          const timedOut = outcome.error instanceof AppError && outcome.error.code === "upstream_timeout";
          throw timedOut ? registryErrors.timeout(config.timeoutMs) : outcome.error;
        }
        return { response: outcome.response, retrievedAt: new Date(now()).toISOString() };
      }
      await sleep(delay);
    }
  }

  return {
    async legal(regcode: string): Promise<LegalEntityResult> {
      // Checked before anything is signed or sent: a malformed number never reaches the registry.
      if (!isRegcode(regcode)) throw registryErrors.invalidRegcode(regcode);
      const path = legalEntityPath(regcode);
      const { response, retrievedAt } = await get(path);
      checkStatus(response, "legal", regcode);
      const { json, text: body } = parseJsonBody(response);
      const { record, drift } = parseLegalRecord(json);
      // Never title, hash or cache a record under a number it is not about.
      if (record.registration_number !== regcode) {
        log.warn({ event: "registry_number_mismatch", regcode }, "registry answered with another entity's record");
        throw registryErrors.wrongEntity(regcode, record.registration_number);
      }
      const sha256 = createHash("sha256").update(response.body).digest("hex");
      const url = config.baseUrl.origin + basePath + path;
      return { record, drift, retrievedAt, path, url, sha256, body };
    },

    async identity(): Promise<Identity> {
      const { response } = await get(`${API_PREFIX}/identity`);
      checkStatus(response, "identity");
      const parsed = identitySchema.safeParse(parseJsonBody(response).json);
      if (!parsed.success) throw registryErrors.badResponse(`identity record: ${parsed.error.issues[0]?.message}`);
      return parsed.data;
    },

    /** The demo registry's showcase entities; only asked when the app runs on the embedded demo registry. */
    async demoShowcase(): Promise<DemoShowcase> {
      const { response } = await get(DEMO_SHOWCASE_PATH);
      checkStatus(response, "identity");
      const parsed = demoShowcaseSchema.safeParse(parseJsonBody(response).json);
      if (!parsed.success) throw registryErrors.badResponse(`demo showcase: ${parsed.error.issues[0]?.message}`);
      return parsed.data;
    },
  };
}
