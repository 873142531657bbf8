/**
 * Turns a register code into words an analyst reads at a glance: CHAIR_OF_BOARD -> "Chair of board".
 * Values that are not codes (mixed case, spaces) and short abbreviations (SIA, EUR) are returned unchanged.
 */
export function humanizeCode(code: string | number | boolean | null | undefined): string {
  if (code === null || code === undefined) return "";
  const text = String(code).trim();
  if (!/^[A-Z0-9_]+$/.test(text) || /^[A-Z]{1,3}$/.test(text)) return text;
  return sentence(text);
}

/**
 * Turns a field name into a label: date_of_effective_rules_of_procedure -> "Date of effective rules of procedure".
 * Also accepts camelCase, so fields the spec does not list still get a readable label.
 */
export function humanizeKey(key: string): string {
  const snake = key.replace(/([a-z0-9])([A-Z])/g, "$1_$2");
  return sentence(snake) || key;
}

function sentence(text: string): string {
  const words = text.toLowerCase().replace(/_+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
