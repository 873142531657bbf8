import http from "node:http";
import type { AddressInfo } from "node:net";
import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePdfConfig } from "./pdf-config";
import { pdfBrowser } from "./pdf-browser";
import { printReportPdf } from "./print-report-pdf";

interface Seen {
  path: string;
  cookie: string | undefined;
}

/** A loopback server noting every request it gets and the cookie it came with. */
async function server(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const seen: Seen[] = [];
  const listening = http.createServer((req, res) => {
    seen.push({ path: req.url ?? "", cookie: req.headers.cookie });
    answer(req, res);
  });
  await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  return { seen, origin, close: () => new Promise((resolve) => listening.close(resolve).closeAllConnections()) };
}

const chromium = parsePdfConfig(process.env).chromiumPath;
let elsewhere: Awaited<ReturnType<typeof server>>;
let app: Awaited<ReturnType<typeof server>>;

beforeAll(async () => {
  elsewhere = await server((_req, res) => res.end("tracked"));
  app = await server((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html><body>
      <p data-record-sha256="${"1".repeat(64)}" data-retrieved-at="2026-01-01T00:00:00Z">Report</p>
      <a href="/entities/40003001008/report">This report online</a>
      <a href="#top">Top</a>
      <img src="${elsewhere.origin}/pixel.png" alt="">
      <link rel="stylesheet" href="${elsewhere.origin}/style.css">
    </body></html>`);
  });
});
afterAll(async () => {
  await (await pdfBrowser(chromium).catch(() => undefined))?.close();
  await Promise.all([app?.close(), elsewhere?.close()]);
});

describe.skipIf(!existsSync(chromium))("printReportPdf", () => {
  it("sends the viewer's cookies to the app only, fetches nothing elsewhere, and links to the app's public address", async () => {
    const headers = new Headers({ cookie: "better-auth.session_token=s3cret.sig", host: "lens.example" });
    const pdf = await printReportPdf(`${app.origin}/entities/40003001008/report`, headers, "en", "user-1");
    expect(app.seen[0]).toEqual({
      path: "/entities/40003001008/report",
      cookie: "better-auth.session_token=s3cret.sig",
    });
    expect(elsewhere.seen).toEqual([]);
    expect(pdf.recordSha256).toBe("1".repeat(64));
    const text = Buffer.from(pdf.bytes).toString("latin1");
    expect(text).toContain("http://lens.example/entities/40003001008/report");
    expect(text).not.toContain(`${app.origin}/entities`);
  }, 60_000);
});
