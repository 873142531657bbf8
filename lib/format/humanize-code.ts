/**
 * Turns a register code into words an analyst reads at a glance: CHAIR_OF_BOARD -> "Chair of board".
 * Values that are not codes (mixed case, spaces) and short abbreviations (SIA, EUR) are returned unchanged.
 */
export function humanizeCode(code: string | number | boolean | null | undefined): string {
  if (code === null || code === undefined) return "";
  const text = String(code).trim();
  if (!/^[A-Z0-9_]+$/.test(text) || /^[A-Z]{1,3}$/.test(text)) return text;
  const words = text.toLowerCase().replace(/_+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
