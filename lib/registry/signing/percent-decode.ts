/**
 * Decodes a form-style query component ("+" is a space, %XX are UTF-8 bytes).
 * Malformed escapes are kept literally rather than rejected, so a request the
 * caller built by hand still gets a deterministic canonical form. Unescaped text is
 * read by code point, so a character outside the BMP keeps its four UTF-8 bytes.
 */
export function percentDecode(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = String.fromCodePoint(text.codePointAt(i)!);
    const hex = text.slice(i + 1, i + 3);
    if (char === "%" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (char === "+") {
      bytes.push(0x20);
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
      i += char.length - 1;
    }
  }
  return Buffer.from(bytes).toString("utf8");
}
