import { describe, expect, it } from "vitest";
import { AppError, messageIn } from "@/lib/platform/errors/app-error";
import { decodeEntityError, encodeEntityError } from "./entity-error-header";
import { registryErrors } from "./registry-errors";

describe("entity error header", () => {
  it("carries code, message and Retry-After across, as a header-safe value", () => {
    const original = registryErrors.rateLimited(7);
    const value = encodeEntityError(original);
    expect(value).toMatch(/^[\x21-\x7e]+$/);
    const decoded = decodeEntityError(value);
    expect(decoded).toBeInstanceOf(AppError);
    expect(decoded).toMatchObject({ code: "upstream_rate_limited", message: original.message, retryAfter: 7 });
    expect(decoded?.status).toBe(503);
  });

  it("keeps a message quoting odd input intact", () => {
    const original = registryErrors.invalidRegcode('<script>"ā\u2028🙂');
    expect(decodeEntityError(encodeEntityError(original))?.message).toBe(original.message);
  });

  it("ignores a missing, malformed or unknown-code value", () => {
    expect(decodeEntityError(null)).toBeUndefined();
    expect(decodeEntityError("%E0%A4%A")).toBeUndefined();
    expect(decodeEntityError(encodeURIComponent('{"code":"teapot","message":"x"}'))).toBeUndefined();
  });
});

describe("AppError across module copies", () => {
  it("recognises an error branded by another copy of the class", () => {
    const foreign = Object.assign(new Error("x"), { [Symbol.for("registry-lens.app-error")]: true });
    expect(foreign instanceof AppError).toBe(true);
    expect(new Error("x") instanceof AppError).toBe(false);
  });
});

describe("the handed-over error in the viewer's language", () => {
  it("carries the catalogue texts, so the page words them in Latvian", () => {
    const decoded = decodeEntityError(encodeEntityError(registryErrors.notFound("40003032949")));
    expect(decoded && messageIn(decoded, "lv")).toBe(
      "Reģistrā nav juridiskās personas ar reģistrācijas numuru 40003032949. Pārbaudiet numuru.",
    );
  });

  it("ignores a value naming a message the catalogue does not have", () => {
    const forged = encodeURIComponent(JSON.stringify({ code: "not_found", texts: [{ key: "toString" }] }));
    expect(decodeEntityError(forged)).toBeUndefined();
  });
});
