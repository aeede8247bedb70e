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
  // Nine pages and nine axe scans, often the first test against a cold server: more than 30 s on a busy 2-core machine.
  test.slow();
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

/**
 * Tabs through the page and, for every control that takes focus, reads its focus indicator: the outline (and the
 * ring of its box-shadow) must contrast at least 3:1 with the control's own background, and the outline with
 * what is around the control (WCAG 1.4.11). Answers the controls that fail, by name.
 */
async function controlsWithoutVisibleFocus(page: Page, tabs: number): Promise<string[]> {
  const failures: string[] = [];
  const seen = new Set<string>();
  await page.locator("body").click({ position: { x: 1, y: 1 } });
  for (let i = 0; i < tabs; i++) {
    await page.keyboard.press("Tab");
    const result = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      // Any CSS colour (Tailwind 4 writes oklch) as sRGB [r, g, b, alpha 0-255], through a 1×1 canvas.
      const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
      ctx.canvas.width = ctx.canvas.height = 1;
      const rgb = (c: string) => {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = "#000";
        ctx.fillStyle = c;
        ctx.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
        return [r!, g!, b!, a! / 255];
      };
      const lum = ([r, g, b]: number[]) => {
        const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
        return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
      };
      const contrast = (a: number[], b: number[]) => {
        const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
        return (x! + 0.05) / (y! + 0.05);
      };
      const background = (node: HTMLElement | null): number[] => {
        for (let n = node; n; n = n.parentElement) {
          const c = rgb(getComputedStyle(n).backgroundColor);
          if (c[3]! > 0.5) return c.slice(0, 3);
        }
        return [255, 255, 255];
      };
      const style = getComputedStyle(el);
      const own = background(el);
      const around = background(el.parentElement);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2 ? rgb(style.outlineColor) : null;
      const ring = /((?:rgba?|oklch|oklab)\([^)]*\)|#[0-9a-f]+)\s+0px\s+0px\s+0px\s+([\d.]+)px/i.exec(style.boxShadow);
      const ringColor = ring && parseFloat(ring[2]!) >= 2 ? rgb(ring[1]!) : null;
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30)}"`;
      const onOwn = Math.max(outline ? contrast(outline, own) : 0, ringColor ? contrast(ringColor, own) : 0);
      const onAround = outline ? contrast(outline, around) : 0;
      return { name, ok: onOwn >= 3 && onAround >= 3, onOwn: onOwn.toFixed(2), onAround: onAround.toFixed(2) };
    });
    if (!result || seen.has(result.name)) continue;
    seen.add(result.name);
    if (!result.ok) failures.push(`${result.name}: ${result.onOwn}:1 on itself, ${result.onAround}:1 around`);
  }
  return failures;
}

test("every control shows its focus ring against its own background (selected language, primary button)", async ({
  page,
}) => {
  await page.goto("/login");
  await ready(page, txt("login.heading"));
  // The selected language is dark green with white text: the ring must still show on it.
  await expect(page.getByRole("button", { name: txt("language.no"), exact: true })).toHaveAttribute("aria-pressed", "true");
  expect(await controlsWithoutVisibleFocus(page, 12)).toEqual([]);

  await signInAsOwner(page);
  await ready(page, txt("dashboard.greeting", { name: "Olav" }));
  expect(await controlsWithoutVisibleFocus(page, 25)).toEqual([]);
});
