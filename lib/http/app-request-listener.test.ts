import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { appRequestListener } from "./app-request-listener";
import { type BodyLimits, parseBodyLimits } from "./body-limits";
import type { SlotQueueOptions } from "./slot-queue";

const REPORT = "/entities/40003001008/report";
const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve).closeAllConnections())));
});

/** Reads the whole body as a route does, then says how many bytes it got. */
async function echoLength(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let bytes = 0;
  for await (const chunk of req) bytes += (chunk as Buffer).length;
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ bytes }));
}

async function serve(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  {
    slots = { concurrency: 2, queue: 4 },
    limits = parseBodyLimits({}),
  }: { slots?: SlotQueueOptions; limits?: BodyLimits } = {},
) {
  const server = http.createServer(appRequestListener({ handle, heavy: slots, bodyLimits: limits }));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { port, url: `http://127.0.0.1:${port}` };
}

interface Answer {
  status: number;
  body: string;
}

/** A request whose body is written as `chunks` (chunked unless a length is declared), answered whenever the server answers. */
function send(
  port: number,
  path: string,
  { chunks = [] as Buffer[], headers = {} as Record<string, string>, method = "POST" } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ port, host: "127.0.0.1", path, method, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (part: string) => (body += part));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    // The server may close the connection while the rest is still being sent: its answer is what counts.
    request.on("error", (error) => (request.writableEnded ? undefined : reject(error)));
    (async () => {
      for (const chunk of chunks) {
        if (request.destroyed) return;
        if (!request.write(chunk)) await new Promise((r) => request.once("drain", r));
      }
      request.end();
    })().catch(() => undefined);
  });
}

const kB = (n: number) => Buffer.alloc(n * 1024, "a");

describe("request body limits", () => {
  it("refuses a sign-in body declared larger than allowed with the app's 413, without the app reading it", async () => {
    let reached = false;
    const { port } = await serve(async (req, res) => {
      reached = true;
      await echoLength(req, res);
    });
    const answer = await send(port, "/api/auth/sign-in/email", {
      headers: { "content-length": String(100 * 1024 * 1024), "content-type": "application/json" },
      chunks: [kB(256)],
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error).toMatchObject({
      code: "body_too_large",
      message: expect.stringContaining("64 kB"),
    });
    expect(reached).toBe(false);
  });

  it("counts a chunked body as it arrives and refuses it once past the limit, the app never seeing the rest", async () => {
    let readByApp = 0;
    let finished = false;
    const { port } = await serve(async (req, res) => {
      try {
        for await (const chunk of req) readByApp += (chunk as Buffer).length;
        finished = true;
      } catch {
        // The connection closes under a refused body.
      }
      res.end("the app's own answer");
    });
    const answer = await send(port, "/api/auth/sign-in/email", { chunks: Array.from({ length: 40 }, () => kB(16)) });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.code).toBe("body_too_large");
    expect(readByApp).toBeLessThanOrEqual(64 * 1024);
    expect(finished).toBe(false);
  });

  it("takes a large batch list but not the same bytes as JSON elsewhere, and a small body as it is", async () => {
    const { port } = await serve(echoLength);
    const list = Array.from({ length: 128 }, () => kB(16));
    expect(await send(port, "/api/batches", { chunks: list })).toEqual({
      status: 200,
      body: JSON.stringify({ bytes: 2 * 1024 * 1024 }),
    });
    expect((await send(port, "/api/watchlists", { chunks: list })).status).toBe(413);
    expect(await send(port, "/api/auth/sign-in/email", { chunks: [kB(2)] })).toEqual({
      status: 200,
      body: JSON.stringify({ bytes: 2048 }),
    });
  });
});

/** A report rendered as Next streams one: in parts, waiting whenever the connection says it is full. */
function renderReport(bytes: number, rendered: () => void) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.url?.startsWith(REPORT) !== true) return echoLength(req, res);
    res.writeHead(200, { "content-type": "application/octet-stream" });
    const part = Buffer.alloc(64 * 1024, "r");
    for (let sent = 0; sent < bytes; sent += part.length) {
      if (!res.write(part)) await new Promise((resolve) => res.once("drain", resolve));
    }
    res.end();
    rendered();
  };
}

describe("heavy-render slots", () => {
  it("gives the slot up when the report is rendered, not when a slow client has read it", async () => {
    let renders = 0;
    const { port } = await serve(
      renderReport(32 * 1024 * 1024, () => renders++),
      { slots: { concurrency: 1, queue: 0 } },
    );
    // One user's client that asks for the report and reads nothing; then another user asks for one.
    const slow = net.connect(port, "127.0.0.1");
    slow.pause();
    slow.write(`GET ${REPORT} HTTP/1.1\r\nhost: app\r\ncookie: better-auth.session_token=alice.sig\r\n\r\n`);
    await expect.poll(() => renders, { timeout: 5_000 }).toBe(1);
    const next = await send(port, REPORT, { method: "GET", headers: { cookie: "better-auth.session_token=bob.sig" } });
    expect(next.status).toBe(200);
    slow.destroy();
  });

  it("keeps no more of one user's reports for slow clients than there are slots and places", async () => {
    let renders = 0;
    const { port } = await serve(
      renderReport(32 * 1024 * 1024, () => renders++),
      { slots: { concurrency: 1, queue: 1 } },
    );
    const slowClients = [1, 2].map(() => {
      const slow = net.connect(port, "127.0.0.1");
      slow.pause();
      slow.write(`GET ${REPORT} HTTP/1.1\r\nhost: app\r\n\r\n`);
      return slow;
    });
    await expect.poll(() => renders, { timeout: 10_000 }).toBe(2);
    // Both are rendered and kept in memory for clients that read nothing: a third waits for one of them to go.
    expect((await send(port, REPORT, { method: "GET" })).status).toBe(503);
    slowClients[0]?.destroy();
    await expect.poll(async () => (await send(port, REPORT, { method: "GET" })).status, { timeout: 5_000 }).toBe(200);
    slowClients[1]?.destroy();
  });

  it("keeps a slot free for another user while one user has many reports rendering", async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { port } = await serve(async (req, res) => {
      if (req.headers.cookie?.includes("alice")) await gate;
      res.end(`report for ${req.headers.cookie}`);
    });
    const as = (who: string) => ({ method: "GET", headers: { cookie: `better-auth.session_token=${who}.sig` } });
    const alices = [1, 2, 3].map(() => send(port, REPORT, as("alice")));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Her fourth finds her share of the queue taken.
    expect((await send(port, REPORT, as("alice"))).status).toBe(503);
    expect(await send(port, REPORT, as("bob"))).toEqual({
      status: 200,
      body: "report for better-auth.session_token=bob.sig",
    });
    open();
    expect((await Promise.all(alices)).map((a) => a.status)).toEqual([200, 200, 200]);
  });
});
