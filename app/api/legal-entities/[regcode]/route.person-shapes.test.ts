import { mkdtempSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ROLE_REASON } from "@/lib/domain/access/gate-record";
import { demoCredentials } from "@/dev/demo-registry/credentials";
import { demoRegcodes } from "@/dev/demo-registry/dataset";
import { type DemoRegistry, startDemoRegistry } from "@/dev/demo-registry/server/start-demo-registry";
import { legalEntityPath } from "@/lib/registry/client/api-paths";

// The session apiGate resolves for every request: an analyst without the personal-data role.
vi.mock("@/lib/edge/auth/resolve-session", () => ({
  resolveSession: async () => ({
    viewer: { userId: "u1", sessionId: "s1", email: "a@example.test", name: "A", roles: ["analyst"] },
    setCookies: [],
  }),
  forgetVerifiedSession: async () => undefined,
}));

const SECRETS = ["Qxlisted", "Qxperson", "030280-12345"];

/**
 * Every person sent as a list holding them, a shape the schema does not expect: the parse repairs it to null,
 * so a check on the parsed record sees nobody while the bytes still carry the name and personal code.
 */
function personsAsLists(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(personsAsLists);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) =>
      key === "natural_person" && child !== null
        ? [key, [{ ...(child as object), forename: "Qxlisted", surname: "Qxperson", personal_code: "030280-12345" }]]
        : [key, personsAsLists(child)],
    ),
  );
}

let demo: DemoRegistry;
let proxy: Server;
beforeAll(async () => {
  demo = await startDemoRegistry({ port: 0 });
  const target = new URL(demo.url);
  // Passes every request on to the demo registry, signature and all, and reshapes the persons of the record.
  proxy = createServer((incoming, outgoing) => {
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          let body = Buffer.concat(chunks);
          if (answer.statusCode === 200 && incoming.url?.startsWith(legalEntityPath(""))) {
            const record = JSON.parse(body.toString("utf8"));
            // Lists whose items the spec does not show are masked whole, list or not: emptied, they leave the
            // listed persons as the only ones in the bytes, where a check on the parsed record cannot see them.
            for (const list of ["BeneficialOwners", "Procurations", "Representatives"]) record[list] = [];
            body = Buffer.from(JSON.stringify(personsAsLists(record)));
          }
          outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, "content-length": body.length });
          outgoing.end(body);
        });
      },
    );
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  vi.stubEnv("REGISTRY_BASE_URL", `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`);
  // A credential the registry shows everything: only the app's gate stands between the viewer and the people.
  vi.stubEnv("REGISTRY_API_KEY", demoCredentials.personal.apiKey);
  vi.stubEnv("REGISTRY_API_SECRET", demoCredentials.personal.secret);
  vi.stubEnv("DATABASE_URL", "");
  vi.stubEnv("DATA_DIR", mkdtempSync(path.join(tmpdir(), "route-person-shapes-test-")));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => proxy.close(resolve));
  await demo.close();
});

describe("a registry that sends each natural person as a list", () => {
  const regcode = demoRegcodes.amber;

  it("answers an analyst without the personal-data role with neither name nor personal code, and says so", async () => {
    const { GET } = await import("./route");
    const answer = await GET(new Request(`http://app/api/legal-entities/${regcode}`), {
      params: Promise.resolve({ regcode }),
    });
    expect(answer.status).toBe(200);
    const text = await answer.text();
    for (const secret of SECRETS) expect(text.includes(secret), secret).toBe(false);
    expect(answer.headers.get("x-personal-details-withheld")).toBe(ROLE_REASON);
    expect(JSON.parse(text).personal_details_withheld.reason).toBe(ROLE_REASON);
    // The first lookup opens and migrates the embedded audit database.
  }, 60_000);

  it("exports record.json to that analyst with neither, saying the record is not the registry's bytes", async () => {
    const { GET } = await import("./export/[file]/route");
    const answer = await GET(new Request(`http://app/api/legal-entities/${regcode}/export/record.json`), {
      params: Promise.resolve({ regcode, file: "record.json" }),
    });
    expect(answer.status).toBe(200);
    const text = await answer.text();
    for (const secret of SECRETS) expect(text.includes(secret), secret).toBe(false);
    expect(JSON.parse(text).retrieval.personal_details_withheld).toBe(ROLE_REASON);
  }, 60_000);
});
