import { describe, expect, it } from "vitest";
import {
  changesDocumentRegcode,
  entityDocumentRegcode,
  retrievalsDocumentRegcode,
  snapshotDocument,
} from "./entity-document";

const plain = new Headers();

describe("entityDocumentRegcode", () => {
  it("names the number of a profile or report page load", () => {
    expect(entityDocumentRegcode("GET", "/entities/40003520003", plain)).toBe("40003520003");
    expect(entityDocumentRegcode("HEAD", "/entities/40003520003/report", plain)).toBe("40003520003");
    expect(entityDocumentRegcode("GET", "/entities/12%203", plain)).toBe("12 3");
  });

  it("leaves client navigations, prefetches, other methods and other paths alone", () => {
    expect(entityDocumentRegcode("GET", "/entities/40003520003", new Headers({ rsc: "1" }))).toBeUndefined();
    const prefetch = new Headers({ "next-router-prefetch": "1" });
    expect(entityDocumentRegcode("GET", "/entities/40003520003", prefetch)).toBeUndefined();
    expect(entityDocumentRegcode("POST", "/entities/40003520003", plain)).toBeUndefined();
    expect(entityDocumentRegcode("GET", "/api/legal-entities/40003520003", plain)).toBeUndefined();
    expect(entityDocumentRegcode("GET", "/entities/40003520003/graph", plain)).toBeUndefined();
    expect(entityDocumentRegcode("GET", "/entities/%E0%A4%A", plain)).toBeUndefined();
  });
});

describe("changesDocumentRegcode", () => {
  it("names the number of a changes page load only", () => {
    expect(changesDocumentRegcode("GET", "/entities/40003520003/changes", plain)).toBe("40003520003");
    expect(changesDocumentRegcode("GET", "/entities/40003520003/changes", new Headers({ rsc: "1" }))).toBeUndefined();
    expect(changesDocumentRegcode("GET", "/entities/40003520003", plain)).toBeUndefined();
    expect(entityDocumentRegcode("GET", "/entities/40003520003/changes", plain)).toBeUndefined();
  });
});

describe("retrievalsDocumentRegcode", () => {
  it("names the number of a retrievals page load only", () => {
    expect(retrievalsDocumentRegcode("GET", "/entities/40003520003/retrievals", plain)).toBe("40003520003");
    expect(
      retrievalsDocumentRegcode("GET", "/entities/40003520003/retrievals", new Headers({ rsc: "1" })),
    ).toBeUndefined();
    expect(retrievalsDocumentRegcode("GET", "/entities/40003520003/changes", plain)).toBeUndefined();
    expect(entityDocumentRegcode("GET", "/entities/40003520003/retrievals", plain)).toBeUndefined();
  });
});

describe("snapshotDocument", () => {
  const sha = "a".repeat(64);
  it("names the number and hash of a stored copy's page or report load", () => {
    expect(snapshotDocument("GET", `/entities/40003520003/snapshots/${sha}`, plain)).toEqual({
      regcode: "40003520003",
      sha256: sha,
    });
    expect(snapshotDocument("GET", `/entities/40003520003/snapshots/${sha}/report`, plain)).toEqual({
      regcode: "40003520003",
      sha256: sha,
    });
    expect(snapshotDocument("GET", "/entities/40003520003/snapshots/not%20a%20hash", plain)).toEqual({
      regcode: "40003520003",
      sha256: "not a hash",
    });
  });

  it("ignores other pages, client navigations and writes", () => {
    expect(snapshotDocument("GET", "/entities/40003520003", plain)).toBeUndefined();
    expect(snapshotDocument("GET", "/entities/40003520003/snapshots", plain)).toBeUndefined();
    expect(
      snapshotDocument("GET", `/entities/40003520003/snapshots/${sha}`, new Headers({ rsc: "1" })),
    ).toBeUndefined();
    expect(snapshotDocument("POST", `/entities/40003520003/snapshots/${sha}`, plain)).toBeUndefined();
    expect(entityDocumentRegcode("GET", `/entities/40003520003/snapshots/${sha}`, plain)).toBeUndefined();
  });
});
