/**
 * The invisible characters that reorder the text around them (embeddings, overrides, isolates, marks):
 * one in a register value can make `fdp.exe` read as `exe.pdf`. The register's languages never need them.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}

const HAS_BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/**
 * A JSON value with the bidi controls taken out of every string, keys included: the very same value
 * when it has none (the usual case, and then nothing is copied), else a copy of only what holds one.
 */
export function withoutBidiControls<T>(value: T): T {
  if (typeof value === "string") return (HAS_BIDI_CONTROL.test(value) ? stripBidiControls(value) : value) as T;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item = withoutBidiControls(value[i]);
      if (item !== value[i]) (copy ??= value.slice())[i] = item;
    }
    return (copy ?? value) as T;
  }
  if (typeof value === "object" && value !== null) {
    const source = value as Record<string, unknown>;
    for (const key in source) {
      const item = withoutBidiControls(source[key]);
      if (item !== source[key] || HAS_BIDI_CONTROL.test(key)) return copyWithout(source) as T;
    }
  }
  return value;
}

function copyWithout(source: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key in source)
    Object.defineProperty(copy, stripBidiControls(key), {
      value: withoutBidiControls(source[key]),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return copy;
}
