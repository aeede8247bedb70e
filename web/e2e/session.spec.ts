// A session that ends on the server (signed out in another tab, revoked) while the page is open: the user sees
// "Økten er utløpt. Logg inn igjen.", lands on /login?reurl=…, and signing in again returns to the page
// (SPEC section 8). Three ways the app notices: the realtime "session.revoked" push, the 401 of the next
// request (a reload), and reloading the user when the tab regains focus. For the last two the realtime socket is
// replaced by a silent one, so each path is tested on its own.
import type { Page } from "@playwright/test";
import { OWNER, en, expect, signInAsOwner, submitLogin, switchLanguage, test, txt } from "./support";

/** Ends the page's session on the server as another tab's sign-out does: GET /v1/auth/logout with its token. */
async function revokeSessionOnServer(page: Page) {
  const status = await page.evaluate(async () => {
    const raw = localStorage.getItem("innfri.session");
    if (!raw) return -1;
    const { accessToken } = JSON.parse(raw) as { accessToken: string };
    const res = await fetch("/v1/auth/logout", { headers: { Authorization: `Bearer ${accessToken}` } });
    return res.status;
  });
  expect(status, "GET /v1/auth/logout with the stored access token").toBe(200);
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
  expect(await page.evaluate(() => localStorage.getItem("innfri.session"))).toBeNull();

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
  expect(await page.evaluate(() => localStorage.getItem("innfri.session"))).toBeNull();

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

test("an access token is refreshed before it runs out, without the user noticing", async ({ page }) => {
  await signInAsOwner(page);
  const before = await page.evaluate(
    () => (JSON.parse(localStorage.getItem("innfri.session")!) as { refreshToken: string }).refreshToken,
  );
  // Pretend the token runs out in 5 s: the refresh (10 s before expiry) is due at once.
  await page.evaluate(() => {
    const s = JSON.parse(localStorage.getItem("innfri.session")!) as { expiresAt: number };
    s.expiresAt = Date.now() + 5_000;
    localStorage.setItem("innfri.session", JSON.stringify(s));
  });
  await page.reload();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect
    .poll(() =>
      page.evaluate(
        () => (JSON.parse(localStorage.getItem("innfri.session") ?? "{}") as { refreshToken?: string }).refreshToken,
      ),
    )
    .not.toBe(before);
  await expect(page.getByText(OWNER.customer).first()).toBeVisible();
  // The old refresh token is spent: the new session is the one in use, and the page keeps working.
  await page.reload();
  await expect(page.getByRole("heading", { name: txt("dashboard.greeting", { name: "Olav" }) })).toBeVisible();
});
