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

/** What a registry beyond the spec might add to a record: people in shapes and fields the spec does not show. */
function addHostileFields(record: Record<string, unknown>): Record<string, unknown> {
  return {
    ...record,
    x_reference: "Contact 030280-12345",
    Address: { ...(record.Address as object), birth_date: "1980-02-03" },
    Representatives: [
      ...(record.Representatives as unknown[]),
      { id: 99, name: "Qxhostile Person", personal_code: "030280-12345", position: "AUTHORISED" },
    ],
    Signatories: [{ id: 98, first_name: "Qxsigner", last_name: "Qxsurname", role: "SIGNATORY" }],
  };
}

let demo: DemoRegistry;
let proxy: Server;
beforeAll(async () => {
  demo = await startDemoRegistry({ port: 0 });
  const target = new URL(demo.url);
  // Passes every request on to the demo registry, signature and all, and changes the record it answers.
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
            body = Buffer.from(JSON.stringify(addHostileFields(JSON.parse(body.toString("utf8")))));
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
  vi.stubEnv("DATA_DIR", mkdtempSync(path.join(tmpdir(), "route-hostile-test-")));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => proxy.close(resolve));
  await demo.close();
});

describe("GET /api/legal-entities/{number} from a registry that sends more than the spec shows", () => {
  it("answers an analyst without the personal-data role with no name, personal code or birth date, and says so", async () => {
    const { GET } = await import("./route");
    const regcode = demoRegcodes.amber;
    const answer = await GET(new Request(`http://app/api/legal-entities/${regcode}`), {
      params: Promise.resolve({ regcode }),
    });
    expect(answer.status).toBe(200);
    const text = await answer.text();
    for (const secret of ["030280-12345", "1980-02-03", "Qxhostile", "Qxsigner", "Qxsurname"])
      expect(text, secret).not.toContain(secret);
    expect(answer.headers.get("x-personal-details-withheld")).toBe(ROLE_REASON);
    const body = JSON.parse(text);
    expect(body.personal_details_withheld.reason).toBe(ROLE_REASON);
    // The person's place and role stay, as for the people the spec describes.
    expect(body.Representatives).toContainEqual(
      expect.objectContaining({ id: 99, position: "AUTHORISED", name: null }),
    );
    expect(body.legal_name).toEqual(expect.any(String));
    // The first lookup opens and migrates the embedded audit database.
  }, 60_000);
});
