/** A retrieval time as the audit trail writes it (UTC), with the exact ISO time machine-readable. */
export function UtcTime({ value }: { value: Date | string }) {
  const iso = typeof value === "string" ? value : value.toISOString();
  return <time dateTime={iso}>{iso.replace("T", " ").slice(0, 19)} UTC</time>;
}
