import { expect, it } from "vitest";
import { retrievalActorName } from "./retrieval-actor-name";

const ieva = { id: "u-ieva", name: "Ieva Analītiķe" };
const analyst = { userId: "u-juris", roles: ["analyst"] };
const auditor = { userId: "u-anna", roles: ["auditor"] };

it("names other users only to those who may read the audit trail, and says You and The app to everyone", () => {
  expect(retrievalActorName(ieva, analyst)).toBe("Another user");
  expect(retrievalActorName(ieva, auditor)).toBe("Ieva Analītiķe");
  expect(retrievalActorName(ieva, { ...analyst, userId: "u-ieva" })).toBe("You");
  expect(retrievalActorName({ id: null, name: null }, analyst)).toBe("The app");
  expect(retrievalActorName({ id: "u-gone", name: null }, auditor)).toBe("Removed account u-gone");
});
