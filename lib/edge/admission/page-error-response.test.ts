import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/platform/errors/app-error";
import { registryErrors } from "@/lib/registry/client/registry-errors";
import { pageErrorResponse } from "./page-error-response";

describe("pageErrorResponse", () => {
  it("answers with the code's status and the message as text in the viewer's language", async () => {
    const error = registryErrors.invalidRegcode("123");
    const english = pageErrorResponse(error, "en");
    expect(english.status).toBe(400);
    expect(await english.text()).toBe(
      '"123" is not a registration number: it must be exactly 11 digits (0–9), e.g. 40003032949.\n',
    );
    const latvian = pageErrorResponse(error, "lv");
    expect(latvian.status).toBe(400);
    expect(latvian.headers.get("content-language")).toBe("lv");
    expect(await latvian.text()).toBe(
      "„123” nav reģistrācijas numurs: tajā jābūt tieši 11 cipariem (0–9), piemēram, 40003032949.\n",
    );
  });

  it("keeps Retry-After on a rate limit, worded in Latvian", async () => {
    const limited = new AppError("rate_limited", { key: "rateLimited", values: { seconds: "7" } }, { retryAfter: 7 });
    const response = pageErrorResponse(limited, "lv");
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("7");
    expect(await response.text()).toBe(
      "Pārāk daudz pieprasījumu no šīs pārlūkprogrammas. Uzgaidiet 7 s un mēģiniet vēlreiz.\n",
    );
  });
});
