import { generateKeyPairSync, randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/** A person at the test identity provider: signs in with email and password, a member of `groups`. */
export interface OidcTestUser {
  email: string;
  password: string;
  name: string;
  groups: string[];
  /** The provider's stable subject; "sub-" and the email unless given. */
  sub?: string;
  /** Sent as the email_verified claim; true unless given. */
  emailVerified?: boolean;
}

export interface OidcProviderOptions {
  /** Where the provider may send a browser back with a code: the app's /api/auth/callback/oidc. */
  redirectUris: string[];
  users: OidcTestUser[];
  clientId?: string;
  clientSecret?: string;
  /**
   * True (the default): the ID token carries the user's claims, as Entra ID and Keycloak send them. False: it
   * carries only `sub` and the app reads the claims from the userinfo endpoint.
   */
  claimsInIdToken?: boolean;
  /** A loopback address of its own keeps a browser's cookies for the app servers' ports apart; 127.0.0.1 by default. */
  host?: string;
  port?: number;
}

export type ClaimsChange = (claims: Record<string, unknown>) => Record<string, unknown>;

export interface TestOidcProvider {
  issuer: string;
  /**
   * Another issuer address answered by the same provider, whose discovery document names `issuer`: an app
   * configured with it is configured with an issuer its tokens do not come from.
   */
  impostorIssuer: string;
  clientId: string;
  clientSecret: string;
  /** Changes a user's groups, as an administrator at the provider would. */
  setGroups(email: string, groups: string[]): void;
  /**
   * From now on, every token answer's ID token has its claims changed by `change` and keeps its signature, as
   * an attacker between the provider and the app would send it; null stops.
   */
  tamperIdTokens(change: ClaimsChange | null): void;
  close(): Promise<void>;
}

const IMPOSTOR_PREFIX = "/impostor";
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function loginPage(uid: string, problem?: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>
<body>
<h1>Test identity provider</h1>
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ""}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<p><label>Email <input name="email" type="email" autocomplete="username" required></label></p>
<p><label>Password <input name="password" type="password" autocomplete="current-password" required></label></p>
<p><button type="submit">Sign in</button></p>
</form>
</body></html>`;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function tamperedTokenAnswer(body: string, change: ClaimsChange): string {
  const answer = JSON.parse(body) as Record<string, unknown>;
  if (typeof answer.id_token !== "string") return body;
  const [header, payload, signature] = answer.id_token.split(".");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
  const changed = Buffer.from(JSON.stringify(change(claims))).toString("base64url");
  return JSON.stringify({ ...answer, id_token: `${header}.${changed}.${signature}` });
}

/** Rewrites the body koa is about to send, once, keeping the answer's other headers. */
function rewriteAnswer(res: ServerResponse, rewrite: (body: string) => string): void {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if ((typeof chunk === "string" || Buffer.isBuffer(chunk)) && !res.headersSent && res.statusCode === 200) {
      const body = rewrite(chunk.toString());
      res.setHeader("content-length", Buffer.byteLength(body));
      return end(body, ...rest);
    }
    return end(chunk, ...rest);
  }) as ServerResponse["end"];
}

/**
 * A real OpenID Connect provider (panva's certified oidc-provider) on a loopback port, for the sign-in tests:
 * one confidential client that must use PKCE, the given users with their groups, and a login form of its own
 * in place of the library's development pages. Consent is given at once (the app is first-party).
 */
export async function startOidcProvider(options: OidcProviderOptions): Promise<TestOidcProvider> {
  const clientId = options.clientId ?? "registry-lens";
  const clientSecret = options.clientSecret ?? randomBytes(24).toString("base64url");
  const users = new Map(options.users.map((user) => [user.sub ?? `sub-${user.email}`, { ...user }]));
  const bySub = (sub: string) => users.get(sub);
  const byEmail = (email: string) => [...users.entries()].find(([, user]) => user.email === email.toLowerCase());
  let tamper: ClaimsChange | null = null;

  let handle: (req: IncomingMessage, res: ServerResponse) => Promise<void> = async () => undefined;
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end(String(error));
    });
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;

  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid: randomUUID(), use: "sig", alg: "RS256" }] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "groups"] },
    conformIdTokenClaims: options.claimsInIdToken === false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: unknown, sub: string) {
      const user = bySub(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: user.email,
          email_verified: user.emailVerified ?? true,
          name: user.name,
          groups: [...user.groups],
        }),
      };
    },
  });
  const providerCallback = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error("interaction does not match its cookie");
    if (details.prompt.name === "login") {
      if (req.method === "POST" && action === "login") {
        const form = new URLSearchParams(await readBody(req));
        const found = byEmail(form.get("email") ?? "");
        if (found && found[1].password === form.get("password")) {
          await provider.interactionFinished(
            req,
            res,
            { login: { accountId: found[0] } },
            { mergeWithLastSubmission: false },
          );
          return;
        }
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        res.end(loginPage(uid, "Wrong email or password."));
        return;
      }
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(loginPage(uid));
      return;
    }
    // Consent: everything the app asked for is granted without asking.
    const accountId = details.session?.accountId;
    if (!accountId) throw new Error("consent without a signed-in account");
    const grant =
      (details.grantId && (await provider.Grant.find(details.grantId))) ||
      new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
      grant.addResourceScope(resource, scopes.join(" "));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  handle = async (req, res) => {
    const url = new URL(req.url ?? "/", issuer);
    const step = /^\/interaction\/([\w-]+)(?:\/(\w+))?$/.exec(url.pathname);
    if (step) return interaction(req, res, step[1], step[2]);
    if (url.pathname.startsWith(`${IMPOSTOR_PREFIX}/`)) req.url = req.url?.slice(IMPOSTOR_PREFIX.length);
    if (url.pathname === "/token" && tamper) {
      const change = tamper;
      rewriteAnswer(res, (body) => tamperedTokenAnswer(body, change));
    }
    providerCallback(req, res);
  };

  return {
    issuer,
    impostorIssuer: `${issuer}${IMPOSTOR_PREFIX}`,
    clientId,
    clientSecret,
    setGroups(email, groups) {
      const found = byEmail(email);
      if (!found) throw new Error(`no test user ${email}`);
      found[1].groups = [...groups];
    },
    tamperIdTokens(change) {
      tamper = change;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
