import { describe, expect, it } from "vitest";
import { entityHref, externalHref } from "./record-links";

describe("externalHref", () => {
  it.each(["https://www.sanctionsmap.eu/#/main/details/42", "http://example.lv/a?b=c", "HTTPS://EXAMPLE.LV/"])(
    "links the absolute web address %s",
    (url) => expect(externalHref(url)).toBe(url),
  );

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/x",
    "/entities/40003001008",
    "ftp://example.lv/file",
    "mailto:a@example.lv",
    "https://",
    "http:///path-only",
    "https://exa mple.lv/",
    "https://example.lv/\nx",
    "https://example.lv/\tx",
    " https://example.lv/",
    "https://example.lv/ ",
    "java\tscript:alert(1)",
    "https://bank.example@evil.example/",
    "https://user:secret@example.lv/",
    "https://:secret@example.lv/",
    "https://example.lv/\u202efdp.exe",
    "https://example.lv/\u2066x",
    "",
  ])("keeps %j as text", (value) => expect(externalHref(value)).toBeUndefined());

  it.each([null, undefined, 42, true, { href: "https://example.lv" }, ["https://example.lv"]])(
    "keeps the non-string %j as text",
    (value) => expect(externalHref(value)).toBeUndefined(),
  );
});

describe("entityHref", () => {
  it("links an exact 11-digit registration number to its profile", () => {
    expect(entityHref("40003001008")).toBe("/entities/40003001008");
  });

  it.each([
    "4000300100",
    "400030010081",
    "4000300100a",
    "40003-01008",
    " 40003001008",
    "40003001008\n",
    "../../api/identity",
    "40003001008/report",
    "٤٠٠٠٣٠٠١٠٠٨",
    "",
  ])("keeps %j as text", (value) => expect(entityHref(value)).toBeUndefined());

  it.each([40003001008, null, undefined, { registration_number: "40003001008" }])(
    "keeps the non-string %j as text",
    (value) => expect(entityHref(value)).toBeUndefined(),
  );
});
