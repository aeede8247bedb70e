import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { NAV_GROUPS } from "@innfri/core/resource/define";
import { renderWithRouter } from "@/test/router";
import { ADMIN_PAGES, type AdminPage } from "@/lib/admin-pages";
import { SALES_ADMIN_PAGES } from "@/lib/permissions";
import { AdminSidebar, navGroupsFor } from "./admin-sidebar";

const links = () =>
  within(screen.getAllByRole("navigation", { name: "Hovedmeny" })[0]!)
    .getAllByRole("link")
    .map((a) => a.getAttribute("href"));

afterEach(() => localStorage.clear());

describe("the admin sidebar", () => {
  it("shows sales exactly the pages SPEC 6 leaves it that exist: customers, deleted customers, letters to post, customers' plans, plans, billing schedules", async () => {
    await renderWithRouter(() => <AdminSidebar type="sales" />, { path: "/admin/customers" });
    expect(links()).toEqual([
      "/admin/customers",
      "/admin/deleted-customers",
      "/admin/case-documents",
      "/admin/manage-customer-plans",
      "/admin/plans",
      "/admin/billing-schedules",
    ]);
    // and every page in the sidebar for sales is one of its pages
    const salesNav = navGroupsFor("sales").flatMap((g) => g.pages.map((p) => p.page));
    expect(salesNav.every((p) => SALES_ADMIN_PAGES.includes(p))).toBe(true);
    expect([...SALES_ADMIN_PAGES].sort()).toEqual(
      [
        "billing-schedule-customers",
        "billing-schedules",
        "billing-schedule",
        "plan",
        "case-documents",
        "customers",
        "deleted-customers",
        "manage-customer-plans",
        "plans",
      ].sort(),
    );
  });

  it("shows admin every page with a place in the sidebar, grouped, the current page marked", async () => {
    await renderWithRouter(() => <AdminSidebar type="admin" />, { path: "/admin/municipality-numbers" });
    const expected = ADMIN_PAGES.filter((p) => p.nav).map((p) => `/admin/${p.page}`);
    expect([...links()].sort()).toEqual([...expected].sort());
    expect(screen.getAllByRole("link", { name: "Kommunenumre" })[0]).toHaveAttribute("aria-current", "page");
    expect(screen.getAllByRole("button", { name: "Rettslig" })[0]).toHaveAttribute("aria-expanded", "true");
  });

  it("holds 35 pages in collapsible groups that the keyboard opens and closes, and remembers them", async () => {
    const many: AdminPage[] = Array.from({ length: 35 }, (_, i) => ({
      page: `page-${i}`,
      role: "admin",
      nav: { group: NAV_GROUPS[i % NAV_GROUPS.length]!, label: `Side ${i}` },
    }));
    await renderWithRouter(() => <AdminSidebar type="superadmin" pages={many} />, { path: "/admin/page-3" });
    expect(links()).toHaveLength(35);
    const user = userEvent.setup({ delay: null });
    const group = screen.getAllByRole("button", { name: "Rettslig" })[0]!;
    const list = document.getElementById(group.getAttribute("aria-controls")!)!;
    expect(within(list).getAllByRole("link")).toHaveLength(5);
    group.focus();
    await user.keyboard("{Enter}");
    expect(group).toHaveAttribute("aria-expanded", "false");
    expect(list).not.toBeVisible();
    expect(links()).toHaveLength(30);
    expect(localStorage.getItem("innfri.adminNav.collapsed")).toBe('["legal"]');
    await user.keyboard(" ");
    expect(group).toHaveAttribute("aria-expanded", "true");
    expect(links()).toHaveLength(35);
  });
});
