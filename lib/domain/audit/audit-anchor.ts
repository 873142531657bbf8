import { createHmac, timingSafeEqual } from "node:crypto";
import { appendFile } from "node:fs/promises";
import { z } from "zod";

/**
 * A signed chain head: the newest row's number and hash at a time, with an HMAC under the chain's key. Kept
 * outside the app (an append-only file, a receiving service), it proves the chain reached that row then.
 */
export interface AuditAnchor {
  seq: number;
  hash: string;
  time: string;
  mac: string;
}

const anchorSchema = z.object({
  seq: z.number().int().min(1),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  time: z.iso.datetime(),
  mac: z.string().regex(/^[0-9a-f]{64}$/),
});

function anchorMac(key: string, head: Omit<AuditAnchor, "mac">): string {
  return createHmac("sha256", key)
    .update(JSON.stringify(["registry-lens-audit-anchor-v1", head.seq, head.hash, head.time]))
    .digest("hex");
}

export function signAnchor(key: string, head: { seq: number; hash: string }, time: Date): AuditAnchor {
  const unsigned = { seq: head.seq, hash: head.hash, time: time.toISOString() };
  return { ...unsigned, mac: anchorMac(key, unsigned) };
}

/** Where anchors go: a file appended to and/or a URL each is POSTed to as JSON. */
export interface AnchorTargets {
  file?: string;
  url?: string;
}

/** Writes one anchor to every target; throws when one refused it (the job is then retried). */
export async function writeAnchor(targets: AnchorTargets, anchor: AuditAnchor): Promise<void> {
  const line = JSON.stringify(anchor);
  if (targets.file) await appendFile(targets.file, `${line}\n`, { mode: 0o600 });
  if (targets.url) {
    const response = await fetch(targets.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: line,
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`AUDIT_ANCHOR_URL answered ${response.status} to an audit anchor`);
  }
}

export interface AnchorCheck {
  /** Anchors compared with the table. */
  checked: number;
  /** The newest anchor: rows after it could still be removed unnoticed. */
  newest?: AuditAnchor;
  /** The first thing that does not hold, as a sentence. */
  problem?: string;
}

/**
 * Compares anchors (one JSON object a line, as writeAnchor appends them) with the table: each must be signed
 * with the key, and its row must still have the anchored hash, unless retention removed it (older than the
 * chain's first row). A row anchored but missing means rows were cut from the end; another hash, a rewrite.
 */
export async function checkAnchors(
  text: string,
  key: string,
  hashAt: (seq: number) => Promise<string | undefined>,
  chain: { first?: number; newest?: number },
): Promise<AnchorCheck> {
  let checked = 0;
  let newest: AuditAnchor | undefined;
  const lines = text.split("\n");
  for (const [index, line] of lines.entries()) {
    if (line.trim() === "") continue;
    const where = `anchor line ${index + 1}`;
    let parsed;
    try {
      parsed = anchorSchema.safeParse(JSON.parse(line));
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) return { checked, newest, problem: `${where} is not an audit anchor` };
    const anchor = parsed.data;
    const expected = Buffer.from(anchorMac(key, anchor), "hex");
    if (!timingSafeEqual(expected, Buffer.from(anchor.mac, "hex")))
      return { checked, newest, problem: `${where} is not signed with this AUDIT_CHAIN_KEY` };
    checked += 1;
    if (!newest || anchor.seq >= newest.seq) newest = anchor;
    if (chain.first !== undefined && anchor.seq < chain.first) continue;
    const hash = await hashAt(anchor.seq);
    if (hash === undefined)
      return {
        checked,
        newest,
        problem:
          `row ${anchor.seq} was anchored at ${anchor.time}, but it is missing (the table ends at row ` +
          `${chain.newest ?? 0}): rows were removed`,
      };
    if (hash !== anchor.hash)
      return {
        checked,
        newest,
        problem: `row ${anchor.seq} no longer has the hash it was anchored with at ${anchor.time}: the chain was rewritten`,
      };
  }
  return { checked, newest };
}
