import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * The load balancer in front of the instances: each request goes to the next target in turn, with the
 * client's address appended to X-Forwarded-For (the instances trust one proxy hop). A target that does
 * not answer is skipped for a GET, as a load balancer's health check would.
 */
export async function startRoundRobinProxy(targets: () => string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const live = targets();
    const forward = (attempt: number) => {
      const target = new URL(live[next++ % live.length]);
      const forwardedFor = [incoming.headers["x-forwarded-for"], incoming.socket.remoteAddress]
        .filter(Boolean)
        .join(", ");
      const upstream = request(
        {
          host: target.hostname,
          port: target.port,
          method: incoming.method,
          path: incoming.url,
          headers: { ...incoming.headers, "x-forwarded-for": forwardedFor },
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.once("error", () => {
        // Only a request without a body can be sent again: the body was already read.
        const again = incoming.method === "GET" || incoming.method === "HEAD";
        if (again && attempt + 1 < live.length && !outgoing.headersSent) return forward(attempt + 1);
        if (!outgoing.headersSent) outgoing.writeHead(502).end("no instance answered");
        else outgoing.destroy();
      });
      incoming.pipe(upstream);
    };
    forward(0);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
