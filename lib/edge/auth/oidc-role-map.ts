import { ROLES, type Role } from "@/lib/domain/viewer/roles";

/** The app's roles each group at the identity provider gives (OIDC_ROLE_MAP). */
export type RoleMap = ReadonlyMap<string, readonly Role[]>;

const isRole = (name: string): name is Role => (ROLES as readonly string[]).includes(name);

/** Splits on `separator` outside double quotes; quotes are kept, for the caller to strip. */
function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = "";
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if (char === separator && !quoted) {
      parts.push(current);
      current = "";
    } else current += char;
  }
  if (quoted) throw new Error('a double quote is not closed: write "group name"=role');
  parts.push(current);
  return parts;
}

/**
 * Reads `group=role[+role…]` entries separated by commas, e.g.
 * `lens-analysts=analyst,lens-personal=analyst+personal-data,lens-admins=admin`. A group whose name holds a
 * comma or an equals sign (an LDAP name) is written in double quotes: `"cn=lens,ou=groups"=analyst`.
 * Throws a message naming the entry that is wrong (group names are not secrets).
 */
export function parseRoleMap(text: string): RoleMap {
  const map = new Map<string, Role[]>();
  for (const raw of splitOutsideQuotes(text, ",")) {
    const entry = raw.trim();
    if (!entry) continue;
    const parts = splitOutsideQuotes(entry, "=");
    if (parts.length !== 2) throw new Error(`"${entry}" is not group=role (quote a group name holding = or ,)`);
    const [rawGroup, rawRoles] = parts.map((part) => part.trim());
    const group = /^".*"$/.test(rawGroup) ? rawGroup.slice(1, -1) : rawGroup;
    if (!group || group.includes('"')) throw new Error(`"${entry}" names no group`);
    const roles = rawRoles.split("+").map((role) => role.trim());
    const unknown = roles.filter((role) => !isRole(role));
    if (unknown.length > 0)
      throw new Error(`"${entry}": ${unknown.map((r) => `"${r}"`).join(", ")} is not a role (${ROLES.join(", ")})`);
    if (map.has(group)) throw new Error(`group "${group}" is listed twice: join its roles with +`);
    map.set(
      group,
      ROLES.filter((role) => roles.includes(role)),
    );
  }
  if (map.size === 0) throw new Error("maps no group to a role");
  return map;
}

/**
 * The groups a provider's claims name under `claim`: a list, or one name. A claim name holding dots is looked
 * up as it is first (Auth0 names claims by URL), then as a path (Keycloak's `realm_access.roles`).
 */
export function groupsOf(claims: Record<string, unknown>, claim: string): string[] {
  let value: unknown = claims[claim];
  if (value === undefined && claim.includes(".")) {
    value = claim
      .split(".")
      .reduce<unknown>(
        (at, key) =>
          at && typeof at === "object" && !Array.isArray(at) ? (at as Record<string, unknown>)[key] : undefined,
        claims,
      );
  }
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return [
    ...new Set(
      list.filter((group): group is string | number => ["string", "number"].includes(typeof group)).map(String),
    ),
  ];
}

/** Every role the groups give together, in the app's order of roles; none when no group is mapped. */
export function rolesForGroups(map: RoleMap, groups: readonly string[]): Role[] {
  const given = new Set(groups.flatMap((group) => map.get(group) ?? []));
  return ROLES.filter((role) => given.has(role));
}
