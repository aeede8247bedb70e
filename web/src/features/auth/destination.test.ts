import { describe, expect, it } from "vitest";
import type { Customer } from "./api/types";
import { postLoginDestination } from "./destination";

const customer: Customer = {
  id: "c1",
  name: "Fjord Regnskap AS",
  orgNumber: "999888777",
  email: null,
  gdprTermsAccepted: true,
  permission: null,
};
const newCustomer: Customer = { ...customer, gdprTermsAccepted: false };

describe("postLoginDestination", () => {
  it("sends staff to /admin", () => {
    expect(postLoginDestination("admin", null)).toBe("/admin");
    expect(postLoginDestination("superadmin", null)).toBe("/admin");
    expect(postLoginDestination("sales", null)).toBe("/admin");
  });

  it("sends customer users to /customer, to the GDPR terms first, or to registration details", () => {
    expect(postLoginDestination("user", customer)).toBe("/customer");
    expect(postLoginDestination("user", newCustomer)).toBe("/accept-gdpr-terms");
    expect(postLoginDestination("user", null)).toBe("/registration-details");
  });

  it("lets a safe reurl win", () => {
    expect(postLoginDestination("user", customer, "/customer/cases?page=2")).toBe("/customer/cases?page=2");
    expect(postLoginDestination("admin", null, "/admin/users")).toBe("/admin/users");
    expect(postLoginDestination("user", newCustomer, "/customer/dashboard")).toBe(
      "/accept-gdpr-terms?reurl=%2Fcustomer%2Fdashboard",
    );
  });

  it("ignores unsafe reurls and those the user would be bounced from", () => {
    expect(postLoginDestination("user", customer, "https://evil.example/")).toBe("/customer");
    expect(postLoginDestination("user", customer, "//evil.example")).toBe("/customer");
    expect(postLoginDestination("user", customer, "/admin/customers")).toBe("/customer");
    expect(postLoginDestination("user", null, "/customer/dashboard")).toBe("/registration-details");
    expect(postLoginDestination("sales", null, "/admin/users")).toBe("/admin");
    expect(postLoginDestination("sales", null, "/admin/plans")).toBe("/admin/plans");
  });
});
