import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

describe("processWide", () => {
  it("gives every copy of the module the value the first one made, once", async () => {
    const create = vi.fn(() => ({ count: 0 }));
    const first = await import("./process-wide");
    vi.resetModules();
    const second = await import("./process-wide");
    expect(second).not.toBe(first);
    const a = first.processWide("test.shared", create);
    a.count += 1;
    expect(second.processWide("test.shared", create)).toBe(a);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("keeps each name apart", async () => {
    const { processWide } = await import("./process-wide");
    expect(processWide("test.one", () => ({ name: "one" }))).not.toBe(processWide("test.two", () => ({ name: "two" })));
  });

  it("is asked for each name by one module only, as each module names its own value's type", () => {
    const lib = path.join(process.cwd(), "lib");
    const sources = readdirSync(lib, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => readFileSync(path.join(lib, file), "utf8"));
    const names = sources.flatMap((source) => [...source.matchAll(/processWide[^(]*\("([^"]+)"/g)].map((m) => m[1]));
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});
