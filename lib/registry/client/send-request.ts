import http from "node:http";
import https from "node:https";
import { AppError } from "@/lib/platform/errors/app-error";
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
  /** A body above this many bytes is aborted: announced by Content-Length at once, else as it streams in. */
  maxBodyBytes: number;
}

/** One GET over node:http(s); the whole exchange, body included, must finish within timeoutMs. */
export function sendRequest({ url, target, headers, timeoutMs, maxBodyBytes }: SendOptions): Promise<RawResponse> {
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
    // Why we cut the exchange short, if we did: the socket errors that follow must not hide it.
    let abortedWith: AppError | undefined;
    const abort = (reason: AppError) => {
      abortedWith ??= reason;
      request.destroy(reason);
    };
    const timer = setTimeout(() => abort(registryErrors.timeout(timeoutMs)), timeoutMs);
    const fail = (error: unknown) => {
      clearTimeout(timer);
      reject(abortedWith ?? (error instanceof AppError ? error : registryErrors.unavailable(error)));
    };
    request.on("error", fail);
    request.on("response", (response) => {
      const tooLarge = () => abort(registryErrors.tooLarge(maxBodyBytes));
      if (Number(response.headers["content-length"]) > maxBodyBytes) return tooLarge();
      const chunks: Buffer[] = [];
      let received = 0;
      response.on("data", (chunk: Buffer) => {
        received += chunk.length;
        if (received > maxBodyBytes) tooLarge();
        else chunks.push(chunk);
      });
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
