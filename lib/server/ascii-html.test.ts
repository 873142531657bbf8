import { describe, expect, it } from "vitest";
import { asciiHtml } from "@/lib/server/ascii-html";

// A page as the app's are written: markup, the page's CSS inline, and its data in scripts as JSON strings.
const PAGE = [
  '<!DOCTYPE html><html lang="lv"><head><meta charSet="utf-8"/><title>SIA “Ziemeļu Dzintars” — profils</title>',
  '<style>.note::before{content:"→ "}.x{color:red}</style></head>',
  '<body><h1 title="Ķekava · 10 €">Ziemeļu Dzintars</h1><p>Žūžot 𝔸 ok</p>',
  '<script>self.__next_f.push([1,"Dalībnieki — 𝔸 \\\\ā \\u003c/b>"])</script>',
  '<SCRIPT type="application/json">{"name":"Ēriks"}</SCRIPT><p>Šis</p></body></html>',
].join("");

function rewriteIn(parts: readonly Buffer[]): string {
  const rewrite = asciiHtml();
  const out = parts.slice(0, -1).map((part) => rewrite.part(part));
  out.push(rewrite.end(parts.at(-1) ?? Buffer.alloc(0)));
  return Buffer.concat(out).toString("latin1");
}

/** The page's bytes cut into pieces of `size` bytes, through multi-byte characters and tags alike. */
function cut(text: string, size: number): Buffer[] {
  const bytes = Buffer.from(text);
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) parts.push(bytes.subarray(i, i + size));
  return parts;
}

describe("asciiHtml", () => {
  const whole = rewriteIn([Buffer.from(PAGE)]);

  it("writes every other character as the escape of its context, and nothing else differently", () => {
    expect(/^[\x00-\x7f]*$/.test(whole)).toBe(true);
    expect(whole).toContain("<title>SIA &#x201c;Zieme&#x13c;u Dzintars&#x201d; &#x2014; profils</title>");
    expect(whole).toContain('<h1 title="&#x136;ekava &#xb7; 10 &#x20ac;">Zieme&#x13c;u Dzintars</h1>');
    // A character beyond 16 bits is one reference in markup, two UTF-16 escapes in a script.
    expect(whole).toContain("<p>&#x17d;&#x16b;&#x17e;ot &#x1d538; ok</p>");
    expect(whole).toContain('"Dal\\u012bbnieki \\u2014 \\ud835\\udd38 \\\\\\u0101 \\u003c/b>"');
    // The end tag of a script in capitals ends it as well: the paragraph after it is markup again.
    expect(whole).toContain('{"name":"\\u0112riks"}</SCRIPT><p>&#x160;is</p>');
    // The space after an escape ends it, so one is added: the space that followed the arrow stays.
    expect(whole).toContain('content:"\\2192  "');
  });

  it("reads back as the same text: references in markup, JSON strings in scripts, CSS escapes in style", () => {
    const markup = (s: string) =>
      s.replace(/&#x([0-9a-f]+);/g, (_, h: string) => String.fromCodePoint(parseInt(h, 16)));
    const script = /<script>self\.__next_f\.push\((.*?)\)<\/script>/.exec(whole)?.[1] ?? "";
    expect(JSON.parse(script)).toEqual([1, "Dalībnieki — 𝔸 \\ā </b>"]);
    const style = /<style>(.*?)<\/style>/.exec(whole)?.[1] ?? "";
    expect(style.replace(/\\([0-9a-f]{1,6})\s?/g, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))).toBe(
      '.note::before{content:"→ "}.x{color:red}',
    );
    expect(markup(whole.replace(/<(script|style)\b[^>]*>.*?<\/\1>/gi, ""))).toBe(
      markup(PAGE.replace(/<(script|style)\b[^>]*>.*?<\/\1>/gi, "")),
    );
  });

  it("comes out the same whatever the parts it was streamed in, down to a byte at a time", () => {
    for (const size of [1, 2, 3, 5, 7, 64]) expect(rewriteIn(cut(PAGE, size))).toBe(whole);
  });

  it("leaves an ASCII document byte for byte as it was", () => {
    const ascii = "<!DOCTYPE html><style>a{b:c}</style><p>Registry &amp; Lens</p><script>x<y</script>";
    expect(rewriteIn(cut(ascii, 10))).toBe(ascii);
  });
});
