import { isNamelessPerson, personName } from "@/lib/domain/profile/party";

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/** NFC, case-folded, whitespace collapsed: how two records' spellings of one person are compared. */
export function normaliseName(name: string): string {
  return name.normalize("NFC").toLowerCase().replace(/\s+/gu, " ").trim();
}

/**
 * The key a natural person is matched by across records: forename and surname when the register gives
 * them, else the whole name; null when every name field is empty (details withheld).
 */
export function personKey(person: Record<string, unknown>): string | null {
  if (isNamelessPerson(person)) return null;
  const forename = text(person.forename);
  const surname = text(person.surname);
  const full = forename || surname ? [forename, surname].filter(Boolean).join(" ") : personName(person);
  return normaliseName(full);
}

/** Letters the Unicode decomposition leaves whole, and Cyrillic, in the Latin a register abroad would write. */
const TRANSLITERATION: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "i",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "shch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "iu",
  я: "ia",
  і: "i",
  ї: "i",
  є: "ie",
  ґ: "g",
};

/** A name without diacritics, in Latin letters, words in order: "Jānis Bērziņš" and "Janis Berzins" fold alike. */
export function foldName(name: string): string {
  const bare = normaliseName(name)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/./gu, (ch) => TRANSLITERATION[ch] ?? ch)
    .replace(/[^\p{L}\p{N} ]/gu, " ");
  return bare.split(" ").filter(Boolean).sort().join(" ");
}

/** Levenshtein distance, stopping early once it exceeds `limit` (names are short; only "≤ limit" matters). */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      best = Math.min(best, current[j]);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}
