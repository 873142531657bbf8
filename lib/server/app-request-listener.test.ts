import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { appRequestListener } from "@/lib/server/app-request-listener";
import { type BodyLimits, parseBodyLimits } from "@/lib/server/body-limits";
import type { SlotQueueOptions } from "@/lib/platform/concurrency/slot-queue";

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
    appUrl,
  }: { slots?: SlotQueueOptions; limits?: BodyLimits; appUrl?: string } = {},
) {
  const server = http.createServer(appRequestListener({ handle, heavy: slots, bodyLimits: limits, appUrl }));
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

/** A body as sent, without chunked framing (size lines) if it has one. */
function unchunk(headers: string, body: string): string {
  if (!/^transfer-encoding: chunked$/im.test(headers)) return body;
  let plain = "";
  for (let at = 0; ;) {
    const eol = body.indexOf("\r\n", at);
    const size = parseInt(body.slice(at, eol), 16);
    if (!size) return plain;
    plain += body.slice(eol + 2, eol + 2 + size);
    at = eol + 2 + size + 2;
  }
}

/** Writes `head` and `body` as they are on a connection and reads the answer until the server closes it. */
function raw(port: number, head: string, body = Buffer.alloc(0)): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (part: string) => (text += part));
    socket.on("error", reject);
    socket.on("close", () => {
      const [headers = "", answer = ""] = text.split("\r\n\r\n", 2);
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(headers)?.[1] ?? 0), body: unchunk(headers, answer) });
    });
    socket.write(head);
    socket.end(body);
  });
}

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

  it("limits a request line naming its target in absolute form as the path it names, and refuses one that does not parse", async () => {
    const { port } = await serve(echoLength);
    // `POST http://host/path` reaches the same route as `POST /path`: it gets sign-in's 64 kB, not the 1 MB default.
    const signIn = await raw(
      port,
      "POST http://app/api/auth/sign-in/email HTTP/1.1\r\nhost: app\r\ncontent-length: 204800\r\nconnection: close\r\n\r\n",
      kB(200),
    );
    expect(signIn.status).toBe(413);
    expect(JSON.parse(signIn.body).error).toMatchObject({
      code: "body_too_large",
      message: expect.stringContaining("64 kB"),
    });
    const escape = await raw(
      port,
      "GET http://app/api/legal-entities/%zz HTTP/1.1\r\nhost: app\r\nconnection: close\r\n\r\n",
    );
    expect(escape.status).toBe(400);
    // new URL throws on this one: it is answered, and the server goes on serving.
    const broken = await raw(port, "GET http://[/entities/1/report HTTP/1.1\r\nhost: app\r\nconnection: close\r\n\r\n");
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body).error.code).toBe("bad_request");
    expect((await send(port, "/api/watchlists", { chunks: [kB(2)] })).status).toBe(200);
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

  it.each([
    {
      scheme: "http",
      appUrl: undefined,
      read: "better-auth.session_token",
      decoy: "__Secure-better-auth.session_token",
    },
    {
      scheme: "https",
      appUrl: "https://lens.example",
      read: "__Secure-better-auth.session_token",
      decoy: "better-auth.session_token",
    },
  ])(
    "gives one user over $scheme no more than their share for decoy cookies or other spellings of theirs",
    async (c) => {
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const { port } = await serve(
        async (req, res) => {
          if (!req.headers.cookie?.includes("bob")) await gate;
          res.end("report");
        },
        { appUrl: c.appUrl },
      );
      // better-auth reads only the first cookie of the one name it uses: each of these is alice's session.
      const cookies = [
        `${c.decoy}=decoy1; ${c.read}=alice.sig`,
        `${c.decoy}=decoy2; ${c.read}=alice.sig`,
        `${c.read}=%61lice.sig`,
        `${c.read}="alice.sig"`,
        `${c.read}=alice.sig; ${c.read}=decoy3.sig`,
        ` ${c.read} =alice.other-sig`,
      ];
      const alices = cookies.map((cookie) => send(port, REPORT, { method: "GET", headers: { cookie } }));
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Her one slot and two places are taken; the other slot is still there for bob.
      expect(await send(port, REPORT, { method: "GET", headers: { cookie: `${c.read}=bob.sig` } })).toEqual({
        status: 200,
        body: "report",
      });
      open();
      const statuses = (await Promise.all(alices)).map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(3);
      expect(statuses.filter((s) => s === 503)).toHaveLength(3);
    },
  );
});
