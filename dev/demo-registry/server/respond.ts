import type { ServerResponse } from "node:http";

/** One response in the making: where it goes, the registry's clock for its Date header, and the log. */
export interface Exchange {
  res: ServerResponse;
  registryNow: () => number;
  log: (status: number) => void;
}

export function send(
  exchange: Exchange,
  status: number,
  contentType: string,
  body: string,
  extraHeaders: Record<string, string> = {},
): void {
  writeHead(exchange, status, contentType, Buffer.byteLength(body), extraHeaders);
  exchange.res.end(body);
}

/** Logs the status and writes the head; the Date header always comes from the registry's (possibly shifted) clock. */
export function writeHead(
  exchange: Exchange,
  status: number,
  contentType: string,
  contentLength: number,
  extraHeaders: Record<string, string> = {},
): void {
  exchange.log(status);
  exchange.res.writeHead(status, {
    "Content-Type": contentType,
    "Content-Length": String(contentLength),
    Date: new Date(exchange.registryNow()).toUTCString(),
    ...extraHeaders,
  });
}

export function sendJson(
  exchange: Exchange,
  status: number,
  body: string,
  extraHeaders?: Record<string, string>,
): void {
  send(exchange, status, "application/json; charset=utf-8", body, extraHeaders);
}

/** The registry's error body for 400/401/403/404/429: `{"error": code, "message": text}`. */
export function sendError(
  exchange: Exchange,
  status: number,
  error: string,
  message: string,
  extraHeaders?: Record<string, string>,
): void {
  sendJson(exchange, status, JSON.stringify({ error, message }), extraHeaders);
}

/** What a front proxy answers for a route the registry does not have: HTML, not JSON. */
export function sendNotFoundPage(exchange: Exchange): void {
  send(
    exchange,
    404,
    "text/html; charset=utf-8",
    "<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1></body></html>\n",
  );
}
