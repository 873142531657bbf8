import { describe, expect, it } from "vitest";
import { selfOrigin } from "./self-origin";

describe("the server's own address", () => {
  it("is where it listens, wildcards reached on loopback and IPv6 bracketed", () => {
    expect(selfOrigin(undefined, 3000)).toBe("http://localhost:3000");
    expect(selfOrigin("127.0.0.9", 4100)).toBe("http://127.0.0.9:4100");
    expect(selfOrigin("0.0.0.0", 80)).toBe("http://127.0.0.1:80");
    expect(selfOrigin("::", 3000)).toBe("http://[::1]:3000");
    expect(selfOrigin("fd00::5", 3000)).toBe("http://[fd00::5]:3000");
    expect(selfOrigin("app.internal", 3000)).toBe("http://app.internal:3000");
  });
});
