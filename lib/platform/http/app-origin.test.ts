import { describe, expect, it } from "vitest";
import { appOrigin } from "./app-origin";

describe("appOrigin", () => {
  it("is APP_URL's origin when set, whatever the request says", () => {
    expect(appOrigin(new Headers({ host: "evil.example" }), "https://lens.example/app")).toBe("https://lens.example");
  });

  it("is the Host header's origin otherwise, https behind a TLS-terminating proxy", () => {
    expect(appOrigin(new Headers({ host: "127.0.0.2:4101" }))).toBe("http://127.0.0.2:4101");
    expect(appOrigin(new Headers({ host: "Lens.Example", "x-forwarded-proto": "https" }))).toBe("https://lens.example");
  });

  it("ignores a Host header that is not a host name", () => {
    expect(appOrigin(new Headers({ host: "a/b@c" }))).toBe("http://localhost");
  });
});
