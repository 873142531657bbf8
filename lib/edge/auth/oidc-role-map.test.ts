import { describe, expect, it } from "vitest";
import { groupsOf, parseRoleMap, rolesForGroups } from "./oidc-role-map";

describe("parseRoleMap", () => {
  it("reads group=role entries, several roles joined with +, in the app's order of roles", () => {
    expect(parseRoleMap(" lens-analysts = analyst ,lens-personal=personal-data+analyst,, lens-admins=admin")).toEqual(
      new Map([
        ["lens-analysts", ["analyst"]],
        ["lens-personal", ["analyst", "personal-data"]],
        ["lens-admins", ["admin"]],
      ]),
    );
  });

  it("takes a quoted group name with commas and equals signs (an LDAP name) as it is", () => {
    expect(parseRoleMap('"cn=lens,ou=groups,dc=bank"=auditor, /lens/admins=admin')).toEqual(
      new Map([
        ["cn=lens,ou=groups,dc=bank", ["auditor"]],
        ["/lens/admins", ["admin"]],
      ]),
    );
  });

  it("names the entry that is wrong", () => {
    expect(() => parseRoleMap("lens-analysts")).toThrow('"lens-analysts" is not group=role');
    expect(() => parseRoleMap("a=analyst,b=analyst+boss")).toThrow('"b=analyst+boss": "boss" is not a role');
    expect(() => parseRoleMap("=analyst")).toThrow('"=analyst" names no group');
    expect(() => parseRoleMap("a=analyst,a=admin")).toThrow('group "a" is listed twice');
    expect(() => parseRoleMap('"cn=x=analyst')).toThrow("a double quote is not closed");
    expect(() => parseRoleMap(" , ")).toThrow("maps no group to a role");
  });
});

describe("groupsOf", () => {
  it("reads a list or a single name, by name first, then as a path", () => {
    expect(groupsOf({ groups: ["a", "b", "a", 7, { x: 1 }] }, "groups")).toEqual(["a", "b", "7"]);
    expect(groupsOf({ role: "lens-analysts" }, "role")).toEqual(["lens-analysts"]);
    expect(groupsOf({ "https://bank.lv/groups": ["a"] }, "https://bank.lv/groups")).toEqual(["a"]);
    expect(groupsOf({ realm_access: { roles: ["lens-admins"] } }, "realm_access.roles")).toEqual(["lens-admins"]);
    expect(groupsOf({ email: "x@bank.lv" }, "groups")).toEqual([]);
  });
});

describe("rolesForGroups", () => {
  const map = parseRoleMap("lens-analysts=analyst,lens-personal=analyst+personal-data,lens-admins=admin");

  it("gives every role the groups map to, once, and none for groups it does not know", () => {
    expect(rolesForGroups(map, ["lens-admins", "lens-personal", "lens-analysts", "hr"])).toEqual([
      "analyst",
      "personal-data",
      "admin",
    ]);
    expect(rolesForGroups(map, ["hr", "LENS-ANALYSTS"])).toEqual([]);
  });
});
