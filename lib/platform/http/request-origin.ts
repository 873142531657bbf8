import { isIPv4 } from "node:net";
import { PEER_ADDRESS_HEADER, PEER_PROTOCOL_HEADER } from "./peer";

/** Stands for the peer when the app runs without scripts/serve.ts (plain `next start`): one shared client. */
export const UNKNOWN_PEER = "unknown";

/** An IPv4 client on a dual-stack socket or proxy, written as IPv6 (`::ffff:192.0.2.1`): one client, one spelling. */
const IPV4_MAPPED = "::ffff:";

function hops(value: string | null): string[] {
  return (value ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
}

/**
 * Who sent the request and over what. Without trusted proxies it is the TCP peer. Behind
 * `trustedHops` proxies, each appends the address it saw to X-Forwarded-For, so the client is
 * that many entries from the right, counting the peer (the nearest proxy); anything further left
 * is what the client claimed and is ignored.
 */
export function requestOrigin(headers: Headers, trustedHops: number): { address: string; https: boolean } {
  const peer = headers.get(PEER_ADDRESS_HEADER) || UNKNOWN_PEER;
  const peerHttps = headers.get(PEER_PROTOCOL_HEADER) === "https";
  if (trustedHops === 0) return { address: plainAddress(peer), https: peerHttps };
  const chain = [...hops(headers.get("x-forwarded-for")), peer];
  const protocols = hops(headers.get("x-forwarded-proto"));
  const claimedProtocol = protocols[Math.max(0, protocols.length - trustedHops)];
  return {
    address: plainAddress(chain[Math.max(0, chain.length - 1 - trustedHops)].slice(0, 64)),
    https: peerHttps || claimedProtocol?.toLowerCase() === "https",
  };
}

function plainAddress(address: string): string {
  const tail = address.slice(IPV4_MAPPED.length);
  return address.toLowerCase().startsWith(IPV4_MAPPED) && isIPv4(tail) ? tail : address;
}
