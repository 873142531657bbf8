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
});
