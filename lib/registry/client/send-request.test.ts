import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "@/lib/platform/errors/app-error";
import { sendRequest } from "./send-request";

/** A raw TCP server: records the request line byte for byte, so nothing in between can normalise it. */
let server: Server;
let port: number;
const requestLines: string[] = [];

beforeAll(async () => {
  server = createServer((socket) => {
    socket.once("data", (data) => {
      const head = data.toString("latin1");
      requestLines.push(head.split("\r\n", 1)[0]);
      if (head.includes("/hang")) return; // never answers: the timeout must fire
      if (head.includes("/huge-declared")) {
        // Announces a body beyond the limit, then sends nothing: only the header can end this early.
        socket.write("HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 5000\r\n\r\n");
        return;
      }
      if (head.includes("/huge-chunked")) {
        // No length announced: 600-byte chunks keep coming and never end.
        socket.write("HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n");
        const chunk = `258\r\n${"x".repeat(600)}\r\n`;
        const timer = setInterval(() => (socket.writable ? socket.write(chunk) : clearInterval(timer)), 5);
        socket.on("close", () => clearInterval(timer));
        return;
      }
      socket.end(
        "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 2\r\nconnection: close\r\n\r\n{}",
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("sendRequest", () => {
  it.each(["/service//api/v1/a%2Fb/", "/x/./y/../z", "/q?b=2&a=%c4%81", "/%7Euser/"])(
    "sends %s byte for byte as signed",
    async (target) => {
      const response = await sendRequest({
        url: new URL(`http://127.0.0.1:${port}`),
        target,
        headers: {},
        timeoutMs: 2000,
        maxBodyBytes: 1024,
      });
      expect(response.status).toBe(200);
      expect(requestLines.at(-1)).toBe(`GET ${target} HTTP/1.1`);
    },
  );

  it("gives up with an upstream_timeout error when the registry does not answer in time", async () => {
    const started = Date.now();
    const error = await sendRequest({
      url: new URL(`http://127.0.0.1:${port}`),
      target: "/hang",
      headers: {},
      timeoutMs: 300,
      maxBodyBytes: 1024,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("upstream_timeout");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("reports an unreachable registry as upstream_unavailable", async () => {
    const error = await sendRequest({
      url: new URL("http://127.0.0.1:1"),
      target: "/",
      headers: {},
      timeoutMs: 1000,
      maxBodyBytes: 1024,
    }).catch((e: unknown) => e);
    expect((error as AppError).code).toBe("upstream_unavailable");
  });

  it.each(["/huge-declared", "/huge-chunked"])(
    "aborts %s once the body is known to exceed maxBodyBytes, as a bad response that is not retried",
    async (target) => {
      const started = Date.now();
      const error = await sendRequest({
        url: new URL(`http://127.0.0.1:${port}`),
        target,
        headers: {},
        timeoutMs: 5000,
        maxBodyBytes: 1024,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: "upstream_bad_response", status: 502 });
      expect(Date.now() - started).toBeLessThan(2000);
    },
  );
});
