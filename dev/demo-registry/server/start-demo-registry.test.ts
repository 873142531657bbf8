import { afterEach, describe, expect, it } from "vitest";
import { demoCredentials } from "@/dev/demo-registry/credentials";
import { allDemoRegcodes, demoRegcodes, demoShowcase, findDemoRecord } from "@/dev/demo-registry/dataset";
import { DEMO_SHOWCASE_PATH, demoShowcaseSchema } from "@/lib/registry/schemas/demo-showcase";
import { createNonce } from "@/lib/registry/signing/nonce";
import { freeRegcodes, ownershipRecords } from "@/dev/testing/ownership-records";
import { signedGet } from "./signed-get";
import {
  DEMO_ADVANCE_PREFIX,
  startDemoRegistry,
  type DemoRegistry,
  type DemoRegistryOptions,
} from "./start-demo-registry";

const LEGAL = "/service/api/v1/legal-entities/";
const IDENTITY = "/service/api/v1/identity";
const { standard, personal, unapproved } = demoCredentials;

// A dataset record that names at least one natural person, to see redaction at work.
const regcodeWithPeople = allDemoRegcodes().find((code) => JSON.stringify(findDemoRecord(code)).includes('"forename"'));
if (regcodeWithPeople === undefined) throw new Error("the dataset has no record with natural persons");
const regcode: string = regcodeWithPeople;

let registry: DemoRegistry | undefined;
async function start(options: DemoRegistryOptions = {}): Promise<DemoRegistry> {
  registry = await startDemoRegistry({ port: 0, ...options });
  return registry;
}
afterEach(async () => {
  await registry?.close();
  registry = undefined;
});

const errorOf = (body: string) => JSON.parse(body).error;

describe("demo registry: signed lookups", () => {
  it("returns the record for a validly signed request", async () => {
    const { url, received } = await start();
    const res = await signedGet(url, LEGAL + regcode, { credential: standard });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toMatchObject({ registration_number: regcode });
    expect(received).toEqual([{ method: "GET", target: LEGAL + regcode, status: 200, at: expect.any(Number) }]);
  });

  it("serves records a test built beside the dataset's, redacted per credential like the rest", async () => {
    const [extra, owner] = freeRegcodes(2);
    const { url } = await start({
      records: ownershipRecords([
        {
          regcode: extra,
          holders: [
            { regcode: owner, percent: 60 },
            { person: { forename: "Anna", surname: "Kalna" }, percent: 40 },
          ],
        },
      ]),
    });
    const full = await signedGet(url, LEGAL + extra, { credential: personal });
    expect(JSON.parse(full.body)).toMatchObject({ registration_number: extra });
    expect(full.body).toContain("Kalna");
    expect((await signedGet(url, LEGAL + extra, { credential: standard })).body).not.toContain("Kalna");
    // Only the record given: its owner is a number the registry does not know.
    expect((await signedGet(url, LEGAL + owner, { credential: standard })).status).toBe(404);
  });

  it("lists its showcase entities for the app's search page, to any signed request", async () => {
    const { url } = await start();
    const res = await signedGet(url, DEMO_SHOWCASE_PATH, { credential: demoCredentials["identity-only"] });
    expect(res.status).toBe(200);
    expect(demoShowcaseSchema.parse(JSON.parse(res.body))).toEqual(demoShowcase);
    expect(
      (await signedGet(url, DEMO_SHOWCASE_PATH, { credential: standard, override: { "X-API-Key": "ak_nope" } })).status,
    ).toBe(401);
  });

  it("identifies the calling credential without revealing its secret", async () => {
    const { url } = await start();
    const res = await signedGet(url, IDENTITY, { credential: personal });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({
      credential_id: personal.credentialId,
      owner_id: personal.ownerId,
      api_key: "ak_demo_personal",
      name: personal.name,
      scopes: [...personal.scopes],
    });
    expect(res.body).not.toContain(personal.secret);
  });

  it.each([
    ["a missing header", { override: { "X-API-Nonce": undefined } }, "missing_signature_headers"],
    ["an unknown API key", { override: { "X-API-Key": "ak_nobody" } }, "unknown_api_key"],
    ["a wrong signature", { credential: { apiKey: standard.apiKey, secret: "sk_wrong" } }, "invalid_signature"],
    ["a stale timestamp", { timestamp: Math.floor(Date.now() / 1000) - 301 }, "invalid_timestamp"],
    ["a non-integer timestamp", { override: { "X-API-Timestamp": "1700000000.5" } }, "invalid_timestamp"],
    ["a malformed nonce", { nonce: "not-a-nonce" }, "invalid_nonce"],
  ])("rejects %s with 401 and a JSON error", async (_label, options, error) => {
    const { url } = await start();
    const res = await signedGet(url, LEGAL + regcode, { credential: standard, ...options });
    expect(res.status).toBe(401);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({ error, message: expect.any(String) });
  });

  it("rejects a replayed nonce", async () => {
    const { url } = await start();
    const nonce = createNonce();
    expect((await signedGet(url, LEGAL + regcode, { credential: standard, nonce })).status).toBe(200);
    const replay = await signedGet(url, LEGAL + regcode, { credential: standard, nonce });
    expect(replay.status).toBe(401);
    expect(errorOf(replay.body)).toBe("replayed_nonce");
  });

  it("refuses an operation outside the credential's scopes with 403", async () => {
    const { url } = await start();
    const res = await signedGet(url, LEGAL + regcode, { credential: demoCredentials["identity-only"] });
    expect(res.status).toBe(403);
    expect(errorOf(res.body)).toBe("insufficient_scope");
    expect((await signedGet(url, IDENTITY, { credential: demoCredentials["identity-only"] })).status).toBe(200);
  });

  it("answers 400 for a malformed number and a JSON 404 for an unknown one", async () => {
    const { url } = await start();
    const malformed = await signedGet(url, LEGAL + "4000303294", { credential: standard });
    expect([malformed.status, errorOf(malformed.body)]).toEqual([400, "invalid_regcode"]);
    const unknown = await signedGet(url, LEGAL + "00000000000", { credential: standard });
    expect(unknown.status).toBe(404);
    expect(unknown.headers["content-type"]).toMatch(/^application\/json/);
    expect(errorOf(unknown.body)).toBe("not_found");
  });

  it("answers unknown routes and methods with an HTML 404, signed or not", async () => {
    const { url } = await start();
    for (const target of ["/service/api/v2/identity", "/", "/service/api/v1/identity/"]) {
      const res = await signedGet(url, target, { credential: standard });
      expect(res.status).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(() => JSON.parse(res.body)).toThrow();
    }
  });
});

describe("demo registry: the raw request target is what is signed", () => {
  it.each([LEGAL + "4000%2F3032949", "/service/api/v1/legal-entities//" + "40003032949"])(
    "verifies %s as sent, not normalised",
    async (target) => {
      const { url } = await start();
      const normalised = LEGAL + (target.includes("%2F") ? "4000/3032949" : "40003032949");
      const signedNormalised = await signedGet(url, target, { credential: standard, signedTarget: normalised });
      expect(signedNormalised.status).toBe(401);
      expect(errorOf(signedNormalised.body)).toBe("invalid_signature");
      // Signed as sent, it passes verification and reaches the number check.
      const signedRaw = await signedGet(url, target, { credential: standard });
      expect(signedRaw.status).toBe(400);
    },
  );

  it("includes the query in the signature", async () => {
    const { url } = await start();
    const ok = await signedGet(url, `${LEGAL}${regcode}?b=2&a=1`, { credential: standard });
    expect(ok.status).toBe(200);
    const tampered = await signedGet(url, `${LEGAL}${regcode}?b=2&a=1`, {
      credential: standard,
      signedTarget: `${LEGAL}${regcode}?a=1`,
    });
    expect(tampered.status).toBe(401);
  });
});

describe("demo registry: personal details", () => {
  const people = (body: string) => {
    const found: unknown[] = [];
    JSON.parse(body, (key, value) => {
      if (key === "natural_person" || key === "general_manager") found.push(value);
      return value;
    });
    return found;
  };

  it("hides natural persons from a credential without the personal-details scope", async () => {
    const { url } = await start();
    const res = await signedGet(url, LEGAL + regcode, { credential: standard });
    expect(res.body).not.toContain('"forename"');
    expect(people(res.body).length).toBeGreaterThan(0);
    expect(people(res.body).every((person) => person === null)).toBe(true);
  });

  it("masks names and countries when the account is not approved", async () => {
    const { url } = await start();
    const res = await signedGet(url, LEGAL + regcode, { credential: unapproved });
    const persons = people(res.body).filter((person) => person !== null);
    expect(persons.length).toBeGreaterThan(0);
    for (const person of persons) {
      expect(person).toMatchObject({ forename: null, surname: null, name: null, country: null, countries: [] });
      expect(person).toHaveProperty("country_of_residence", null);
    }
  });

  it("shows the dataset record unchanged to an approved credential with the scope", async () => {
    const { url } = await start();
    const res = await signedGet(url, LEGAL + regcode, { credential: personal });
    expect(JSON.parse(res.body)).toEqual(findDemoRecord(regcode));
  });
});

describe("demo registry: provider settings", () => {
  it("uses the configured header names", async () => {
    const headerNames = { apiKey: "Api-Key", timestamp: "Api-Ts", nonce: "Api-Nonce", signature: "Api-Sig" };
    const { url } = await start({ headerNames });
    expect((await signedGet(url, IDENTITY, { credential: standard, headerNames })).status).toBe(200);
    const withDefaults = await signedGet(url, IDENTITY, { credential: standard });
    expect([withDefaults.status, errorOf(withDefaults.body)]).toEqual([401, "missing_signature_headers"]);
  });

  it("checks timestamps and dates its answers by its own clock", async () => {
    const realNow = Date.parse("2025-03-01T12:00:00Z");
    const { url } = await start({ clockOffsetSeconds: 600, now: () => realNow });
    const registrySeconds = realNow / 1000 + 600;
    const ahead = await signedGet(url, IDENTITY, { credential: standard, timestamp: registrySeconds });
    expect(ahead.status).toBe(200);
    expect(ahead.headers.date).toBe("Sat, 01 Mar 2025 12:10:00 GMT");
    const behind = await signedGet(url, IDENTITY, { credential: standard, timestamp: registrySeconds - 600 });
    expect([behind.status, errorOf(behind.body)]).toEqual([401, "invalid_timestamp"]);
  });

  it("keeps a bounded log of received requests that can be cleared", async () => {
    const reg = await start();
    await signedGet(reg.url, IDENTITY, { credential: standard });
    await signedGet(reg.url, "/nope?x=1", { credential: standard });
    expect(reg.received.map((r) => [r.target, r.status])).toEqual([
      [IDENTITY, 200],
      ["/nope?x=1", 404],
    ]);
    reg.clearReceived();
    expect(reg.received).toEqual([]);
  });
});

describe("demo registry: records that change", () => {
  const advance = (url: string, regcode: string) => fetch(url + DEMO_ADVANCE_PREFIX + regcode, { method: "POST" });
  const sanctioned = demoRegcodes.sanctioned;

  it("serves the base record until a number is advanced, then its next version, until there is none", async () => {
    const { url } = await start();
    const record = async () => JSON.parse((await signedGet(url, LEGAL + sanctioned, { credential: personal })).body);
    expect(await record()).toEqual(findDemoRecord(sanctioned));

    const advanced = await advance(url, sanctioned);
    expect(advanced.status).toBe(200);
    expect(await advanced.json()).toEqual({
      regcode: sanctioned,
      version: 1,
      changes: ["EU sanction on the entity lifted", "Board member Sergejs Demovs resigned"],
    });
    expect(await record()).toEqual(findDemoRecord(sanctioned, 1));

    const past = await advance(url, sanctioned);
    expect([past.status, (await past.json()).error]).toEqual([404, "no_further_version"]);
    expect(await record()).toEqual(findDemoRecord(sanctioned, 1));
  });

  it("moves a record a test built through its versions, as it moves the dataset's", async () => {
    const [changing, owner] = freeRegcodes(2);
    const [before, after] = [40, 60].map((percent) =>
      ownershipRecords([
        {
          regcode: changing,
          holders: [
            { regcode: owner, percent },
            { person: { forename: "Anna", surname: "Kalna" }, percent: 100 - percent },
          ],
        },
      ]).get(changing)!,
    );
    const { url } = await start({ recordVersions: new Map([[changing, [before, after]]]) });
    const record = async () => JSON.parse((await signedGet(url, LEGAL + changing, { credential: personal })).body);
    expect(await record()).toEqual(before);
    expect((await advance(url, changing)).status).toBe(200);
    expect(await record()).toEqual(after);
    expect((await advance(url, changing)).status).toBe(404);
  });

  it("answers 404 for a number without versions and keeps each registry's versions its own", async () => {
    const { url } = await start();
    expect((await advance(url, demoRegcodes.sparse)).status).toBe(404);
    expect((await advance(url, "not-a-number")).status).toBe(404);
    expect((await fetch(url + DEMO_ADVANCE_PREFIX + sanctioned)).status).toBe(404);
    expect((await advance(url, sanctioned)).status).toBe(200);
    const other = await startDemoRegistry({ port: 0 });
    try {
      const res = await signedGet(other.url, LEGAL + sanctioned, { credential: personal });
      expect(JSON.parse(res.body)).toEqual(findDemoRecord(sanctioned));
    } finally {
      await other.close();
    }
  });
});
