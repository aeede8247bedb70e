// A session that ends on the server (signed out in another tab, revoked) while the page is open: the user sees
// "Økten er utløpt. Logg inn igjen.", lands on /login?reurl=…, and signing in again returns to the page
// (SPEC section 8). Three ways the app notices: the realtime "session.revoked" push, the 401 of the next
// request (a reload), and reloading the user when the tab regains focus. For the last two the realtime socket is
// replaced by a silent one, so each path is tested on its own.
import type { Page } from "@playwright/test";
import { OWNER, en, expect, signInAsOwner, submitLogin, switchLanguage, test, txt } from "./support";

/**
 * Ends the page's session on the server as another tab's sign-out does. The page's tokens are out of reach (the
 * access token in memory, the refresh token an HttpOnly cookie), so this does what another tab of the same
 * browser would: a refresh by the cookie (same session), then GET /v1/auth/logout with that access token.
 */
async function revokeSessionOnServer(page: Page) {
  const status = await page.evaluate(async () => {
    const refreshed = await fetch("/v1/auth/refresh", { method: "POST" });
    if (!refreshed.ok) return -refreshed.status;
    const { user } = (await refreshed.json()) as { user: { accessToken: string } };
    const res = await fetch("/v1/auth/logout", { headers: { Authorization: `Bearer ${user.accessToken}` } });
    return res.status;
  });
  expect(status, "refresh by the cookie, then GET /v1/auth/logout").toBe(200);
}

/** Nothing of the session in localStorage but the non-secret signed-in flag. */
async function expectNoTokenInStorage(page: Page) {
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toMatch(/eyJ|accessToken|refreshToken|innfri\.session/);
}

/** The app's realtime socket connects but never hears anything (no push of the revocation). */
async function silenceRealtime(page: Page) {
  await page.routeWebSocket(/\/realtime/, () => {
    /* mocked: accepted, never answers */
  });
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const SESSION_TIMEOUT = "Økten er utløpt. Logg inn igjen.";

test("signed out elsewhere: the realtime push ends the session at once, and signing in returns to the page", async ({
  page,
}) => {
  await signInAsOwner(page);
  await page.goto("/password");
  await expect(page.getByRole("heading", { name: txt("password.changeHeading") })).toBeVisible();

  await revokeSessionOnServer(page);

  await expect(page).toHaveURL(/\/login\?reurl=%2Fpassword$/);
  await expect(toast(page, SESSION_TIMEOUT)).toBeVisible();
  await expectNoTokenInStorage(page);

  await submitLogin(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/password$/);
  await expect(page.getByRole("heading", { name: txt("password.changeHeading") })).toBeVisible();
});

test("a revoked session gets a 401 on reload: timeout toast, /login with reurl, and back after signing in", async ({
  page,
}) => {
  await silenceRealtime(page);
  await signInAsOwner(page);
  await page.goto("/password");
  await expect(page.getByRole("heading", { name: txt("password.changeHeading") })).toBeVisible();

  await revokeSessionOnServer(page);
  await page.reload();

  await expect(page).toHaveURL(/\/login\?reurl=%2Fpassword$/);
  await expect(toast(page, SESSION_TIMEOUT)).toBeVisible();
  await expectNoTokenInStorage(page);

  await submitLogin(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/password$/);
  await expect(page.getByRole("heading", { name: txt("password.changeHeading") })).toBeVisible();
});

test("a revoked session is noticed when the tab regains focus (English)", async ({ page }) => {
  await silenceRealtime(page);
  await signInAsOwner(page);
  await switchLanguage(page, "en");
  const greeting = page.getByRole("heading", { name: en("dashboard.greeting", { name: "Olav" }) });
  await expect(greeting).toBeVisible();

  await revokeSessionOnServer(page);
  // The user comes back to the tab: the app reloads the user and gets a 401.
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));

  await expect(page).toHaveURL(/\/login\?reurl=%2Fcustomer%2Fdashboard$/);
  await expect(toast(page, "Timeout, please log in again")).toBeVisible();

  await submitLogin(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(greeting).toBeVisible();
});

test("an access token is refreshed before it runs out, by the HttpOnly cookie, without the user noticing", async ({
  page,
  context,
}) => {
  await page.clock.install();
  await signInAsOwner(page);
  const cookie = async () => (await context.cookies()).find((c) => c.name === "innfri_refresh");
  const before = await cookie();
  expect(before).toMatchObject({ httpOnly: true, secure: true, sameSite: "Strict", path: "/v1/auth/refresh" });
  await expectNoTokenInStorage(page);

  // 14 min 55 s later the token has 5 s left: the refresh (10 s before expiry) is due.
  const refreshed = page.waitForResponse((r) => r.url().endsWith("/v1/auth/refresh") && r.request().method() === "POST");
  await page.clock.fastForward("14:55");
  const res = await refreshed;
  expect(res.status()).toBe(200);
  expect(res.request().postData()).toBeNull(); // the token went in the cookie, not in the body
  await expect.poll(async () => (await cookie())?.value).not.toBe(before!.value);
  await expect(page.getByText(OWNER.customer).first()).toBeVisible();
  await expectNoTokenInStorage(page);
  // The old refresh token is spent: the rotated cookie is the one in use, and a reload keeps the user signed in.
  await page.reload();
  await expect(page.getByRole("heading", { name: txt("dashboard.greeting", { name: "Olav" }) })).toBeVisible();
});

test("a reload and a second tab keep the session (refresh by the cookie); signing out in one tab signs out both", async ({
  page,
  context,
}) => {
  await signInAsOwner(page);
  const greeting = txt("dashboard.greeting", { name: "Olav" });
  await page.reload();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(page.getByRole("heading", { name: greeting })).toBeVisible();

  const second = await context.newPage();
  await second.goto("/customer/ledger");
  await expect(second).toHaveURL(/\/customer\/ledger$/);
  await expect(second.getByText(OWNER.customer).first()).toBeVisible();
  await expectNoTokenInStorage(second);

  // Both tabs keep working after each refreshed the one cookie in turn.
  await page.reload();
  await expect(page.getByRole("heading", { name: greeting })).toBeVisible();

  await second.getByRole("button", { name: txt("layout.userMenu", { name: "Olav Eier" }) }).click();
  await second.getByRole("menuitem", { name: txt("auth.signOut") }).click();
  await expect(second).toHaveURL(/\/login$/);
  expect((await context.cookies()).find((c) => c.name === "innfri_refresh")).toBeUndefined();
  await expect(page).toHaveURL(/\/login\?reurl=/);
  await second.close();
});
