import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { acceptsGzip, gzipAsWritten } from "@/lib/server/gzip-as-written";

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void | Promise<void>;

let server: http.Server | undefined;
afterEach(() => server?.close());

async function serve(handler: Handler): Promise<string> {
  server = http.createServer((req, res) => {
    gzipAsWritten(req, res);
    void handler(req, res);
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function get(url: string, headers: http.OutgoingHttpHeaders = { "accept-encoding": "gzip" }, method = "GET") {
  return new Promise<http.IncomingMessage>((resolve, reject) =>
    http.request(url, { headers, method }, resolve).on("error", reject).end(),
  );
}

async function bodyOf(response: http.IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of response) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

// Text with repeats far apart, as a page's rows are: what a later part shares with an earlier one compresses.
const page = (rows: number) =>
  Array.from({ length: rows }, (_, i) => `<tr><td>Officer ${i % 40}</td><td>Member of the board</td></tr>`).join("");

describe("gzipAsWritten", () => {
  it("sends a streamed page's first part before the rest is written, and the whole page intact", async () => {
    let firstDecoded: () => void = () => {};
    const firstSeen = new Promise<void>((resolve) => (firstDecoded = resolve));
    const url = await serve(async (_req, res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.write("<!DOCTYPE html><title>Profile</title><p>Loading…</p>");
      // The rest is written only once the browser has decoded the first part: held back, this never ends.
      await firstSeen;
      for (let i = 0; i < 10; i++) res.write(page(200));
      res.end("</html>");
      // As the serving process's last resort does after a failure: a second end changes nothing.
      res.end();
    });
    const response = await get(url);
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const gunzip = response.pipe(zlib.createGunzip());
    let text = "";
    for await (const part of gunzip) {
      text += String(part);
      if (text.includes("Loading")) firstDecoded();
    }
    expect(text).toBe(`<!DOCTYPE html><title>Profile</title><p>Loading&#x2026;</p>${page(200).repeat(10)}</html>`);
  });

  it("compresses across parts as one stream would", async () => {
    const rows = page(2000);
    const url = await serve((_req, res) => {
      res.setHeader("content-type", "application/json");
      for (let i = 0; i < rows.length; i += 2048) res.write(rows.slice(i, i + 2048));
      res.end();
    });
    const compressed = await bodyOf(await get(url));
    expect(zlib.gunzipSync(compressed).toString()).toBe(rows);
    // Each 2 kB part alone compresses these rows to about 7.6 %; with the parts before it as its dictionary, to under 2 %.
    expect(compressed.length).toBeLessThan(rows.length * 0.03);
  });

  it("leaves an answer as it is for a client without gzip, a HEAD, a 304, a binary type or an encoded body", async () => {
    const url = await serve((req, res) => {
      const kind = new URL(req.url ?? "/", "http://x").pathname;
      if (kind === "/not-modified") return void res.writeHead(304).end();
      if (kind === "/png") return void res.writeHead(200, { "content-type": "image/png" }).end(page(100));
      if (kind === "/encoded") {
        res.writeHead(200, { "content-type": "text/plain", "content-encoding": "br" });
        return void res.end(page(100));
      }
      res.writeHead(200, { "content-type": "text/html" });
      res.end(req.method === "HEAD" ? undefined : page(100));
    });
    for (const [path, headers, method] of [
      ["/", { "accept-encoding": "identity" }, "GET"],
      ["/", { "accept-encoding": "gzip;q=0, br" }, "GET"],
      ["/", { "accept-encoding": "gzip" }, "HEAD"],
      ["/not-modified", { "accept-encoding": "gzip" }, "GET"],
      ["/png", { "accept-encoding": "gzip" }, "GET"],
      ["/encoded", { "accept-encoding": "gzip" }, "GET"],
    ] as const) {
      const response = await get(`${url}${path}`, headers, method);
      expect(response.headers["content-encoding"], `${method} ${path} ${headers["accept-encoding"]}`).not.toBe("gzip");
      await bodyOf(response);
    }
  });

  it("compresses an answer given whole", async () => {
    const rows = page(500);
    const url = await serve((_req, res) => {
      res.setHeader("content-type", "application/json");
      res.end(rows);
      // A second end while the answer is being compressed changes nothing.
      res.end();
    });
    const response = await get(url);
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["content-length"]).toBeUndefined();
    expect(zlib.gunzipSync(await bodyOf(response)).toString()).toBe(rows);
  });

  it("writes an HTML document in ASCII, streamed or whole, compressed or not, with its length when whole", async () => {
    const document = '<!DOCTYPE html><title>Dalībnieki</title><script>x("Ēriks")</script><p>Šis — tas</p>';
    const ascii =
      '<!DOCTYPE html><title>Dal&#x12b;bnieki</title><script>x("\\u0112riks")</script><p>&#x160;is &#x2014; tas</p>';
    const url = await serve((req, res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      // As Next declares a page's length before writing it whole.
      if (req.url === "/whole") return void res.setHeader("content-length", Buffer.byteLength(document)).end(document);
      res.write(Buffer.from(document).subarray(0, 20));
      res.end(Buffer.from(document).subarray(20));
    });
    for (const path of ["/whole", "/streamed"])
      for (const encoding of ["identity", "gzip"]) {
        const response = await get(`${url}${path}`, { "accept-encoding": encoding });
        const body = await bodyOf(response);
        const text = String(response.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(body) : body);
        expect(text, `${path} ${encoding}`).toBe(ascii);
        if (path === "/whole" && encoding === "identity")
          expect(response.headers["content-length"]).toBe(String(ascii.length));
      }
  });

  it("sends a short answer as it is, with its length", async () => {
    const url = await serve((_req, res) => {
      res.setHeader("content-type", "application/json");
      res.end('{"ok":"ā"}');
    });
    const response = await get(url);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["content-length"]).toBe("11");
    expect(String(await bodyOf(response))).toBe('{"ok":"ā"}');
  });
});

describe("acceptsGzip", () => {
  it("reads the client's Accept-Encoding", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1, *;q=0.1")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("br")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
