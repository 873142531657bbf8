const NUMBER = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
const HEX4 = /[0-9a-fA-F]{4}/y;
const WHITESPACE = /[ \t\n\r]*/y;

/**
 * Where (UTF-16 index) text stops being valid JSON, or undefined when it is valid or too deeply
 * nested to tell. JSON.parse on this Node names the position for some errors only, and quotes the
 * text around it, which must stay out of logs: this names the position alone, for every error.
 */
export function jsonErrorPosition(text: string): number | undefined {
  let i = 0;
  const fail = (): never => {
    throw new InvalidAt(i);
  };
  const match = (pattern: RegExp) => {
    pattern.lastIndex = i;
    if (!pattern.test(text)) fail();
    i = pattern.lastIndex;
  };
  const ws = () => match(WHITESPACE);
  const expect = (char: string) => (text[i] === char ? i++ : fail());

  function string(): void {
    expect('"');
    for (;;) {
      const c = text[i];
      if (c === undefined || c < " ") fail();
      i++;
      if (c === '"') return;
      if (c !== "\\") continue;
      if (text[i] === "u") {
        i++;
        match(HEX4);
      } else if (text[i] !== undefined && '"\\/bfnrt'.includes(text[i])) i++;
      else fail();
    }
  }

  function items(close: string, item: () => void): void {
    i++;
    ws();
    if (text[i] === close) return void i++;
    for (;;) {
      item();
      ws();
      if (text[i] === close) return void i++;
      expect(",");
      ws();
    }
  }

  function value(): void {
    ws();
    const c = text[i];
    if (c === "{")
      items("}", () => {
        string();
        ws();
        expect(":");
        value();
      });
    else if (c === "[") items("]", value);
    else if (c === '"') string();
    else if (c === "t" || c === "f" || c === "n") {
      const word = c === "t" ? "true" : c === "f" ? "false" : "null";
      if (!text.startsWith(word, i)) fail();
      i += word.length;
    } else match(NUMBER);
  }

  try {
    value();
    ws();
    if (i < text.length) fail();
    return undefined;
  } catch (error) {
    if (error instanceof InvalidAt) return error.position;
    return undefined; // nesting deeper than the stack allows
  }
}

class InvalidAt {
  constructor(readonly position: number) {}
}
