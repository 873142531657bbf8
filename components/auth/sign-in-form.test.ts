import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withIntl } from "@/dev/testing/with-intl";
import type { Locale } from "@/lib/platform/i18n/locales";
import { SignInForm } from "./sign-in-form";

const render = (props: { provider: string | null; passwordForm: boolean }, locale: Locale = "en") =>
  renderToString(withIntl(createElement(SignInForm, props), locale));

describe("SignInForm", () => {
  it("offers the identity provider by name, in the reader's language", () => {
    expect(render({ provider: "Bank ID", passwordForm: true })).toContain(">Sign in with Bank ID</button>");
    expect(render({ provider: "Bank ID", passwordForm: true }, "lv")).toContain(">Pieteikties ar Bank ID</button>");
  });

  it("leaves the password form out when password sign-in is off, and single sign-on out when not set up", () => {
    const ssoOnly = render({ provider: "Bank ID", passwordForm: false });
    expect(ssoOnly).not.toContain('type="password"');
    const passwordOnly = render({ provider: null, passwordForm: true });
    expect(passwordOnly).toContain('type="password"');
    expect(passwordOnly).not.toContain("Sign in with");
  });
});
