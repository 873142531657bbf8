/** The query parameter by which an API route reads a stored copy instead of the live record. */
export const SNAPSHOT_PARAM = "snapshot";

/** The profile of an entity: the live one, or the stored copy with this SHA-256 (its permalink). */
export function entityPath(regcode: string, snapshot?: string): string {
  return snapshot === undefined ? `/entities/${regcode}` : `/entities/${regcode}/snapshots/${snapshot}`;
}

/** The printable report of an entity: of the live record, or of the stored copy with this SHA-256. */
export function reportPath(regcode: string, snapshot?: string): string {
  return `${entityPath(regcode, snapshot)}/report`;
}

/** The full list of an entity's retrievals. */
export function retrievalsPath(regcode: string): string {
  return `/entities/${regcode}/retrievals`;
}

/** The changes page of a number: between two stored retrievals, or by default its two latest distinct ones. */
export function changesPath(regcode: string, from?: string, to?: string): string {
  const query = from && to ? `?${new URLSearchParams({ from, to })}` : "";
  return `/entities/${regcode}/changes${query}`;
}

/** An API address for the live record, or for the stored copy when `snapshot` is given. */
export function withSnapshot(path: string, snapshot: string | undefined): string {
  if (snapshot === undefined) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${SNAPSHOT_PARAM}=${encodeURIComponent(snapshot)}`;
}

/** The stored copy an API request asks for, if any. */
export function snapshotOf(request: Request): string | undefined {
  return new URL(request.url).searchParams.get(SNAPSHOT_PARAM) ?? undefined;
}
