// Shared steps of the end-to-end tests: unique users, reading mails from the local SES emulator, signing in,
// switching language and the axe scan. Everything goes through the UI a user sees, except reading mail.
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { messages as serverMessages } from "../../packages/core/src/i18n/all";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";

/**
 * Playwright's `test`, failing a test whose page threw an uncaught error or logged a console error, other than
 * the browser's own lines for answers the app handles: an HTTP error answer (401, 422 …), and a realtime socket
 * whose handshake lost the race with a sign-out that revoked its token (the app then stops or reconnects).
 */
export const test = base.extend<{ pageErrors: void }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`uncaught: ${error.stack ?? error.message}`));
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        if (/^Failed to load resource: the server responded with a status of \d+/.test(msg.text())) return;
        if (/^WebSocket connection to '[^']*\/realtime' failed: HTTP Authentication failed/.test(msg.text())) return;
        errors.push(`console.error: ${msg.text()} (${msg.location().url}:${msg.location().lineNumber})`);
      });
      await use();
      expect(errors, `errors in the page:\n${errors.join("\n")}`).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

// ---------------------------------------------------------------------------------------------------------
// Texts: the UI's own catalogues (web/src/i18n/<lng>/translation.json and the shared server/validation messages in
// packages/core/src/i18n/ via all.ts), so a reworded label does not break a test while a missing or untranslated
// text still does. Texts the specification fixes (error messages, product name) are written out in the tests.

type Catalogue = { [key: string]: string | Catalogue };
const json = (lng: "no" | "en", file: string) =>
  JSON.parse(readFileSync(new URL(`../src/i18n/${lng}/${file}.json`, import.meta.url), "utf8")) as Catalogue;
/** The web's texts: translation.json, and the feature files read here (under their top-level key). */
const webCatalogue = (lng: "no" | "en"): Catalogue => ({
  ...json(lng, "translation"),
  ledger: json(lng, "ledger"),
  credit: json(lng, "credit"),
  accounting: json(lng, "accounting"),
});
const catalogues = { no: webCatalogue("no"), en: webCatalogue("en") };

/**
 * The text of an i18n key as the user sees it, with `{{param}}` filled in. Validation texts and API messages
 * ("validation.*", "auth.*" …) are the server's catalogue, as in web/src/i18n/server-texts.ts. Throws on an unknown key.
 */
export function txt(key: string, params: Record<string, string> = {}, lng: "no" | "en" = "no"): string {
  const server = (serverMessages[lng] as Record<string, string>)[key];
  let value: string | Catalogue | undefined = catalogues[lng];
  for (const part of key.split(".")) value = typeof value === "object" ? value[part] : undefined;
  if (key.startsWith("validation.") || typeof value !== "string") value = server;
  if (typeof value !== "string") throw new Error(`no text for "${key}" (${lng}) in the catalogues`);
  // the web's {{name}}, and the server's {name}
  return value
    .replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => params[name] ?? `{{${name}}}`)
    .replace(/\{(\w+)\}/g, (all, name: string) => params[name] ?? all);
}
export const en = (key: string, params: Record<string, string> = {}) => txt(key, params, "en");

export const DEMO_PASSWORD = "Demo-passord-2026!";
export const OWNER = { email: "owner@demo.innfri.test", password: DEMO_PASSWORD, customer: "Demo Regnskap AS" };
export const ADMIN = { email: "admin@innfri.test", password: DEMO_PASSWORD };
/** Meets the password rules (SPEC section 5): 10+ characters, digit, special, upper and lower case. */
export const NEW_PASSWORD = "Nytt-passord-2026!";

let counter = 0;
/** A fresh address per call, so tests never share a user (and never trip each other's login throttle). */
export function uniqueEmail(prefix = "e2e"): string {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return `${prefix}-${stamp}@firma.test`;
}

// ---------------------------------------------------------------------------------------------------------
// Mail (aws-ses-v2-local, exposed by the local runtime as /_local/mail.json)

export interface Mail {
  messageId?: string;
  destination: { to: string[]; cc?: string[]; bcc?: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at?: number;
}

/** The mails to an address (to, cc or bcc: the endpoint filters), newest first. `/_local/mail.json` answers
 * `{ emails: Mail[] }`; anything else fails the test with what came. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const res = await request.get(`/_local/mail.json?to=${encodeURIComponent(to)}`);
  expect(res.ok(), `GET /_local/mail.json answered ${res.status()}`).toBe(true);
  const body = (await res.json()) as { emails?: unknown };
  if (!Array.isArray(body?.emails)) throw new Error(`/_local/mail.json answered ${JSON.stringify(body).slice(0, 300)}`);
  const mails = body.emails as Mail[];
  return mails
    .map((m, i) => ({ m, i }))
    .sort((a, b) => (b.m.at ?? 0) - (a.m.at ?? 0) || a.i - b.i)
    .map(({ m }) => m);
}

/**
 * Waits for the newest mail to `to` whose text links to `/<route>/<token>` and answers that path
 * (relative, so the test follows it on the app under test whatever base URL the mail was written with).
 */
export async function linkFromMail(request: APIRequestContext, to: string, route: string): Promise<string> {
  const pattern = new RegExp(`/${route}/([A-Za-z0-9_\\-.~%]+)`);
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of await mailsTo(request, to)) {
          const match = pattern.exec(mail.body.text ?? "") ?? pattern.exec(mail.body.html ?? "");
          if (match) return (found = `/${route}/${match[1]}`);
        }
        return undefined;
      },
      { message: `a mail to ${to} with a /${route}/ link`, timeout: 15_000, intervals: [100, 250, 500] },
    )
    .toBeTruthy();
  return found!;
}

// ---------------------------------------------------------------------------------------------------------
// UI steps

export const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`);

/** Fills the sign-in form on the current page and submits it. */
export async function submitLogin(page: Page, email: string, password: string) {
  await field(page, "email").fill(email);
  await field(page, "password").fill(password);
  await page.locator('form button[type="submit"]').click();
}

/**
 * Signs out and waits until the sign-out has finished (the /logout page signs out in the browser, then goes to
 * /login). The next navigation must not overtake it: /login with a live session goes on to the dashboard.
 */
export async function signOut(page: Page) {
  await page.goto("/logout");
  await expect(page).toHaveURL(/\/login$/);
}

/** Opens /login (or the given login URL) and signs in. */
export async function signIn(page: Page, email: string, password: string, url = "/login") {
  await page.goto(url);
  await submitLogin(page, email, password);
}

export async function signInAsOwner(page: Page) {
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
}

export async function switchLanguage(page: Page, to: "no" | "en") {
  const name = txt(`language.${to}`);
  // The visible switch (the signed-in header has a second one for narrow screens, hidden here).
  await page.getByRole("button", { name, exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", to);
}

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export function newUser(prefix = "ny"): NewUser {
  return {
    email: uniqueEmail(prefix),
    password: "Sterkt-passord-2026!",
    firstName: "Kari",
    lastName: "Nordmann",
    phone: "41234567",
  };
}

/** Fills and sends the registration form on /register. */
export async function register(page: Page, user: NewUser) {
  await page.goto("/register");
  await field(page, "firstName").fill(user.firstName);
  await field(page, "lastName").fill(user.lastName);
  await field(page, "email").fill(user.email);
  await field(page, "phone").fill(user.phone);
  await field(page, "password").fill(user.password);
  await field(page, "passwordConfirmation").fill(user.password);
  await page.locator("#acceptTerms").check();
  await page.locator('form button[type="submit"]').click();
}

/** Registers and activates a user through the UI and the activation mail; answers the user. */
export async function registerAndActivate(page: Page, prefix = "ny"): Promise<NewUser> {
  const user = newUser(prefix);
  await register(page, user);
  await expect(page.getByRole("heading", { name: txt("register.successHeading") })).toBeVisible();
  const link = await linkFromMail(page.request, user.email, "user-activation");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: txt("activation.successHeading") })).toBeVisible();
  return user;
}

/** A valid MOD11 number: random digits, then the check digit (numbers whose check digit would be 10 are skipped). */
export function mod11Number(weights: number[]): string {
  for (;;) {
    const body = Array.from({ length: weights.length }, (_, i) => (i === 0 ? 9 : Math.floor(Math.random() * 10)));
    const check = 11 - (weights.reduce((sum, w, i) => sum + w * body[i]!, 0) % 11);
    if (check !== 10) return `${body.join("")}${check === 11 ? 0 : check}`;
  }
}

/**
 * A new user with a new company of their own (fresh organisation and account numbers, no integration setting),
 * registered, activated and signed in through the UI, on the dashboard. Answers the user and the company's name.
 */
export async function newCustomer(page: Page, prefix: string, name: string): Promise<NewUser & { company: string }> {
  const user = await registerAndActivate(page, prefix);
  await page.goto("/login");
  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/registration-details$/);
  const company = {
    name,
    orgNumber: mod11Number([3, 2, 7, 6, 5, 4, 3, 2]),
    email: user.email,
    phone: "41234567",
    address: "Storgata 1",
    postNumber: "0155",
    city: "Oslo",
    accountNumber: mod11Number([5, 4, 3, 2, 7, 6, 5, 4, 3, 2]),
  };
  for (const [key, value] of Object.entries(company)) await field(page, key).fill(value);
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/registration-details/);
  if (/accept-gdpr-terms/.test(page.url())) await page.getByRole("button", { name: txt("gdpr.accept") }).click();
  // a new customer chooses its plan first (issue 19): the free starter plan, seeded by npm start
  await expect(page).toHaveURL(/\/customer\/choose-plan$/);
  await page.getByRole("button", { name: txt("purchase.chooseNamed", { plan: "Start (gratis prøve)" }) }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  return { ...user, company: name };
}

// ---------------------------------------------------------------------------------------------------------
// Accessibility

/**
 * Runs axe (WCAG 2.0/2.1 A and AA) on the page as it is. Violations fail the test with a readable list of what
 * was found, as a soft assertion: the test goes on, so one run reports every page's findings.
 */
export async function expectNoAxeViolations(page: Page, label = new URL(page.url()).pathname) {
  let results = await scanOnce(page);
  // A toast that began to leave (or arrived) while axe read the page was read half-faded over the page beneath: a
  // contrast no one sees at rest (CI: 1,2:1 on a toast's title as it faded over a dialog's overlay). Scan again once
  // it has settled; a toast's real contrast problem is there at rest too and fails the second scan as well.
  for (let again = 0; again < 2 && results.toastsMoved; again++) results = await scanOnce(page);
  const report = results.violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `      - ${n.target.join(" ")}\n        ${n.failureSummary?.replace(/\n/g, "\n        ") ?? ""}`)
        .join("\n");
      return `  [${v.impact ?? "?"}] ${v.id}: ${v.help} (${v.nodes.length} element(s))\n    ${v.helpUrl}\n${nodes}`;
    })
    .join("\n");
  expect
    .soft(
      results.violations.map((v) => `${v.id} (${v.nodes.length})`),
      `axe found violations on ${label}:\n${report}\n`,
    )
    .toEqual([]);
}

/** One axe scan after animations end, and whether a toast came, went or moved while axe read the page. */
async function scanOnce(page: Page) {
  // a toast stacked behind the front one shows nothing (sonner sets its content to opacity 0); axe reads its text
  // against whatever lies beneath and reports a contrast no one sees.
  // Speed (docs/architecture.md "Test run time"): axe.run in the page itself (legacy mode), collecting the details
  // of violations only. AxeBuilder's default runs axe per frame and merges the results in a blank page it opens
  // for every scan (for cross-origin iframes, which the app has none of), with every passing node serialised: 2,2×
  // the time, the same rules and the same violations (measured on 37 scans of a11y and ledger: 135 s → 61 s).
  await page.evaluate(() => {
    const toaster = "[data-sonner-toaster]";
    const inToaster = (n: Node) => !!(n instanceof Element ? n : n.parentElement)?.closest(toaster);
    const holdsToaster = (n: Node) => inToaster(n) || (n instanceof Element && !!n.querySelector(toaster));
    const watch = new MutationObserver((records) => {
      if (records.some((r) => inToaster(r.target) || [...r.addedNodes, ...r.removedNodes].some(holdsToaster)))
        (watch as MutationObserver & { moved?: boolean }).moved = true;
    });
    watch.observe(document.body, { subtree: true, childList: true, attributes: true });
    (window as unknown as { __axeToastWatch?: MutationObserver }).__axeToastWatch = watch;
  });
  // A toast sliding behind the next one is mid-fade for 400 ms; axe would read its half-transparent text as
  // low contrast. Wait for every finite animation and transition to end (spinners run forever: not awaited). The watch
  // above is on before this wait: a toast that mounts just after the wait began (its fade-in not among the animations
  // awaited) is a change seen, and the page is scanned again.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .exclude('[data-sonner-toast][data-front="false"][data-expanded="false"]')
    .analyze();
  const toastsMoved = await page.evaluate(() => {
    const w = window as unknown as { __axeToastWatch?: MutationObserver & { moved?: boolean } };
    const moved = w.__axeToastWatch?.moved ?? false;
    w.__axeToastWatch?.disconnect();
    delete w.__axeToastWatch;
    return moved;
  });
  return Object.assign(results, { toastsMoved });
}
