import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { AppError } from "@/lib/errors/app-error";
import { requestLocale } from "@/lib/i18n/request-locale";
import { API_CSP, SECURITY_HEADERS } from "@/lib/security/security-headers";
import { type BodyLimits, bodyLimitFor, formatBytes } from "./body-limits";
import { busyAnswer } from "./busy-answer";
import { errorResponse } from "./error-response";
import { gzipAsWritten } from "./gzip-as-written";
import { hasMalformedEscape } from "./has-malformed-escape";
import { isHeavyRender } from "./heavy-render";
import { PEER_ADDRESS_HEADER, stampPeer } from "./peer";
import { REQUEST_ID_HEADER } from "./request-id";
import { SlotQueue, type SlotQueueOptions } from "./slot-queue";

/** A report takes seconds to render: by then a slot has likely come free. */
const BUSY_RETRY_AFTER_SECONDS = 10;

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

export interface AppRequestListenerOptions {
  /** The app's own handler (Next's). */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** The few heavy-render slots (see isHeavyRender). */
  heavy: SlotQueueOptions;
  bodyLimits: BodyLimits;
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

/** Whose request it is, for sharing the heavy-render slots: the session, else the connection's address. */
function holderOf(req: IncomingMessage): string {
  const session = SESSION_COOKIE.exec(req.headers.cookie ?? "")?.[1];
  if (session) return `session:${createHash("sha256").update(session).digest("hex")}`;
  return `peer:${String(req.headers[PEER_ADDRESS_HEADER] ?? "")}`;
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
) {
  const holder = holderOf(req);
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
    const url = req.url ?? "/";
    const path = url.split("?", 1)[0] ?? "/";
    if (!limitBody(req, res, bodyLimitFor(path, options.bodyLimits))) return;
    const served =
      path.startsWith("/api/") && hasMalformedEscape(path)
        ? send(res, errorResponse(new AppError("bad_request", "malformedEscape"), requestLocale(headersOf(req), null)))
        : isHeavyRender(url)
          ? serveHeavy(req, res, options.handle, heavy)
          : options.handle(req, res);
    served.catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  };
}
