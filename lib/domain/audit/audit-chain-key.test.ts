import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { resolveAuditChainKey } from "./audit-chain-key";
import { parseAuditConfig } from "./audit-config";

const dir = mkdtempSync(path.join(tmpdir(), "audit-key-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("resolveAuditChainKey", () => {
  it("takes AUDIT_CHAIN_KEY when set", () => {
    const key = "k".repeat(32);
    expect(resolveAuditChainKey(key, { kind: "postgres", url: "postgres://db/x" })).toBe(key);
  });

  it("refuses to start on PostgreSQL without one, saying what to set", () => {
    expect(() => resolveAuditChainKey(undefined, { kind: "postgres", url: "postgres://db/x" })).toThrow(
      "AUDIT_CHAIN_KEY is required with DATABASE_URL",
    );
  });

  it("does not make one to verify with, saying where it looked", () => {
    expect(() => resolveAuditChainKey(undefined, { kind: "pglite", dataDir: dir }, { create: false })).toThrow(
      `No audit chain key in ${path.join(dir, "audit-chain-key")}: set AUDIT_CHAIN_KEY to the key the app used.`,
    );
  });

  it("makes one for the embedded database in its folder, owner-only, and keeps it across starts", () => {
    const made = resolveAuditChainKey(undefined, { kind: "pglite", dataDir: dir });
    const file = path.join(dir, "audit-chain-key");
    expect(readFileSync(file, "utf8")).toBe(made);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAuditChainKey(undefined, { kind: "pglite", dataDir: dir })).toBe(made);
  });
});

describe("parseAuditConfig", () => {
  it("reads the key, the anchor targets and how often to anchor", () => {
    expect(
      parseAuditConfig({
        AUDIT_CHAIN_KEY: "k".repeat(32),
        AUDIT_ANCHOR_FILE: "/var/log/audit-anchors",
        AUDIT_ANCHOR_URL: "https://anchors.example/registry-lens",
        AUDIT_ANCHOR_MINUTES: "5",
      }),
    ).toEqual({
      chainKey: "k".repeat(32),
      anchorFile: "/var/log/audit-anchors",
      anchorUrl: "https://anchors.example/registry-lens",
      anchorMinutes: 5,
    });
    expect(parseAuditConfig({})).toEqual({ anchorMinutes: 10 });
  });

  it("refuses a short key, a URL that is not http(s) and a bad interval, saying which", () => {
    expect(() => parseAuditConfig({ AUDIT_CHAIN_KEY: "short" })).toThrow(
      "AUDIT_CHAIN_KEY must be at least 32 characters",
    );
    expect(() => parseAuditConfig({ AUDIT_ANCHOR_URL: "ftp://x/y" })).toThrow("AUDIT_ANCHOR_URL must be an http");
    expect(() => parseAuditConfig({ AUDIT_ANCHOR_MINUTES: "0" })).toThrow(
      "AUDIT_ANCHOR_MINUTES must be between 1 and 60",
    );
  });
});
