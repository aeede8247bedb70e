import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentUserKey } from "@/lib/current-user";
import type { CurrentUser } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { jsonResponse, mockFetch } from "@/test/utils";
import { renderWithRouter } from "@/test/router";
import { SettingsTabs } from "./settings-page";

function demoCustomer(permission: string) {
  return { id: "c1", name: "Demo AS", orgNumber: "999888777", email: null, gdprTermsAccepted: true, permission };
}

function userWith(permission: string, type: CurrentUser["type"] = "user"): CurrentUser {
  return {
    id: "u1",
    email: "kari@example.no",
    firstName: "Kari",
    lastName: "Nordmann",
    phone: "41234567",
    type,
    twoFactorEnabled: false,
    language: "no",
    customer: demoCustomer(permission),
    customers: [demoCustomer(permission)],
  };
}

async function tabsFor(user: CurrentUser) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserKey, user);
  await renderWithRouter(() => <SettingsTabs current="account" />, {
    path: "/customer/settings/account",
    queryClient,
  });
  const list = await screen.findByRole("tablist");
  return () =>
    within(list)
      .getAllByRole("tab")
      .map((tab) => tab.textContent);
}

const ALL = [
  "Plan",
  "Konto",
  "Brukere",
  "Saker",
  "Integrasjon",
  "Varslinger",
  "Rettigheter",
  "Administrer konto",
  "Eksportfiler til regnskap",
  "Endre passord",
];

describe("settings tabs per rights", () => {
  it("shows every tab to the owner and the accountant, without asking for flags", async () => {
    const fetch = mockFetch({});
    expect((await tabsFor(userWith("owner")))()).toEqual(ALL);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows every tab to an admin", async () => {
    mockFetch({});
    expect((await tabsFor(userWith("", "admin")))()).toEqual(ALL);
  });

  it("shows a custom type only the tabs its flags allow (flags from the API)", async () => {
    const fetch = mockFetch({
      "GET /v1/customers/c1": () =>
        jsonResponse(200, {
          id: "c1",
          name: "Demo AS",
          gdprTermsAccepted: true,
          customerPermissions: [
            {
              id: "pt1",
              name: "Begrenset",
              editAccount: true,
              viewPlan: true,
              editUser: false,
              accessNotificationSetting: true,
            },
            { id: "pt2", name: "Personal", editUser: true, accessPrivilegeSetting: true },
          ],
        }),
    });
    const tabs = await tabsFor(userWith("pt1"));
    await screen.findByRole("tab", { name: "Konto" });
    expect(tabs()).toEqual([
      "Plan",
      "Konto",
      "Saker",
      "Integrasjon",
      "Varslinger",
      "Administrer konto",
      "Eksportfiler til regnskap",
      "Endre passord",
    ]);
    expect(String(fetch.mock.calls[0]![0])).toContain("/customers/c1?expand=customerPermissions");
  });

  it("gives a type with editUser and accessPrivilegeSetting the users and privileges tabs", async () => {
    mockFetch({
      "GET /v1/customers/c1": () =>
        jsonResponse(200, {
          id: "c1",
          name: "Demo AS",
          gdprTermsAccepted: true,
          customerPermissions: [{ id: "pt2", name: "Personal", editUser: true, accessPrivilegeSetting: true }],
        }),
    });
    const tabs = await tabsFor(userWith("pt2"));
    expect(await screen.findByRole("tab", { name: "Rettigheter" })).toBeInTheDocument();
    // no access_notification_setting: no notifications tab
    expect(tabs()).toEqual(ALL.filter((tab) => tab !== "Plan" && tab !== "Varslinger"));
  });

  it("marks the current tab as selected", async () => {
    mockFetch({});
    await tabsFor(userWith("owner"));
    expect(screen.getByRole("tab", { name: "Konto" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Brukere" })).toHaveAttribute("aria-selected", "false");
    expect(screen.getByRole("tab", { name: "Brukere" })).toHaveAttribute("href", "/customer/settings/users");
  });
});
