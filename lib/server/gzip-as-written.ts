import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import zlib from "node:zlib";
import { type AsciiHtml, asciiHtml } from "@/lib/server/ascii-html";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;
/** Below this a declared length is sent as it is: gzip's header and trailer would outweigh the saving. */
const MIN_BYTES = 1024;
/** Deflate's window: how far back a later part of the answer may refer into the parts already sent. */
const WINDOW = 32 * 1024;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// An empty final block: the stream of non-final blocks the parts were sent as ends here.
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** Whether the client takes gzip (named, or by "*", without q=0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (coding !== "gzip" && coding !== "*") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

function shouldCompress(req: IncomingMessage, res: ServerResponse): boolean {
  const type = String(res.getHeader("content-type") ?? "");
  if (!COMPRESSIBLE.test(type)) return false;
  const vary = String(res.getHeader("vary") ?? "");
  if (!/\baccept-encoding\b|\*/i.test(vary))
    res.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  const length = res.getHeader("content-length");
  return (
    req.method !== "HEAD" &&
    res.statusCode >= 200 &&
    res.statusCode < 300 &&
    res.statusCode !== 204 &&
    res.statusCode !== 206 &&
    !res.getHeader("content-encoding") &&
    !/\bno-transform\b/i.test(String(res.getHeader("cache-control") ?? "")) &&
    (length === undefined || Number(length) >= MIN_BYTES) &&
    acceptsGzip(req.headers["accept-encoding"])
  );
}

/** One gzip member written part by part: each part is compressed and can be sent the moment it is written. */
function gzipStream() {
  let window = Buffer.alloc(0);
  let crc = 0;
  let size = 0;
  let started = false;
  const part = (data: Buffer): Buffer => {
    const head = started ? [] : [GZIP_HEADER];
    started = true;
    if (data.length === 0) return Buffer.concat(head);
    // The parts already sent are the dictionary: the part may refer back into them as one stream would.
    const body = zlib.deflateRawSync(data, {
      dictionary: window.length > 0 ? window : undefined,
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
    });
    crc = zlib.crc32(data, crc);
    size = (size + data.length) % 2 ** 32;
    // Only the tail is kept: a large part is not copied whole, nor held on to.
    window = Buffer.concat([window, data.subarray(-WINDOW)]).subarray(-WINDOW);
    return Buffer.concat([...head, body]);
  };
  const end = (data: Buffer): Buffer => {
    const trailer = Buffer.alloc(8);
    const last = part(data);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size, 4);
    return Buffer.concat([last, FINAL_BLOCK, trailer]);
  };
  return { part, end };
}

/** An HTML document is sent in ASCII (see asciiHtml). */
const htmlRewrite = (res: ServerResponse) =>
  /^text\/html\b/i.test(String(res.getHeader("content-type") ?? "")) ? asciiHtml() : undefined;

type Callback = (error?: Error | null) => void;
type Chunk = string | Uint8Array;

const toBuffer = (chunk: Chunk | undefined, encoding: BufferEncoding | undefined) =>
  chunk === undefined ? Buffer.alloc(0) : typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk);

/**
 * Compresses a response as it is written, and writes an HTML document in ASCII (see asciiHtml). Node's
 * zlib streams compress on worker threads and hand the result back on the event loop, which a page
 * being rendered keeps busy: a streamed page's first part (its head and first paint) then reached the
 * browser only with the rest. Here each write is compressed where it is made, with everything already
 * sent as its dictionary.
 */
export function gzipAsWritten(req: IncomingMessage, res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res);
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  let gzip: ReturnType<typeof gzipStream> | undefined;
  let html: AsciiHtml | undefined;
  let streamed = false;
  let ended = false;

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const reason = typeof rest[0] === "string" ? rest[0] : undefined;
    const headers = (typeof rest[0] === "string" ? rest[1] : rest[0]) as OutgoingHttpHeaders | unknown[] | undefined;
    // Headers handed to writeHead win over those set before: apply them first, to decide on what will be sent.
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1] as string);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    }
    res.statusCode = status;
    if (!html) {
      html = htmlRewrite(res);
      // A length declared before the document is rewritten no longer holds.
      if (html) res.removeHeader("content-length");
    }
    if (shouldCompress(req, res)) {
      gzip = gzipStream();
      res.setHeader("content-encoding", "gzip");
      res.removeHeader("content-length");
    }
    return reason === undefined ? writeHead(status) : writeHead(status, reason);
  }) as typeof res.writeHead;

  res.write = ((chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) => {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!gzip && !html) return write(chunk, encoding as BufferEncoding, callback);
    const done = typeof encoding === "function" ? encoding : callback;
    const written = toBuffer(chunk, typeof encoding === "string" ? encoding : undefined);
    const data = html ? html.part(written) : written;
    if (!gzip) return write(data, done);
    streamed = true;
    return write(gzip.part(data), done);
  }) as typeof res.write;

  res.end = ((...args: [(Chunk | Callback)?, (BufferEncoding | Callback)?, Callback?]) => {
    const callback = args.find((arg): arg is Callback => typeof arg === "function");
    const chunk = typeof args[0] === "function" ? undefined : args[0];
    let data: Buffer = toBuffer(chunk, typeof args[1] === "string" ? args[1] : undefined);
    if (!res.headersSent) {
      // The whole answer in one call: its length decides, as Node would have declared it.
      html = htmlRewrite(res);
      if (html) data = html.end(data);
      if (data.length > 0 && (html || res.getHeader("content-length") === undefined))
        res.setHeader("content-length", data.length);
      res.writeHead(res.statusCode);
    } else if (html) data = html.end(data);
    if (!gzip) return end(data, callback);
    // A second end (the serving process's last resort after a failure) is the first one's.
    if (ended) return res;
    ended = true;
    if (streamed) return end(gzip.end(data), callback);
    // An answer given whole (an API answer, a short page) has nothing to stream: it is compressed off the
    // event loop, as Next's compression did.
    zlib.gzip(data, (error, compressed) => (error ? res.destroy(error) : end(compressed, callback)));
    return res;
  }) as typeof res.end;
}
