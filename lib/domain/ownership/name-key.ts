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

/** A name's words without diacritics, in Latin letters, in the order written. */
function foldTokens(name: string): string[] {
  const bare = normaliseName(name)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/./gu, (ch) => TRANSLITERATION[ch] ?? ch)
    .replace(/[^\p{L}\p{N} ]/gu, " ");
  return bare.split(" ").filter(Boolean);
}

/** A name without diacritics, in Latin letters, words in order: "Jānis Bērziņš" and "Janis Berzins" fold alike. */
export function foldName(name: string): string {
  return foldTokens(name).sort().join(" ");
}

/**
 * Masculine and feminine endings of one name (Latvian, Lithuanian, Slavic), as what is left after the two
 * spellings' common beginning: "Ozols"/"Ozola", "Petrov"/"Petrova", "Dostoevskij"/"Dostoevskaja". Names
 * that differ only so are two people, not two spellings.
 */
const GENDERED_ENDINGS = [
  ["s", "a"],
  ["s", "e"],
  ["is", "e"],
  ["is", "a"],
  ["us", "a"],
  ["as", "e"],
  ["", "a"],
  ["i", "a"],
  ["y", "a"],
  ["ij", "aja"],
  ["iy", "aya"],
  ["ii", "aia"],
  ["yi", "aya"],
  ["oj", "aja"],
  ["oy", "aya"],
  ["oi", "aia"],
  ["as", "iene"],
  ["is", "iene"],
  ["us", "iene"],
  ["ys", "iene"],
  ["as", "aite"],
  ["is", "yte"],
  ["ys", "yte"],
  ["us", "ute"],
].flatMap(([m, f]) => [`${m}|${f}`, `${f}|${m}`]);
const GENDERED = new Set(GENDERED_ENDINGS);

function genderedPair(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i > 0 && GENDERED.has(`${a.slice(i)}|${b.slice(i)}`);
}

/** How many edits a word of this length may differ by and still be the same word spelled otherwise. */
const allowedEdits = (length: number) => (length >= 8 ? 2 : length >= 5 ? 1 : 0);

/** The edits between two words, or null when they are not likely one word spelled two ways. */
function wordDistance(a: string, b: string): number | null {
  if (a === b) return 0;
  if (genderedPair(a, b)) return null;
  const allowed = allowedEdits(Math.min(a.length, b.length));
  const distance = editDistance(a, b, allowed);
  return distance <= allowed ? distance : null;
}

function* orders(n: number): Generator<number[]> {
  if (n <= 1) {
    yield Array.from({ length: n }, (_, i) => i);
    return;
  }
  for (const rest of orders(n - 1)) {
    for (let at = 0; at <= rest.length; at++) yield [...rest.slice(0, at), n - 1, ...rest.slice(at)];
  }
}

/**
 * Whether two names likely spell one person differently: compared word by word on the folded form (same
 * number of words, in whichever order fits best), each word within 0 edits below five letters, 1 up to
 * seven, 2 from eight; a difference only in a masculine or feminine ending is two people. The total edits,
 * or null when they are not one person's spellings.
 */
export function spellingDistance(a: string, b: string): number | null {
  const x = foldTokens(a);
  const y = foldTokens(b);
  if (x.length !== y.length || x.length === 0) return null;
  let best: number | null = null;
  for (const order of x.length <= 4 ? orders(x.length) : [x.map((_, i) => i)]) {
    let total = 0;
    for (let i = 0; i < x.length && !Number.isNaN(total); i++) {
      const d = wordDistance(x[i], y[order[i]]);
      total = d === null ? NaN : total + d;
    }
    if (!Number.isNaN(total) && (best === null || total < best)) best = total;
  }
  return best;
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
