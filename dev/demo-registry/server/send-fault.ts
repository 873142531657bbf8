import { allDemoRegcodes } from "@/dev/demo-registry/dataset";
import type { FaultKind } from "@/dev/demo-registry/fault-regcodes";
import type { PersonalDetailsAccess } from "@/lib/domain/access/redact-personal-details";
import type { RecordBodies } from "./record-bodies";
import { send, sendError, sendJson, writeHead, type Exchange } from "./respond";

export interface FaultContext {
  regcode: string;
  access: PersonalDetailsAccess;
  bodies: RecordBodies;
  slowMs: number;
}

/** Answers a fault number the way its entry in faultRegcodes describes. */
export function sendFault(kind: FaultKind, exchange: Exchange, context: FaultContext): void {
  const record = () => context.bodies.fault(context.regcode, context.access, false);
  switch (kind) {
    case "slow": {
      // Built now, inside the request's error handling, rather than in the timer callback.
      const body = record();
      const timer = setTimeout(() => sendJson(exchange, 200, body), context.slowMs);
      // A caller that gives up (or a registry shutting down) must not leave the timer behind.
      exchange.res.on("close", () => clearTimeout(timer));
      return;
    }
    case "html500":
      return send(
        exchange,
        500,
        "text/html; charset=utf-8",
        "<html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1></body></html>\n",
      );
    case "text502":
      return send(exchange, 502, "text/plain; charset=utf-8", "Bad Gateway: the upstream register did not answer.\n");
    case "truncated": {
      const body = record();
      return sendJson(exchange, 200, body.slice(0, Math.floor(body.length / 2)));
    }
    case "drift":
      return sendJson(exchange, 200, context.bodies.fault(context.regcode, context.access, true));
    case "reset": {
      const body = Buffer.from(record());
      writeHead(exchange, 200, "application/json; charset=utf-8", body.length);
      exchange.res.write(body.subarray(0, Math.floor(body.length / 2)), () => exchange.res.socket?.destroy());
      return;
    }
    case "unauthorized401":
      return sendError(exchange, 401, "credential_revoked", "The credential has been revoked.");
    case "forbidden403":
      return sendError(exchange, 403, "insufficient_scope", "The credential may not read this entity.");
    case "rateLimited429":
      return sendError(exchange, 429, "rate_limited", "Too many requests; retry later.", { "Retry-After": "2" });
    case "wrongNumber": {
      const other = context.bodies.record(allDemoRegcodes()[0] ?? "", context.access);
      if (other === undefined) throw new Error("the demo dataset is empty");
      return sendJson(exchange, 200, other);
    }
    case "notUtf8": {
      const text = record();
      const at = text.indexOf('"legal_name":"') + '"legal_name":"'.length;
      const body = Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from([0xff]), Buffer.from(text.slice(at))]);
      writeHead(exchange, 200, "application/json; charset=utf-8", body.length);
      exchange.res.end(body);
      return;
    }
  }
}
