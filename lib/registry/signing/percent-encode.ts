const UNRESERVED = /^[A-Za-z0-9\-_.~]$/;

/**
 * Encodes one query key or value the way the registry's canonical query wants it:
 * unreserved characters kept, space as "+", every other UTF-8 byte as upper-case %XX.
 */
export function percentEncode(text: string): string {
  let out = "";
  for (const char of text) {
    if (char === " ") out += "+";
    else if (UNRESERVED.test(char)) out += char;
    else for (const byte of Buffer.from(char, "utf8")) out += "%" + byte.toString(16).toUpperCase().padStart(2, "0");
  }
  return out;
}
