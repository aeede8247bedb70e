import { describe, expect, it } from "vitest";
import { adminPage, canAccessAdminPath, isStaff, SALES_ADMIN_PAGES } from "./permissions";

describe("isStaff", () => {
  it("knows the staff types", () => {
    expect(isStaff("admin")).toBe(true);
    expect(isStaff("superadmin")).toBe(true);
    expect(isStaff("sales")).toBe(true);
    expect(isStaff("user")).toBe(false);
    expect(isStaff(undefined)).toBe(false);
  });
});

describe("adminPage", () => {
  it("takes the first segment under /admin", () => {
    expect(adminPage("/admin")).toBe("");
    expect(adminPage("/admin/")).toBe("");
    expect(adminPage("/admin/customers")).toBe("customers");
    expect(adminPage("/admin/billing-schedule-customers/12")).toBe("billing-schedule-customers");
    expect(adminPage("/customer/dashboard")).toBeNull();
  });
});

describe("canAccessAdminPath", () => {
  const salesPages = [
    "customers",
    "plans",
    "billing-schedules",
    "billing-schedule-customers/7",
    "plan/create",
    "billing-schedule/edit/1",
    "case-documents",
    "deleted-customers",
    "manage-customer-plans",
  ];
  const otherPages = [
    "users",
    "user/edit/3",
    "procedures",
    "steps",
    "fees",
    "interests",
    "coupons",
    "email-templates",
    "global-messages",
    "statistics",
    "deleted-users",
    "user-group-plans",
    "user-groups",
    "rewards",
    "customer-step-costs",
  ];

  it("lets admin and superadmin in everywhere", () => {
    for (const type of ["admin", "superadmin"]) {
      for (const page of [...salesPages, ...otherPages]) expect(canAccessAdminPath(type, `/admin/${page}`)).toBe(true);
    }
  });

  it("keeps sales to its allow-list", () => {
    expect(SALES_ADMIN_PAGES).toHaveLength(9);
    for (const page of salesPages) expect(canAccessAdminPath("sales", `/admin/${page}`), page).toBe(true);
    for (const page of otherPages) expect(canAccessAdminPath("sales", `/admin/${page}`), page).toBe(false);
    expect(canAccessAdminPath("sales", "/admin")).toBe(true);
  });

  it("keeps customer users out", () => {
    expect(canAccessAdminPath("user", "/admin/customers")).toBe(false);
    expect(canAccessAdminPath(undefined, "/admin")).toBe(false);
  });
});
