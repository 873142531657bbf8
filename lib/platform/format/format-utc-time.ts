/** A moment as the app writes it for evidence: "YYYY-MM-DD HH:MM:SS UTC", the same in every place and language. */
export function formatUtcTime(value: Date | string): string {
  const iso = typeof value === "string" ? new Date(value).toISOString() : value.toISOString();
  return `${iso.replace("T", " ").slice(0, 19)} UTC`;
}
