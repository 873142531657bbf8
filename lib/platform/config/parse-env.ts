import { z } from "zod";

/**
 * The settings `schema` reads from the environment. A blank value counts as unset, so its default applies;
 * a bad one is reported by variable name and the rule it breaks, never with its value (it may be a
 * secret, and the message reaches logs).
 */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined>,
  what: string,
): z.output<S> {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""));
  const result = schema.safeParse(set);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`${what} is invalid (see .env.example): ${problems.join("; ")}`);
  }
  return result.data;
}

/** An on/off setting: 1, true or on; 0, false or off; unset takes `fallback`. */
export function envFlag(fallback: boolean) {
  return z
    .enum(["1", "0", "true", "false", "on", "off"], { error: "use 1 or 0" })
    .optional()
    .transform((value) => (value === undefined ? fallback : ["1", "true", "on"].includes(value)));
}
