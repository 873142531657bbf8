import { createHash, createPublicKey, randomBytes, verify, type JsonWebKey } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOidcProvider, type TestOidcProvider } from "./oidc-provider";

const REDIRECT = "http://app.test/api/auth/callback/oidc";
const ANNA = { email: "anna@bank.lv", password: "anna's password", name: "Anna", groups: ["lens-analysts"] };

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  code_challenge_methods_supported: string[];
}

/** Follows the provider's redirects with its cookies, filling its login form, until it sends the browser back. */
async function authorize(provider: TestOidcProvider, params: Record<string, string>): Promise<URL> {
  const cookies = new Map<string, string>();
  const go = async (url: URL, init: RequestInit = {}) => {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(url, { ...init, redirect: "manual", headers: { ...init.headers, cookie } });
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(";");
      cookies.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    }
    return response;
  };
  const discovery = (await (await fetch(`${provider.issuer}/.well-known/openid-configuration`)).json()) as Discovery;
  let url = new URL(discovery.authorization_endpoint);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  for (let hop = 0; hop < 10; hop++) {
    if (url.origin !== provider.issuer) return url;
    const response = await go(url);
    const location = response.headers.get("location");
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const action = /action="([^"]+)"/.exec(await response.text())?.[1];
    if (!action) throw new Error(`no login form at ${url}`);
    const submitted = await go(new URL(action, url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: ANNA.email, password: ANNA.password }).toString(),
    });
    url = new URL(submitted.headers.get("location") ?? "", url);
  }
  throw new Error("too many redirects");
}

function redeem(provider: TestOidcProvider, code: string, verifier: string) {
  return fetch(`${provider.issuer}/token`, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from(`${provider.clientId}:${provider.clientSecret}`).toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    }),
  });
}

/** Whether the provider's own keys vouch for the token's header and claims as they are. */
async function signatureHolds(provider: TestOidcProvider, idToken: string): Promise<boolean> {
  const [header, payload, signature] = idToken.split(".");
  const { kid } = JSON.parse(Buffer.from(header, "base64url").toString()) as { kid: string };
  const { keys } = (await (await fetch(`${provider.issuer}/jwks`)).json()) as {
    keys: (JsonWebKey & { kid: string })[];
  };
  const key = createPublicKey({ key: keys.find((k) => k.kid === kid)!, format: "jwk" });
  return verify("RSA-SHA256", Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, "base64url"));
}

const claimsOf = (idToken: string) => JSON.parse(Buffer.from(idToken.split(".")[1], "base64url").toString());

function pkce() {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

describe(`the test OpenID provider (oidc-provider on Node ${process.versions.node})`, () => {
  let provider: TestOidcProvider;
  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUris: [REDIRECT], users: [ANNA] });
  });
  afterAll(async () => {
    await provider?.close();
  });

  const request = (challenge?: string) => ({
    client_id: provider.clientId,
    response_type: "code",
    scope: "openid email profile",
    redirect_uri: REDIRECT,
    state: "a-state",
    nonce: "a-nonce",
    ...(challenge ? { code_challenge: challenge, code_challenge_method: "S256" } : {}),
  });

  it("completes the authorization code flow with PKCE: a signed ID token naming the user's groups", async () => {
    const discovery = (await (await fetch(`${provider.issuer}/.well-known/openid-configuration`)).json()) as Discovery;
    expect(discovery).toMatchObject({ issuer: provider.issuer, code_challenge_methods_supported: ["S256"] });
    const { verifier, challenge } = pkce();
    const back = await authorize(provider, request(challenge));
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get("state")).toBe("a-state");
    expect(back.searchParams.get("iss")).toBe(provider.issuer);
    const tokens = (await (await redeem(provider, back.searchParams.get("code")!, verifier)).json()) as {
      id_token: string;
    };
    expect(claimsOf(tokens.id_token)).toMatchObject({
      iss: provider.issuer,
      aud: provider.clientId,
      sub: `sub-${ANNA.email}`,
      email: ANNA.email,
      groups: ANNA.groups,
      nonce: "a-nonce",
    });
    expect(await signatureHolds(provider, tokens.id_token)).toBe(true);
  });

  it("refuses an authorization request without PKCE, and a code redeemed with another verifier", async () => {
    const without = await authorize(provider, request());
    expect(without.searchParams.get("error")).toBe("invalid_request");
    expect(without.searchParams.get("code")).toBeNull();
    const back = await authorize(provider, request(pkce().challenge));
    const redeemed = await redeem(provider, back.searchParams.get("code")!, pkce().verifier);
    expect(redeemed.status).toBe(400);
    expect(await redeemed.json()).toMatchObject({ error: "invalid_grant" });
  });

  it("sends an ID token whose claims were changed after signing when asked to, which its keys then disown", async () => {
    provider.tamperIdTokens((claims) => ({ ...claims, groups: ["lens-admins"] }));
    try {
      const { verifier, challenge } = pkce();
      const back = await authorize(provider, request(challenge));
      const tokens = (await (await redeem(provider, back.searchParams.get("code")!, verifier)).json()) as {
        id_token: string;
      };
      expect(claimsOf(tokens.id_token).groups).toEqual(["lens-admins"]);
      expect(await signatureHolds(provider, tokens.id_token)).toBe(false);
    } finally {
      provider.tamperIdTokens(null);
    }
  });

  it("answers discovery under its impostor address with its own issuer", async () => {
    const answer = await fetch(`${provider.impostorIssuer}/.well-known/openid-configuration`);
    expect(((await answer.json()) as Discovery).issuer).toBe(provider.issuer);
  });
});
