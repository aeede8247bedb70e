import { describe, expect, it } from "vitest";
import { AppError } from "../util/error";
import { check, checkChange, checkGrant, FLAGS, flagsOf, mayGrantPermission, rightsFrom } from "./rules";

const user = { userId: "u", type: "user" as const };
const codeOf = (f: () => void) => {
  try {
    f();
    return "OK";
  } catch (e) {
    return (e as AppError).code;
  }
};

describe("rights", () => {
  it("gives owner and accountant every flag; only the owner is owner", () => {
    expect(flagsOf("owner").size).toBe(FLAGS.length);
    expect(flagsOf("accountant").size).toBe(FLAGS.length);
    expect(rightsFrom(user, "owner").isOwner).toBe(true);
    expect(rightsFrom(user, "accountant").isOwner).toBe(false);
  });
  it("gives a custom type the flags it was given", () => {
    const r = rightsFrom(user, "T1", { viewPlan: true, editUser: true, editAccount: false });
    expect([...r.flags].sort()).toEqual(["editUser", "viewPlan"]);
    expect(codeOf(() => check(r, "editUser"))).toBe("OK");
    expect(codeOf(() => check(r, "editAccount"))).toBe("FORBIDDEN");
    expect(codeOf(() => check(r))).toBe("OK");
  });
  it("answers 404 to a non-member, never 403", () => {
    const r = rightsFrom(user, null);
    expect(codeOf(() => check(r))).toBe("NOT_FOUND");
    expect(codeOf(() => check(r, "editAccount"))).toBe("NOT_FOUND");
  });
  it("lets admin and superadmin do everything, sales only read", () => {
    for (const type of ["admin", "superadmin"] as const)
      expect(codeOf(() => check(rightsFrom({ userId: "s", type }, null), "deleteCustomerAccount"))).toBe("OK");
    const sales = rightsFrom({ userId: "s", type: "sales" }, null);
    expect(codeOf(() => check(sales))).toBe("OK");
    expect(codeOf(() => check(sales, "editUser"))).toBe("FORBIDDEN");
  });
  it("lets members, admin and superadmin change the ledger; sales gets 403, others 404", () => {
    for (const permission of ["owner", "accountant", "T-without-flags"])
      expect(codeOf(() => checkChange(rightsFrom(user, permission, {})))).toBe("OK");
    for (const type of ["admin", "superadmin"] as const)
      expect(codeOf(() => checkChange(rightsFrom({ userId: "s", type }, null)))).toBe("OK");
    expect(codeOf(() => checkChange(rightsFrom({ userId: "s", type: "sales" }, null)))).toBe("FORBIDDEN");
    expect(codeOf(() => checkChange(rightsFrom(user, null)))).toBe("NOT_FOUND");
  });

  it("grants nothing without accessPrivilegeSetting and no flag beyond one's own (F2, F12h)", () => {
    const onlyPrivileges = rightsFrom(user, "t1", { accessPrivilegeSetting: true });
    expect(codeOf(() => checkGrant(onlyPrivileges, ["accessPrivilegeSetting"], "permission"))).toBe("OK");
    expect(codeOf(() => checkGrant(onlyPrivileges, FLAGS, "permission"))).toBe("VALIDATION");
    try {
      checkGrant(onlyPrivileges, ["viewPlan", "accessPrivilegeSetting", "editAccount"], "flags");
      expect.fail("granted flags it lacks");
    } catch (e) {
      expect(Object.keys((e as AppError).fields ?? {})).toEqual(["flags.viewPlan", "flags.editAccount"]);
    }
    const editUserOnly = rightsFrom(user, "t2", { editUser: true });
    expect(codeOf(() => checkGrant(editUserOnly, [], "permission"))).toBe("FORBIDDEN");
    expect(codeOf(() => checkGrant(rightsFrom(user, "accountant"), FLAGS, "permission"))).toBe("OK");
    expect(codeOf(() => checkGrant(rightsFrom({ userId: "a", type: "admin" }, null), FLAGS, "permission"))).toBe("OK");
    expect(codeOf(() => checkGrant(rightsFrom({ userId: "s", type: "sales" }, null), [], "permission"))).toBe(
      "FORBIDDEN",
    );
  });

  it("tells the web which permission one may give, by checkGrant's rule: never owner, never a missing type", () => {
    const accountant = rightsFrom(user, "accountant");
    const privilegesOnly = rightsFrom(user, "t1", { accessPrivilegeSetting: true, editUser: true });
    const admin = rightsFrom({ userId: "a", type: "admin" }, null);
    const small = { editUser: true };
    expect(mayGrantPermission(accountant, "accountant")).toBe(true);
    expect(mayGrantPermission(accountant, "owner")).toBe(false);
    expect(mayGrantPermission(admin, "owner")).toBe(false);
    expect(mayGrantPermission(admin, "accountant")).toBe(true);
    expect(mayGrantPermission(privilegesOnly, "accountant")).toBe(false);
    expect(mayGrantPermission(privilegesOnly, "t2", small)).toBe(true);
    expect(mayGrantPermission(privilegesOnly, "t3", { ...small, editAccount: true })).toBe(false);
    expect(mayGrantPermission(privilegesOnly, "gone", null)).toBe(false);
    expect(mayGrantPermission(rightsFrom(user, "t4", small), "t2", small)).toBe(false);
  });
});
