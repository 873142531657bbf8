import { describe, expect, it } from "vitest";
import { LOCALE_COOKIE } from "@/lib/platform/i18n/locales";
import { busyAnswer } from "@/lib/server/busy-answer";

describe("busyAnswer", () => {
  it("answers an API client 503 with the error as JSON, Retry-After and the message in its language", async () => {
    const answer = busyAnswer(new Headers({ accept: "*/*", "accept-language": "lv" }), 10);
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("10");
    expect(await answer.json()).toEqual({
      error: {
        code: "busy",
        message: "Serveris pašlaik gatavo citus pārskatus un drukas skatus. Mēģiniet vēlreiz pēc 10 s.",
      },
    });
  });

  it("gives a browser a page in its language that asks again by itself once Retry-After has passed", async () => {
    const answer = busyAnswer(new Headers({ accept: "text/html,application/xhtml+xml", "accept-language": "en" }), 7);
    expect(answer.status).toBe(503);
    expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(answer.headers.get("retry-after")).toBe("7");
    const html = await answer.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta http-equiv="refresh" content="7">');
    expect(html).toContain("<h1>The server is busy making other reports and print views. Try again in 7 s.</h1>");
    expect(html).toContain("This page asks again by itself in a moment.");
  });

  it("takes the language from the app's language cookie before the browser's", async () => {
    const headers = new Headers({ accept: "text/html", "accept-language": "en", cookie: `${LOCALE_COOKIE}=lv` });
    expect(await busyAnswer(headers, 10).text()).toContain('<html lang="lv">');
  });
});
