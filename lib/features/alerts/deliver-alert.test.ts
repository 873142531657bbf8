import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { determine, holds, riskOf, sha } from "@/dev/testing/ownership-effect-fixture";
import { ownershipEffect } from "@/lib/domain/ownership-effect/ownership-effect";
import { entity, person, record } from "@/lib/domain/ownership/ownership-fixtures";
import { user } from "@/lib/platform/db/schema/auth";
import { alertDeliveries, watchEntries, watchlists } from "@/lib/platform/db/schema/watchlists";
import { raiseAlert } from "./alert-store";
import { deliverAlert } from "./deliver-alert";
import { verifyWebhook, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from "./webhook-signature";

const ENTITY = "40003510005";
const SECRET = "whsec-test";
const SHA = (c: string) => c.repeat(64);

/** What the receiving system was sent: each request's headers and body. */
const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
let server: http.Server;
let url: string;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

forEachDatabase("the alert webhook", (database) => {
  it("sends one alert with every list holding the entity, the customer ids and the effect, signed", async () => {
    received.length = 0;
    const db = database();
    await db.insert(user).values([
      { id: "u-ieva", name: "Ieva", email: "ieva@example.lv" },
      { id: "u-juris", name: "Juris", email: "juris@example.lv" },
    ]);
    const [suppliers, clients] = await db
      .insert(watchlists)
      .values([
        { name: "Suppliers", ownerId: "u-ieva" },
        { name: "Clients", ownerId: "u-juris" },
      ])
      .returning({ id: watchlists.id });
    await db.insert(watchEntries).values([
      { watchlistId: suppliers.id, regcode: ENTITY, customerId: "S-0042" },
      { watchlistId: clients.id, regcode: ENTITY, customerId: "K-7" },
    ]);
    const effect = { severity: "high", effects: ["sanctioned-party-added"], risk: { before: "low", after: "high" } };
    const raising = {
      regcode: ENTITY,
      legalName: "Ziemeļu Dzintars SIA",
      severity: "high" as const,
      findings: { sanctionsAdded: true, statusTo: null, majorityOwnerChanged: false, sections: [] },
      createdAt: new Date("2026-12-01T08:00:00Z"),
    };
    const [withEffect] = await db.transaction((tx) =>
      raiseAlert(tx, { ...raising, effect, fromSha256: SHA("a"), toSha256: SHA("b") }),
    );
    const [withoutEffect] = await db.transaction((tx) =>
      raiseAlert(tx, { ...raising, fromSha256: SHA("b"), toSha256: SHA("c") }),
    );

    const now = () => new Date("2026-12-01T08:00:05Z");
    const target = { url, secret: SECRET };
    await deliverAlert(db, withEffect.id, target, { appUrl: "https://lens.example", now });
    await deliverAlert(db, withoutEffect.id, target, { appUrl: undefined, now });
    expect(received).toHaveLength(2);
    const [first, second] = received.map((request) => JSON.parse(request.body) as Record<string, unknown>);
    const lists = [
      { id: suppliers.id, name: "Suppliers" },
      { id: clients.id, name: "Clients" },
    ];
    expect(first).toMatchObject({
      id: withEffect.id,
      regcode: ENTITY,
      name: "Ziemeļu Dzintars SIA",
      severity: "high",
      // The first list as `watchlist`, as receivers read it when each list had an alert of its own.
      watchlist: lists[0],
      watchlists: lists,
      customerIds: ["K-7", "S-0042"],
      effect,
      changes: `https://lens.example/entities/${ENTITY}/changes?from=${SHA("a")}&to=${SHA("b")}`,
    });
    expect(second).toMatchObject({ id: withoutEffect.id, watchlists: lists, effect: null });
    const [request] = received;
    expect(
      verifyWebhook({
        secret: SECRET,
        body: request.body,
        timestamp: String(request.headers[WEBHOOK_TIMESTAMP_HEADER]),
        signature: String(request.headers[WEBHOOK_SIGNATURE_HEADER]),
        nowSeconds: now().getTime() / 1000,
      }),
    ).toEqual({ ok: true });
    expect(
      await db.select({ status: alertDeliveries.status }).from(alertDeliveries).orderBy(alertDeliveries.id),
    ).toEqual([{ status: 204 }, { status: 204 }]);
  });

  it("links an alert raised up the structure to the record that changed there", async () => {
    received.length = 0;
    const db = database();
    await db.insert(user).values({ id: "u-anna", name: "Anna", email: "anna@example.lv" });
    const [list] = await db.insert(watchlists).values({ name: "Upstream", ownerId: "u-anna" }).returning();
    const PARENT = "40003520003";
    await db.insert(watchEntries).values({ watchlistId: list.id, regcode: ENTITY });
    const own = record(ENTITY, { name: "SIA “Liepa”", members: [holds(entity(PARENT), 100)] });
    const parent = (name: string) => record(PARENT, { name: "SIA “Ozols”", members: [holds(person(name), 100)] });
    const [before, after] = [parent("Anna Liepa"), parent("Ivan Petrov")];
    const effect = ownershipEffect(determine([own, before]), determine([own, after]), riskOf(own));
    const [alert] = await db.transaction((tx) =>
      raiseAlert(tx, {
        regcode: ENTITY,
        legalName: "SIA “Liepa”",
        severity: "medium",
        findings: { sanctionsAdded: false, statusTo: null, majorityOwnerChanged: false, sections: [] },
        effect,
        createdAt: new Date("2026-12-01T09:00:00Z"),
        // The entity's own record stayed as it was.
        fromSha256: sha(own),
        toSha256: sha(own),
      }),
    );
    await deliverAlert(db, alert.id, { url, secret: SECRET }, { appUrl: "https://lens.example" });
    expect(JSON.parse(received[0].body)).toMatchObject({
      changes: `https://lens.example/entities/${PARENT}/changes?from=${sha(before)}&to=${sha(after)}`,
      from: sha(own),
      to: sha(own),
    });
  });
});
