/**
 * Serves the app: Next's request handler behind a plain node:http server, for what proxy.ts
 * cannot do itself. It stamps the TCP peer's address on every request (any copy the client sent
 * is replaced), so rate limits cannot be dodged with a forged X-Forwarded-For, and it holds one
 * of a few heavy-render slots for the whole response of a report or print view, answering 503
 * with Retry-After when all are taken and the queue is full. It compresses answers as they are
 * written (see gzipAsWritten), in place of Next's compression, so a streamed page's first part is not
 * held back, and answers an API address that does not decode, which Next meets with a bare 500.
 *
 * Usage: tsx scripts/serve.ts [--dev] [-p PORT] [-H HOST]
 */
import http from "node:http";
import { parseArgs } from "node:util";
import { AppError } from "../lib/errors/app-error";
import { errorResponse } from "../lib/http/error-response";
import { busyAnswer } from "../lib/http/busy-answer";
import { gzipAsWritten } from "../lib/http/gzip-as-written";
import { hasMalformedEscape } from "../lib/http/has-malformed-escape";
import { isHeavyRender, parseHeavyRenderConfig } from "../lib/http/heavy-render";
import { stampPeer } from "../lib/http/peer";
import { REQUEST_ID_HEADER } from "../lib/http/request-id";
import { SlotQueue } from "../lib/http/slot-queue";
import { requestLocale } from "../lib/i18n/request-locale";
import { API_CSP, SECURITY_HEADERS } from "../lib/security/security-headers";
import { SELF_ORIGIN_ENV, selfOrigin } from "../lib/http/self-origin";
import { stopJobQueue } from "../lib/jobs/job-queue-holder";

/** A report takes seconds to render: by then a slot has likely come free. */
const BUSY_RETRY_AFTER_SECONDS = 10;

const { values } = parseArgs({
  options: { dev: { type: "boolean" }, port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } },
});
const dev = values.dev ?? false;
const port = Number(values.port ?? process.env.PORT ?? 3000);
// Next's own servers read NODE_ENV while loading: set it before importing them, as `next start` does.
Object.assign(process.env, { NODE_ENV: dev ? "development" : "production" });
// The PDF printer loads the report from this server itself, at the address it listens on; that
// address is a host it answers for (no page can make a browser send it: DNS rebinding sends the page's own name).
const self = selfOrigin(values.hostname, port);
process.env[SELF_ORIGIN_ENV] = self;
if (process.env.ALLOWED_HOSTS) process.env.ALLOWED_HOSTS += `,${new URL(self).host}`;
const { default: next } = await import("next");

// Next names itself localhost whatever address we listen on: the URLs proxy.ts sees and rewrites
// to must have the origin Next compares them with, or a rewrite is taken for an external proxy.
const app = next({ dev, dir: process.cwd(), hostname: "localhost", port });
const handle = app.getRequestHandler();
const slots = new SlotQueue(parseHeavyRenderConfig(process.env));

/** Writes an answer made outside Next with the headers every answer of the app carries. */
async function send(res: http.ServerResponse, answer: Response): Promise<void> {
  res.writeHead(answer.status, {
    ...SECURITY_HEADERS,
    ...Object.fromEntries(answer.headers),
    "content-security-policy": API_CSP,
    [REQUEST_ID_HEADER]: crypto.randomUUID(),
  });
  res.end(await answer.text());
}

function headersOf(req: http.IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
  return headers;
}

/**
 * Next answers an address that does not decode with a bare 500 before any route runs. Pages get the
 * not-found page from proxy.ts; the API, which proxy.ts does not see, gets its 400 here.
 */
function refuseUndecodable(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const locale = requestLocale(headersOf(req), null);
  return send(res, errorResponse(new AppError("bad_request", "malformedEscape"), locale));
}

async function serveHeavy(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const gone = new AbortController();
  res.once("close", () => gone.abort(new Error("client went away")));
  const waiting = slots.acquire(gone.signal);
  if (!waiting) return send(res, busyAnswer(headersOf(req), BUSY_RETRY_AFTER_SECONDS));
  const release = await waiting.catch(() => undefined);
  if (!release) return;
  res.once("close", release);
  await handle(req, res);
}

await app.prepare();
const server = http.createServer((req, res) => {
  stampPeer(req.headers, req.socket as { remoteAddress?: string; encrypted?: boolean });
  gzipAsWritten(req, res);
  const url = req.url ?? "/";
  const path = url.split("?", 1)[0];
  const served =
    path.startsWith("/api/") && hasMalformedEscape(path)
      ? refuseUndecodable(req, res)
      : isHeavyRender(url)
        ? serveHeavy(req, res)
        : handle(req, res);
  served.catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});
server.on("upgrade", app.getUpgradeHandler());
server.listen(port, values.hostname, () => {
  console.log(`Registry Lens on http://${values.hostname ?? "localhost"}:${port}${dev ? " (development)" : ""}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close();
    // Background work in progress is finished or handed back to the queue before the process ends.
    void stopJobQueue()
      .catch((error: unknown) => console.error(error))
      .then(() => app.close())
      .finally(() => process.exit(0));
  });
}
