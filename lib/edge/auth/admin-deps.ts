import "server-only";
import { db } from "@/lib/platform/db/db";
import { getAuth } from "./auth";

/** What account administration works on: the auth instance (any will do: both share one database) and the database. */
export async function adminDeps() {
  return { auth: await getAuth(false), db: await db() };
}
