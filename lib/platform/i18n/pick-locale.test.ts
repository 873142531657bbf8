import { describe, expect, it } from "vitest";
import { pickLocale } from "./pick-locale";

describe("pickLocale", () => {
  it("prefers the account's saved language over the cookie and the browser", () => {
    expect(pickLocale({ saved: "lv", cookie: "en", acceptLanguage: "en-GB" })).toBe("lv");
    expect(pickLocale({ saved: "en", cookie: "lv", acceptLanguage: "lv" })).toBe("en");
  });

  it("uses the cookie when the account has no choice, or nobody is signed in", () => {
    expect(pickLocale({ saved: null, cookie: "lv", acceptLanguage: "en" })).toBe("lv");
  });

  it("takes the browser's most wanted supported language", () => {
    expect(pickLocale({ acceptLanguage: "lv-LV,lv;q=0.9,en;q=0.8" })).toBe("lv");
    expect(pickLocale({ acceptLanguage: "ru;q=0.9, lv;q=0.5, en;q=0.7" })).toBe("en");
    expect(pickLocale({ acceptLanguage: "de, LV" })).toBe("lv");
  });

  it("ignores languages refused with q=0 and falls back to English", () => {
    expect(pickLocale({ acceptLanguage: "lv;q=0" })).toBe("en");
    expect(pickLocale({ acceptLanguage: "ru, de" })).toBe("en");
    expect(pickLocale({})).toBe("en");
  });

  it("ignores values that are not a supported language", () => {
    expect(pickLocale({ saved: "xx", cookie: "<script>", acceptLanguage: "lv" })).toBe("lv");
  });
});
