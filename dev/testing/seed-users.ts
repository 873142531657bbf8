import type { Database } from "@/lib/platform/db/database";
import { user } from "@/lib/platform/db/schema/auth";

/** Gives each colleague named an account: "ieva" is the user "u-ieva", named "Ieva", ieva@example.lv. */
export async function seedUsers(database: Database, ...names: string[]): Promise<void> {
  await database.insert(user).values(
    names.map((name) => ({
      id: `u-${name}`,
      name: name[0]!.toUpperCase() + name.slice(1),
      email: `${name}@example.lv`,
    })),
  );
}
