/**
 * Serves the app: Next's request handler behind a plain node:http server, for what proxy.ts
 * cannot do itself (see appRequestListener): it stamps the TCP peer's address on every request (any
 * copy the client sent is replaced), so rate limits cannot be dodged with a forged X-Forwarded-For;
 * caps request bodies before any route reads them (413); holds one of a few heavy-render slots, shared
 * per user, while a report or print view renders, answering 503 with Retry-After when all are taken
 * and the queue is full; compresses answers as they are written (see gzipAsWritten), in place of Next's
 * compression, so a streamed page's first part is not held back; and answers an API address that does
 * not decode, which Next meets with a bare 500.
 *
 * Usage: tsx scripts/serve.ts [--dev] [-p PORT] [-H HOST]
 */
import http from "node:http";
import { parseArgs } from "node:util";
import { appRequestListener } from "../lib/server/app-request-listener";
import { parseBodyLimits } from "../lib/server/body-limits";
import { parseHeavyRenderConfig } from "../lib/server/heavy-render";
import { SELF_ORIGIN_ENV, selfOrigin } from "../lib/platform/http/self-origin";
import { stopJobQueue } from "../lib/platform/jobs/job-queue-holder";

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
const server = http.createServer(
  appRequestListener({
    handle,
    heavy: parseHeavyRenderConfig(process.env),
    bodyLimits: parseBodyLimits(process.env),
    appUrl: process.env.APP_URL || undefined,
  }),
);
await app.prepare();
server.on("upgrade", app.getUpgradeHandler());
server.listen(port, values.hostname, () => {
  console.log(`Registry Lens on http://${values.hostname ?? "localhost"}:${port}${dev ? " (development)" : ""}`);
});

// A signal sent to the process group (Ctrl-C, a supervisor) arrives twice, directly and through `npm start`:
// that echo must not cut short the shutdown the first began, but a signal sent again later ends a stuck one.
let stoppingSince: number | undefined;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stoppingSince !== undefined) {
      if (Date.now() - stoppingSince > 1_000) process.exit(130);
      return;
    }
    stoppingSince = Date.now();
    server.close();
    // Background work in progress is finished or handed back to the queue before the process ends.
    void stopJobQueue()
      .catch((error: unknown) => console.error(error))
      .then(() => app.close())
      .finally(() => process.exit(0));
  });
}
