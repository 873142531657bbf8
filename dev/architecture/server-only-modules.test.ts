import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url);
const source = (path: string) => readFileSync(new URL(path, root), "utf8");

/** The modules that hold the registry secret or sign with it: a client component importing one must fail the build. */
const SECRET_MODULES = [
  "lib/registry/client/registry.ts",
  "lib/registry/client/registry-config.ts",
  "lib/registry/client/registry-client.ts",
  "lib/registry/client/signed-headers.ts",
  "lib/registry/client/cached-legal-lookup.ts",
];

// Reading the secret, signing with the app's credential, or building the client that does.
const HANDLES_SECRET = /REGISTRY_API_SECRET|\.secret\b|signedHeaders\(|createRegistryClient\(|parseRegistryConfig\(/;

describe("modules that handle the registry secret", () => {
  it.each(SECRET_MODULES)('%s starts with import "server-only"', (path) => {
    expect(source(path).split("\n", 1)[0]).toBe('import "server-only";');
  });

  it("include every registry module that reads the secret, signs with it or builds the client", () => {
    const handling = readdirSync(new URL("lib/registry/client/", root))
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
      .map((name) => `lib/registry/client/${name}`)
      .filter((path) => HANDLES_SECRET.test(source(path)));
    expect(handling.length).toBeGreaterThan(0);
    expect(SECRET_MODULES).toEqual(expect.arrayContaining(handling));
  });
});
