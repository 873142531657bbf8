import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import type { Database } from "../../lib/platform/db/database";
import { openDatabase } from "../../lib/platform/db/open-database";
import type { OpenDatabase } from "../../lib/platform/db/database";

const postgresUrl = process.env.TEST_DATABASE_URL;

/** A fresh, migrated database on the TEST_DATABASE_URL server, dropped when closed. */
async function openScratchPostgres(serverUrl: string): Promise<OpenDatabase> {
  const name = `registry_lens_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ kind: "postgres", url: url.toString() });
  return {
    ...opened,
    close: async () => {
      await opened.close();
      // Closed connections leave the server a moment later; forcing them out would fail them mid-close.
      for (let tries = 0; tries < 50; tries++) {
        const { rows } = await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1", [
          name,
        ]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Runs a data-layer suite on a fresh in-memory PGlite, and again on PostgreSQL when TEST_DATABASE_URL
 * names a server (the suite is then reported as skipped, with the reason). `body` gets the open
 * database through functions (the drizzle handle, and the whole of it), as it exists only once the suite runs.
 */
export function forEachDatabase(
  title: string,
  body: (database: () => Database, opened: () => OpenDatabase) => void,
): void {
  const kinds = [
    { label: "PGlite", open: () => openDatabase({ kind: "pglite" }) },
    { label: "PostgreSQL", open: postgresUrl ? () => openScratchPostgres(postgresUrl) : undefined },
  ];
  for (const kind of kinds) {
    const open = kind.open;
    if (!open) {
      console.info(`${title}: PostgreSQL run skipped, TEST_DATABASE_URL is not set`);
      describe.skip(`${title} on ${kind.label} (set TEST_DATABASE_URL to a PostgreSQL server to run it)`, () => {
        const skipped = () => {
          throw new Error("skipped");
        };
        body(skipped, skipped);
      });
      continue;
    }
    describe(`${title} on ${kind.label}`, () => {
      let opened: OpenDatabase | undefined;
      beforeAll(async () => {
        opened = await open();
      }, 60_000); // starting PGlite on a busy machine takes seconds
      afterAll(async () => {
        await opened?.close();
      });
      const openedNow = () => {
        if (!opened) throw new Error("The database is not open yet: use it inside a test or a hook.");
        return opened;
      };
      body(() => openedNow().db, openedNow);
    });
  }
}
