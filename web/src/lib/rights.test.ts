import { describe, expect, it } from "vitest";
import { defaultSettingsTab, emptyFlags, FLAGS, rightsOf, visibleSettingsTabs } from "./rights";

describe("rights", () => {
  it("gives owner, accountant, admin and superadmin every flag", () => {
    for (const r of [
      rightsOf({ userType: "user", permission: "owner" }),
      rightsOf({ userType: "user", permission: "accountant" }),
      rightsOf({ userType: "admin", permission: null }),
      rightsOf({ userType: "superadmin", permission: null }),
    ]) {
      expect([...r.flags].sort()).toEqual([...FLAGS].sort());
    }
    expect(rightsOf({ userType: "user", permission: "owner" }).isOwner).toBe(true);
    expect(rightsOf({ userType: "user", permission: "accountant" }).isOwner).toBe(false);
  });

  it("gives a custom type its flags, an unknown type none, and sales nothing on a customer", () => {
    const types = [{ ...emptyFlags(), id: "pt1", name: "X", editAccount: true, deleteUserAccount: true }];
    expect([...rightsOf({ userType: "user", permission: "pt1", permissionTypes: types }).flags].sort()).toEqual([
      "deleteUserAccount",
      "editAccount",
    ]);
    expect(rightsOf({ userType: "user", permission: "pt9", permissionTypes: types }).flags.size).toBe(0);
    expect(rightsOf({ userType: "sales", permission: null }).flags.size).toBe(0);
  });

  it("hides privileges without accessPrivilegeSetting and users without any user right", () => {
    const r = rightsOf({
      userType: "user",
      permission: "pt1",
      permissionTypes: [{ ...emptyFlags(), id: "pt1", name: "X" }],
    });
    expect(visibleSettingsTabs(r)).toEqual([
      "account",
      "cases",
      "integration",
      "reminder-processes",
      "manage-account",
      "uni-export-files",
      "change-password",
    ]);
  });

  it("shows the plan tab, first and by default, to owner, admin and viewPlan; account otherwise (SPEC 1, 6)", () => {
    const viewer = { ...emptyFlags(), id: "pt1", name: "X", viewPlan: true };
    for (const r of [
      rightsOf({ userType: "user", permission: "owner" }),
      rightsOf({ userType: "admin", permission: null }),
      rightsOf({ userType: "user", permission: "pt1", permissionTypes: [viewer] }),
    ])
      expect([visibleSettingsTabs(r)[0], defaultSettingsTab(r)]).toEqual(["plan", "plan"]);
    const none = rightsOf({
      userType: "user",
      permission: "pt1",
      permissionTypes: [{ ...emptyFlags(), id: "pt1", name: "X" }],
    });
    expect(defaultSettingsTab(none)).toBe("account");
    expect(defaultSettingsTab(rightsOf({ userType: "sales", permission: null }))).toBe("account");
  });
});
