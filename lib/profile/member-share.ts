import type { Member } from "@/lib/registry/schemas/lists";

function toNumber(value: unknown): number | null {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

/**
 * What a member holds, in the words the graph and the history both use: the percentage when given,
 * else the number of shares; `label` is null when the record states neither.
 */
export function memberShare(details: Member["share_holder_details"]): { label: string | null; percent: number | null } {
  const percent = toNumber(details?.in_percent);
  if (percent !== null) return { label: `${percent}%`, percent };
  const shares = toNumber(details?.number_of_shares);
  return { label: shares === null ? null : `${shares} shares`, percent: null };
}
