import type { AuditJson } from "@/lib/platform/db/schema/audit";
import { createHash, createHmac } from "node:crypto";

/** What one audit event says, exactly the part its hash covers. */
export interface AuditContent {
  time: Date;
  userId: string | null;
  /** The user's email at the time, so the row reads on its own after the account changes. */
  userEmail: string | null;
  clientAddress: string | null;
  userAgent: string | null;
  requestId: string | null;
  eventType: string;
  details: { [key: string]: AuditJson };
}

/** An audit row as stored: its content, its place in the table and its two hashes. */
export interface ChainedRow extends AuditContent {
  seq: number;
  prevHash: string;
  hash: string;
}

export type ChainProblemKind = "changed" | "removed" | "reordered" | "unkeyed";

/** The first row where the chain breaks, and how. */
export interface ChainProblem {
  seq: number;
  kind: ChainProblemKind;
  message: string;
}

/** The previous hash of the first row: there is no row before it. */
export const GENESIS_HASH = "0".repeat(64);

// Keys sorted at every level: jsonb does not keep the order they were written in.
export function canonicalJson(value: AuditJson): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/**
 * The canonical content of an event, version 1: a JSON array of
 * ["v1", time as ISO 8601 UTC with milliseconds, user id, user email, client address, user agent, request id,
 * event type, details], absent values as null, object keys sorted by UTF-16 code units at every level,
 * no whitespace. Anyone can recompute it from a row with a JSON library and check the hash by hand.
 */
export function canonicalContent(event: AuditContent): string {
  return canonicalJson([
    "v1",
    event.time.toISOString(),
    event.userId,
    event.userEmail,
    event.clientAddress,
    event.userAgent,
    event.requestId,
    event.eventType,
    event.details,
  ]);
}

/**
 * An unkeyed row's hash: SHA-256 (hex) of the previous row's hash (hex) followed by the row's canonical
 * content. Rows written before the chain was keyed have it; anyone who can write the table can recompute it.
 */
export function chainHash(prevHash: string, event: AuditContent): string {
  return createHash("sha256")
    .update(prevHash + canonicalContent(event))
    .digest("hex");
}

/**
 * A keyed row's hash: HMAC-SHA256 (hex) under AUDIT_CHAIN_KEY of the same input as chainHash. Without the key,
 * which is kept outside the database, no one can make a row that verifies.
 */
export function keyedChainHash(key: string, prevHash: string, event: AuditContent): string {
  return createHmac("sha256", key)
    .update(prevHash + canonicalContent(event))
    .digest("hex");
}
