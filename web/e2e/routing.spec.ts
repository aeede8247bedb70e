// Routes, guards and languages (SPEC sections 2 and 6): the root and unknown paths, the admin area for staff only
// (the owner is sent to /customer), and the public pages in English. The customer area's guards are in
// auth.spec.ts (signed out, no customer) and session.spec.ts (session ended on the server).
import type { Page } from "@playwright/test";
import {
  ADMIN,
  DEMO_PASSWORD,
  en,
  expect,
  expectNoAxeViolations,
  field,
  OWNER,
  signIn,
  signInAsOwner,
  signOut,
  switchLanguage,
  test,
  txt,
} from "./support";

test("the root goes to /login and an unknown path to /404", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle(`Innfri | ${txt("titles.login")}`);

  await page.goto("/finnes/ikke");
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole("heading", { name: txt("notFound.heading") })).toBeVisible();
  await expect(page).toHaveTitle(`Innfri | ${txt("titles.notFound")}`);
  await switchLanguage(page, "en");
  await expect(page.getByRole("heading", { name: en("notFound.heading") })).toBeVisible();
  await expect(page).toHaveTitle(`Innfri | ${en("titles.notFound")}`);
});

test("an admin lands in /admin/customers; signing out and back in as the owner keeps the owner out of /admin", async ({
  page,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await expect(page.getByRole("heading", { name: txt("admin.customersHeading") })).toBeVisible();
  await expect(page.getByText(ADMIN.email).first()).toBeVisible();
  await expect(page).toHaveTitle(`Innfri | ${txt("titles.adminCustomers")}`);
  await expectNoAxeViolations(page, "/admin/customers");

  await signOut(page);
  await signInAsOwner(page);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/customer(\/dashboard)?$/);
  await expect(page.getByText(OWNER.customer).first()).toBeVisible();
  await page.goto("/admin/customers");
  await expect(page).toHaveURL(/\/customer(\/dashboard)?$/);
});

test("the login and registration pages in English, and the choice is kept", async ({ page }) => {
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "no");
  await expect(page.getByRole("heading", { name: txt("login.heading") })).toBeVisible();
  await expect(page.getByLabel(txt("auth.email"))).toBeVisible();

  await switchLanguage(page, "en");
  await expect(page.getByRole("heading", { name: en("login.heading") })).toBeVisible();
  await expect(page.getByLabel(en("auth.email"), { exact: true })).toBeVisible();
  await expect(page.getByLabel(en("auth.password"), { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: en("auth.signIn"), exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`Innfri | ${en("titles.login")}`);

  await page.getByRole("link", { name: en("login.createAccount") }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole("heading", { name: en("register.heading") })).toBeVisible();
  await expect(page).toHaveTitle(`Innfri | ${en("titles.register")}`);
  for (const key of [
    "register.firstName",
    "register.lastName",
    "auth.email",
    "register.phone",
    "auth.password",
    "auth.passwordConfirmation",
  ]) {
    await expect(page.getByLabel(en(key), { exact: true })).toBeVisible();
  }
  // Client-side validation follows the language.
  await page.getByRole("button", { name: en("register.submit"), exact: true }).click();
  await expect(page.getByText(en("validation.acceptTerms"))).toBeVisible();
  await expect(page.getByText(en("validation.required")).first()).toBeVisible();
  await expect(field(page, "firstName")).toHaveAttribute("aria-invalid", "true");

  // Kept after a reload (localStorage), and switchable back.
  await page.reload();
  await expect(page.getByRole("heading", { name: en("register.heading") })).toBeVisible();
  await page.goto("/forgot-password");
  await expect(page.getByRole("heading", { name: en("forgotPassword.heading") })).toBeVisible();
  await switchLanguage(page, "no");
  await expect(page.getByRole("heading", { name: txt("forgotPassword.heading") })).toBeVisible();
});

test("every page is served with CSP (no inline script, no framing), nosniff and a Referrer-Policy", async ({
  page,
}) => {
  for (const path of ["/login", "/customer/ledger", "/404", "/_local/mail"]) {
    const res = await page.request.get(path);
    const headers = res.headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"], path).toMatch(/script-src ('self'|'nonce-[^']+');/);
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
  }
  // The app runs under its CSP (no violation is logged: the page-error fixture fails the test otherwise),
  // the realtime socket included.
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const socket = page.waitForEvent("websocket", (ws) => ws.url().endsWith("/realtime"));
  await signInAsOwner(page);
  await socket;
  expect(violations).toEqual([]);
});

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("a forbidden page warns for 2.5 s and falls back to an allowed page, never to the login form (sales, admin)", async ({
  page,
}) => {
  await signIn(page, "sales@innfri.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/admin\/customers$/);
  const warning = toast(page, txt("errors.forbidden"));
  await expect(warning).toBeVisible();
  await expect(warning).toHaveAttribute("data-type", "warning");
  await expect(page.getByRole("heading", { name: txt("admin.customersHeading") })).toBeVisible();
  await expect(warning).toBeHidden({ timeout: 5_000 });

  await signOut(page);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await page.goto("/customer/dashboard");
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await expect(toast(page, txt("errors.forbidden"))).toBeVisible();
  await expect(page.getByText(ADMIN.email).first()).toBeVisible(); // still signed in
});

test("the 404 page keeps the layout and navigation of a signed-in user", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto("/customer/finnes-ikke");
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole("heading", { name: txt("notFound.heading") })).toBeVisible();
  const nav = page.getByRole("navigation", { name: txt("layout.mainNav") });
  await expect(nav).toBeVisible();
  await expect(page.getByText(OWNER.customer).first()).toBeVisible();
  await page.getByRole("link", { name: txt("notFound.toStart") }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
});

test("a signed-in user opening /login goes on to the dashboard, or to reurl", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(page.getByRole("heading", { name: txt("dashboard.greeting", { name: "Olav" }) })).toBeVisible();
  await page.goto("/login?reurl=%2Fcustomer%2Fledger");
  await expect(page).toHaveURL(/\/customer\/ledger$/);
  // a reurl the user may not open is ignored
  await page.goto("/login?reurl=%2Fadmin%2Fusers");
  await expect(page).toHaveURL(/\/customer(\/dashboard)?$/);
});
