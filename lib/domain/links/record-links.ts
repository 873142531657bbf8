import { isRegcode } from "@/lib/registry/regcode/regcode";
import { pagePaths } from "@/lib/domain/routes/page-paths";

// A host right after the scheme, and no whitespace, control or format characters anywhere: browsers repair
// or drop those silently, and bidi controls reorder the text shown, so the link would not go where its text says.
const HTTP_URL = /^https?:\/\/[^\s\p{Cc}\p{Cf}/\\?#@][^\s\p{Cc}\p{Cf}]*$/iu;

/**
 * The one place that decides whether a value from the register record may become a link.
 * Everything the record says is untrusted text: only an absolute http(s) address may leave the
 * app, and only an exact registration number may open another profile; anything else stays text.
 */
export function externalHref(value: unknown): string | undefined {
  if (typeof value !== "string" || !HTTP_URL.test(value) || !URL.canParse(value)) return undefined;
  // user:password@ before the host reads as the site (https://bank.example@evil.example/) and is no register's.
  const url = new URL(value);
  if (url.username !== "" || url.password !== "") return undefined;
  return value;
}

/** The profile address of another entity, only for an exact 11-digit registration number. */
export function entityHref(value: unknown): string | undefined {
  return typeof value === "string" && isRegcode(value) ? pagePaths.entity(value) : undefined;
}
