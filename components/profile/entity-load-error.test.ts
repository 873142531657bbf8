import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/platform/errors/app-error";
import type { Locale } from "@/lib/platform/i18n/locales";
import { registryErrors } from "@/lib/registry/client/registry-errors";
import { withIntl } from "@/dev/testing/with-intl";
import { EntityLoadError } from "./entity-load-error";

const render = (error: AppError, locale: Locale) =>
  renderToString(
    withIntl(createElement(EntityLoadError, { error, regcode: "40003510006", retryHref: "/x", locale }), locale),
  ).replaceAll("<!-- -->", "");

describe("EntityLoadError", () => {
  it("explains an unknown number in the viewer's language", () => {
    const error = registryErrors.notFound("40003510006");
    expect(render(error, "en")).toContain("No entity found");
    expect(render(error, "en")).toContain("— the register has no entity with this number.");
    expect(render(error, "lv")).toContain("Juridiskā persona nav atrasta");
    expect(render(error, "lv")).toContain("nav juridiskās personas ar šādu numuru");
  });

  it("explains a malformed number, naming the 11 digits", () => {
    expect(render(registryErrors.invalidRegcode("123"), "en")).toContain("must be exactly 11 digits");
    expect(render(registryErrors.invalidRegcode("123"), "lv")).toContain("11 cipari");
  });

  it("titles a registry failure, words its message and offers a retry only where it can help", () => {
    const english = render(registryErrors.failure(502, { length: 0, contentType: "text/html" }), "en");
    expect(english).toContain("The registry failed to answer");
    expect(english).toContain("The registry failed to answer (status 502). Try again shortly.");
    expect(english).toContain("Try again</a>");
    const latvian = render(registryErrors.failure(502, { length: 0, contentType: "text/html" }), "lv");
    expect(latvian).toContain("Reģistrs nespēja atbildēt (statuss 502). Pēc brīža mēģiniet vēlreiz.");
    expect(latvian).toContain("Mēģināt vēlreiz</a>");
    const rejected = render(registryErrors.credentialRejected(401), "lv");
    expect(rejected).toContain("Reģistrs noraidīja lietotnes piekļuves datus");
    expect(rejected).not.toContain("Mēģināt vēlreiz</a>");
  });

  it("names the missing scope in either language", () => {
    expect(render(registryErrors.scopeMissing("legal"), "lv")).toContain("tvērums legal-entities:read");
  });
});
