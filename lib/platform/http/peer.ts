/**
 * Headers the serving process (scripts/serve.ts) sets from the TCP connection, after deleting any
 * copy the client sent, so proxy.ts and apiGate can trust them: Next tells them nothing about the socket.
 */
export const PEER_ADDRESS_HEADER = "x-registry-lens-peer-address";
export const PEER_PROTOCOL_HEADER = "x-registry-lens-peer-protocol";

/** Stamps the peer headers on a Node request's headers, replacing whatever the client sent. */
export function stampPeer(
  headers: Record<string, string | string[] | undefined>,
  socket: { remoteAddress?: string; encrypted?: boolean },
): void {
  headers[PEER_ADDRESS_HEADER] = socket.remoteAddress ?? "";
  headers[PEER_PROTOCOL_HEADER] = socket.encrypted ? "https" : "http";
}
