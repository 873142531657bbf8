import http from "node:http";
import https from "node:https";
import { AppError } from "@/lib/errors/app-error";
import { registryErrors } from "./registry-errors";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface SendOptions {
  url: URL;
  /** Request target sent byte-for-byte (fetch/WHATWG URL would normalise it, breaking the signature). */
  target: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

/** One GET over node:http(s); the whole exchange, body included, must finish within timeoutMs. */
export function sendRequest({ url, target, headers, timeoutMs }: SendOptions): Promise<RawResponse> {
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request({
      protocol: url.protocol,
      hostname: url.hostname.replace(/^\[|\]$/g, ""),
      port: url.port || undefined,
      method: "GET",
      path: target,
      headers: { ...headers, accept: "application/json" },
    });
    const timer = setTimeout(() => request.destroy(registryErrors.timeout(timeoutMs)), timeoutMs);
    const fail = (error: unknown) => {
      clearTimeout(timer);
      reject(error instanceof AppError ? error : registryErrors.unavailable(error));
    };
    request.on("error", fail);
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", fail);
      response.on("aborted", () => fail(new Error("response aborted")));
      response.on("end", () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
      });
    });
    request.end();
  });
}
