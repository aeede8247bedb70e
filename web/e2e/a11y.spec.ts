// axe (WCAG 2.0 and 2.1, A and AA: the law for Norwegian web solutions) on every page the app has, in the state
// a user sees it. Each page must have no violations; a failure lists them with the elements concerned, and the
// scan goes on to the next page (soft assertions), so one run reports everything.
// Scanned in the flows that reach them: /user-activation/<token> and /registration-details in auth.spec.ts,
// /admin/customers in routing.spec.ts.
import type { Page } from "@playwright/test";
import { en, expect, expectNoAxeViolations, signInAsOwner, switchLanguage, test, txt } from "./support";

/** Waits for the page's own content (its heading) so axe sees the page, not a loading spinner. */
async function ready(page: Page, heading: string | RegExp) {
  await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
  await expect(page).toHaveTitle(/^Innfri \| /);
}

const publicPages: { path: string; heading: string }[] = [
  { path: "/login", heading: txt("login.heading") },
  { path: "/register", heading: txt("register.heading") },
  { path: "/forgot-password", heading: txt("forgotPassword.heading") },
  { path: "/reset-password/x", heading: txt("resetPassword.heading") },
  // An unknown activation link: the page says why it failed.
  { path: "/user-activation/x", heading: txt("activation.failedHeading") },
  { path: "/404", heading: txt("notFound.heading") },
];

test("axe: the public pages", async ({ page }) => {
  for (const { path, heading } of publicPages) {
    await test.step(path, async () => {
      await page.goto(path);
      await ready(page, heading);
      await expectNoAxeViolations(page, path);
    });
  }
});

test("axe: the login and registration forms showing their errors, in English", async ({ page }) => {
  await page.goto("/login");
  await switchLanguage(page, "en");
  await page.getByRole("button", { name: en("auth.signIn"), exact: true }).click();
  await expect(page.locator('input[name="email"]')).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "/login (English, empty form sent)");

  await page.goto("/register");
  await ready(page, en("register.heading"));
  await page.getByRole("button", { name: en("register.submit"), exact: true }).click();
  await expect(page.locator('input[name="email"]')).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "/register (English, empty form sent)");
});

test("axe: the signed-in pages: /customer/dashboard, the user menu, /password, /accept-gdpr-terms", async ({ page }) => {
  await signInAsOwner(page);
  await ready(page, txt("dashboard.greeting", { name: "Olav" }));
  await expectNoAxeViolations(page, "/customer/dashboard");

  await page.getByRole("button", { name: txt("layout.userMenu", { name: "Olav Eier" }) }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expectNoAxeViolations(page, "/customer/dashboard with the user menu open");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();

  await page.goto("/password");
  await ready(page, txt("password.heading"));
  // The two-factor part loads its state from the API: wait until it has settled.
  await expect(page.getByRole("button", { name: txt("password.enable"), exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "/password");

  // The demo customer has accepted the GDPR terms; show the page as a customer that has not sees it.
  await page.route("**/v1/user", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { customer: { gdprTermsAccepted: boolean } | null };
    if (body.customer) body.customer.gdprTermsAccepted = false;
    await route.fulfill({ response, json: body });
  });
  await page.goto("/customer/dashboard");
  await expect(page).toHaveURL(/\/accept-gdpr-terms\?reurl=%2Fcustomer%2Fdashboard$/);
  await ready(page, txt("gdpr.heading"));
  await expect(page).toHaveTitle(`Innfri | ${txt("titles.acceptGdpr")}`);
  await expectNoAxeViolations(page, "/accept-gdpr-terms");
});
