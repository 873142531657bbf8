import { expect, it } from "vitest";
import { retrievalActorName } from "./retrieval-actor-name";

const ieva = { id: "u-ieva", name: "Ieva Analītiķe", email: "ieva@example.lv" };
const analyst = { userId: "u-juris", roles: ["analyst"] };
const auditor = { userId: "u-anna", roles: ["auditor"] };

it("names other users only to those who may read the audit trail, and says You and The app to everyone", () => {
  expect(retrievalActorName(ieva, analyst, "en")).toBe("Another user");
  expect(retrievalActorName(ieva, auditor, "en")).toBe("Ieva Analītiķe (ieva@example.lv)");
  expect(retrievalActorName(ieva, { ...analyst, userId: "u-ieva" }, "en")).toBe("You");
  expect(retrievalActorName({ id: null, name: null, email: null }, analyst, "en")).toBe("The app");
  expect(retrievalActorName({ id: "u-gone", name: null, email: null }, auditor, "en")).toBe("Removed account u-gone");
});

it("says the same in Latvian", () => {
  expect(retrievalActorName(ieva, analyst, "lv")).toBe("Cits lietotājs");
  expect(retrievalActorName(ieva, { ...analyst, userId: "u-ieva" }, "lv")).toBe("Jūs");
  expect(retrievalActorName({ id: null, name: null, email: null }, analyst, "lv")).toBe("Lietotne");
  expect(retrievalActorName({ id: "u-gone", name: null, email: null }, auditor, "lv")).toBe("Dzēsts konts u-gone");
});
