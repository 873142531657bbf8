/** Cookies per origin, as a browser keeps them (paths and expiry dates aside: each test's flow is short). */
class CookieJar {
  private readonly byOrigin = new Map<string, Map<string, string>>();

  keep(origin: string, response: Response): void {
    const jar = this.byOrigin.get(origin) ?? new Map<string, string>();
    this.byOrigin.set(origin, jar);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const gone = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (gone || at === pair.length - 1) jar.delete(name);
      else jar.set(name, pair.slice(at + 1));
    }
  }

  header(origin: string): string {
    return [...(this.byOrigin.get(origin) ?? [])].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

export interface OidcTestBrowserOptions {
  /** The app's origin and how it answers a request (better-auth's handler, in the same process). */
  app: { origin: string; handler: (request: Request) => Promise<Response> };
  /** Headers the app's server would add to each of the browser's requests (the peer address). */
  appHeaders?: Record<string, string>;
}

export type SsoOutcome =
  { started: false; status: number; body: unknown } | { started: true; landedAt: URL; appCookie: string };

const LOGIN_FORM = /<form method="post" action="([^"]+)"/;

/**
 * A browser without a screen for the sign-in tests: starts single sign-on at the app, follows every redirect
 * between the app and the provider, fills in the provider's login form when it shows one, and stops where the
 * app sends it once done (the page it lands on).
 */
export function oidcTestBrowser({ app, appHeaders = {} }: OidcTestBrowserOptions) {
  const jar = new CookieJar();

  async function go(url: URL, init: { method?: string; body?: string; contentType?: string } = {}) {
    const headers: Record<string, string> = { cookie: jar.header(url.origin) };
    if (init.contentType) headers["content-type"] = init.contentType;
    let response: Response;
    if (url.origin === app.origin) {
      Object.assign(headers, { origin: app.origin }, appHeaders);
      response = await app.handler(new Request(url, { method: init.method ?? "GET", headers, body: init.body }));
    } else {
      response = await fetch(url, { method: init.method ?? "GET", headers, body: init.body, redirect: "manual" });
    }
    jar.keep(url.origin, response);
    return response;
  }

  return {
    appCookie: () => jar.header(app.origin),

    /** Signs in through the provider as `user` (a session at the provider skips its form). */
    async signIn(user: { email: string; password: string }, callbackURL = "/"): Promise<SsoOutcome> {
      const start = await go(new URL("/api/auth/sign-in/social", app.origin), {
        method: "POST",
        contentType: "application/json",
        body: JSON.stringify({ provider: "oidc", callbackURL, errorCallbackURL: "/sign-in" }),
      });
      const started = (await start.json().catch(() => null)) as { url?: string } | null;
      if (!start.ok || !started?.url) return { started: false, status: start.status, body: started };
      let url = new URL(started.url);
      for (let hop = 0; hop < 20; hop++) {
        const response = await go(url);
        const location = response.headers.get("location");
        if (response.status >= 300 && response.status < 400 && location) {
          url = new URL(location, url);
          if (url.origin === app.origin && !url.pathname.startsWith("/api/auth/"))
            return { started: true, landedAt: url, appCookie: jar.header(app.origin) };
          continue;
        }
        const form = LOGIN_FORM.exec(await response.text());
        if (!form) throw new Error(`the sign-in stopped at ${url} with ${response.status}`);
        const submitted = await go(new URL(form[1], url), {
          method: "POST",
          contentType: "application/x-www-form-urlencoded",
          body: new URLSearchParams(user).toString(),
        });
        const next = submitted.headers.get("location");
        if (!next) throw new Error(`the provider refused ${user.email}'s password`);
        url = new URL(next, url);
      }
      throw new Error("the sign-in went round in circles");
    },
  };
}
