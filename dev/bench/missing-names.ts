/** A text's words: its runs of letters (with their combining marks) or digits, and each other character but spaces. */
const wordsOf = (text: string) => text.match(/[\p{L}\p{M}]+|\d+|[^\s\p{L}\p{M}\d]/gu) ?? [];

/**
 * The names of `names` (each "forename(s) surname", as a report prints a person) that `text` does not hold
 * as a name of its own: its words in sequence, whatever spaces or line breaks stand between them (a PDF's
 * text breaks lines inside a table cell), and not as the tail of a longer name of the list
 * ("Ilze Bērziņa" is not found in "Anna Ilze Bērziņa"). One pass over the text's words, so thousands of
 * names in a text of megabytes take no longer than reading it.
 */
export function missingNames(text: string, names: readonly string[]): string[] {
  const known = new Set<string>();
  const forenames = new Set<string>();
  const surnames = new Set<string>();
  for (const name of names) {
    const words = wordsOf(name);
    known.add(words.join(" "));
    surnames.add(words.at(-1) ?? "");
    for (const word of words.slice(0, -1)) forenames.add(word);
  }
  const words = wordsOf(text);
  const found = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    if (!forenames.has(words[i])) continue;
    let end = i;
    while (end + 1 < words.length && forenames.has(words[end + 1]) && !surnames.has(words[end + 1])) end++;
    const surname = end + 1;
    if (surname >= words.length || !surnames.has(words[surname])) continue;
    // The longest name the run of forenames makes with the surname: a stray forename before it (the end of
    // the text before, say) is left off only when the longer sequence names nobody.
    for (let start = i; start <= end; start++) {
      const candidate = words.slice(start, surname + 1).join(" ");
      if (known.has(candidate)) {
        found.add(candidate);
        break;
      }
    }
    i = surname;
  }
  return names.filter((name) => !found.has(wordsOf(name).join(" ")));
}

/**
 * HTML's text with its numeric character references read (`Ozoli&#x146;a` is "Ozoliņa"): the report writes
 * every character outside ASCII as one, so a name is looked for in what they stand for.
 */
export function withCharacterReferencesRead(html: string): string {
  return html.replace(/&#(x[0-9a-f]+|[0-9]+);/gi, (reference, code: string) => {
    const point = code[0].toLowerCase() === "x" ? parseInt(code.slice(1), 16) : Number(code);
    return point <= 0x10ffff ? String.fromCodePoint(point) : reference;
  });
}
