import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { AppError } from "@/lib/platform/errors/app-error";
import { requestLocale } from "@/lib/edge/locale/request-locale";
import { API_CSP, SECURITY_HEADERS } from "@/lib/edge/security/security-headers";
import { appOrigin } from "@/lib/platform/http/app-origin";
import { type BodyLimits, bodyLimitFor, formatBytes } from "@/lib/server/body-limits";
import { busyAnswer } from "@/lib/server/busy-answer";
import { errorResponse } from "@/lib/platform/errors/error-response";
import { gzipAsWritten } from "@/lib/server/gzip-as-written";
import { hasMalformedEscape } from "@/lib/platform/http/has-malformed-escape";
import { isHeavyRender } from "@/lib/server/heavy-render";
import { PEER_ADDRESS_HEADER, stampPeer } from "@/lib/platform/http/peer";
import { REQUEST_ID_HEADER } from "@/lib/platform/http/request-id";
import { requestTarget } from "@/lib/server/request-target";
import { SlotQueue, type SlotQueueOptions } from "@/lib/platform/concurrency/slot-queue";

/** A report takes seconds to render: by then a slot has likely come free. */
const BUSY_RETRY_AFTER_SECONDS = 10;

/** better-auth's session cookie; over https (see appOrigin, as lib/edge/auth decides) only its __Secure- twin is read. */
const SESSION_COOKIE = "better-auth.session_token";

export interface AppRequestListenerOptions {
  /** The app's own handler (Next's). */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** The few heavy-render slots (see isHeavyRender). */
  heavy: SlotQueueOptions;
  bodyLimits: BodyLimits;
  /** APP_URL, which decides as it does for better-auth whether the session cookie is the __Secure- one. */
  appUrl?: string;
}

interface Heavy {
  slots: SlotQueue;
  /** Heavy answers per user not yet fully sent (rendering, waiting, or kept in memory for a slow client). */
  open: Map<string, number>;
  maxOpen: number;
}

/** Writes an answer made outside the app with the headers every answer of the app carries. */
async function send(res: ServerResponse, answer: Response, extra: Record<string, string> = {}): Promise<void> {
  res.writeHead(answer.status, {
    ...SECURITY_HEADERS,
    ...Object.fromEntries(answer.headers),
    "content-security-policy": API_CSP,
    [REQUEST_ID_HEADER]: crypto.randomUUID(),
    ...extra,
  });
  res.end(await answer.text());
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
  return headers;
}

/**
 * The cookie `name` as better-auth reads it (better-call's parseCookies): the first of that name,
 * trimmed, unquoted and decoded, so no other spelling of the same cookie counts as another.
 */
function cookieValue(header: string, name: string): string | undefined {
  for (const pair of header.split(";")) {
    const eq = pair.indexOf("=");
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.codePointAt(0) === 34) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/**
 * Whose request it is, for sharing the heavy-render slots: the session better-auth will read, from this
 * connection's address, else the address alone. Only the cookie name the server reads counts (a decoy
 * under the other name is no new holder), and only the token, not its signature; with the address in the
 * key a copied cookie sent from elsewhere takes nothing from its owner's share.
 */
function holderOf(req: IncomingMessage, appUrl: string | undefined): string {
  const peer = `peer:${String(req.headers[PEER_ADDRESS_HEADER] ?? "")}`;
  const secure = appOrigin(headersOf(req), appUrl).startsWith("https:");
  const signed = cookieValue(req.headers.cookie ?? "", secure ? `__Secure-${SESSION_COOKIE}` : SESSION_COOKIE);
  const dot = signed?.lastIndexOf(".") ?? -1;
  const token = signed && dot > 0 ? signed.slice(0, dot) : signed;
  if (!token) return peer;
  return `session:${createHash("sha256").update(token).digest("hex")} ${peer}`;
}

function tooLarge(req: IncomingMessage, limit: number): Response {
  const locale = requestLocale(headersOf(req), null);
  return errorResponse(
    new AppError("body_too_large", { key: "bodyTooLarge", values: { limit: formatBytes(limit) } }),
    locale,
  );
}

/**
 * Refuses a body over `limit` with 413 before the app reads it: at once by its declared Content-Length,
 * else when the bytes that arrive pass it (chunked or lying), counted as the connection hands them over.
 * What comes after is dropped, and the app, still waiting for the rest, answers into nothing: the
 * connection is closed once the 413 is sent. Answers whether the app may go on.
 */
function limitBody(req: IncomingMessage, res: ServerResponse, limit: number): boolean {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limit) {
    void send(res, tooLarge(req, limit), { connection: "close" });
    return false;
  }
  let seen = 0;
  let refused = false;
  const push = req.push.bind(req);
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk !== null && chunk !== undefined && !refused) {
      seen += Buffer.isBuffer(chunk) || chunk instanceof Uint8Array ? chunk.byteLength : String(chunk).length;
      if (seen > limit) {
        refused = true;
        refuse();
      }
    }
    return refused ? true : push(chunk, encoding);
  };
  function refuse(): void {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const writeHead = res.writeHead.bind(res);
    const end = res.end.bind(res);
    // The app may still try to answer (its read failed); only the 413 goes out.
    res.writeHead = (() => res) as typeof res.writeHead;
    res.setHeader = (() => res) as typeof res.setHeader;
    res.write = (() => true) as typeof res.write;
    res.end = (() => res) as typeof res.end;
    const answer = tooLarge(req, limit);
    writeHead(answer.status, {
      ...SECURITY_HEADERS,
      ...Object.fromEntries(answer.headers),
      "content-security-policy": API_CSP,
      [REQUEST_ID_HEADER]: crypto.randomUUID(),
      connection: "close",
    });
    void answer.text().then((text) => end(text));
  }
  return true;
}

/**
 * A heavy render holds a slot while it renders, shared per user (SlotQueue), and answers 503 with
 * Retry-After when none is free. The slot is given up when the app has written its answer, not when a slow
 * client has read it: writes are kept in memory instead of holding the render back until the client reads.
 */
async function serveHeavy(
  req: IncomingMessage,
  res: ServerResponse,
  handle: AppRequestListenerOptions["handle"],
  heavy: Heavy,
  appUrl: string | undefined,
) {
  const holder = holderOf(req, appUrl);
  const open = heavy.open.get(holder) ?? 0;
  // What is kept for slow clients stays bounded: a user has no more answers open than there are slots and places.
  if (open >= heavy.maxOpen) return send(res, busyAnswer(headersOf(req), BUSY_RETRY_AFTER_SECONDS));
  heavy.open.set(holder, open + 1);
  res.once("close", () => {
    const left = (heavy.open.get(holder) ?? 1) - 1;
    if (left > 0) heavy.open.set(holder, left);
    else heavy.open.delete(holder);
  });
  const gone = new AbortController();
  res.once("close", () => gone.abort(new Error("client went away")));
  const waiting = heavy.slots.acquire(gone.signal, holder);
  if (!waiting) return send(res, busyAnswer(headersOf(req), BUSY_RETRY_AFTER_SECONDS));
  const release = await waiting.catch(() => undefined);
  if (!release) return;
  res.once("close", release);
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((...args: unknown[]) => {
    write(...args);
    return true;
  }) as typeof res.write;
  res.end = ((...args: unknown[]) => {
    release();
    return end(...args);
  }) as typeof res.end;
  await handle(req, res);
}

/**
 * The serving process's request listener (scripts/serve.ts), around the app's handler: stamps the TCP
 * peer (see stampPeer), compresses as written (gzipAsWritten), caps request bodies, answers an API address
 * that does not decode (Next meets it with a bare 500), and shares the heavy-render slots.
 */
export function appRequestListener(options: AppRequestListenerOptions) {
  const heavy: Heavy = {
    slots: new SlotQueue(options.heavy),
    open: new Map(),
    maxOpen: options.heavy.concurrency + options.heavy.queue,
  };
  return (req: IncomingMessage, res: ServerResponse): void => {
    stampPeer(req.headers, req.socket as { remoteAddress?: string; encrypted?: boolean });
    gzipAsWritten(req, res);
    // The path as the router will see it, whether the request line names it alone or with its origin.
    const target = requestTarget(req.url ?? "/");
    if (!target) {
      void send(
        res,
        errorResponse(new AppError("bad_request", "malformedTarget"), requestLocale(headersOf(req), null)),
        { connection: "close" },
      );
      return;
    }
    const path = target.pathname;
    if (!limitBody(req, res, bodyLimitFor(path, options.bodyLimits))) return;
    const served =
      path.startsWith("/api/") && hasMalformedEscape(path)
        ? send(res, errorResponse(new AppError("bad_request", "malformedEscape"), requestLocale(headersOf(req), null)))
        : isHeavyRender(target)
          ? serveHeavy(req, res, options.handle, heavy, options.appUrl)
          : options.handle(req, res);
    served.catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  };
}
