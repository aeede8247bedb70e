// The collection ladder end to end (issue 10): the owner of the demo customer starts a case with the wizard, runs
// the payment reminder, moves the clock 14 days and runs the purring, 15 more and runs the inkassovarsel, each
// chosen in the run-step dialog where the law allows it (the "why not yet" text read first), its letter previewed
// before it runs; after each step the mail is read in the local mail viewer and its PDF downloaded; the case page
// shows fees and interest and its events tab says what was sent, by whom, and explains fee and deadline in words.
//
// ITS OWN SERVER (own-server.ts): it moves the product's clock (docs/cases-web.md "The ladder end to end").
//
// DETERMINISTIC: letters go out only in the sending windows (weekdays 08–21, Saturday 09–15, no Sundays or
// holidays: core law/sending-window.ts). The test picks the first day from tomorrow where the three moments it uses
// (day 0, day 14, day 29 at 12:00 Oslo, 13:00 in summer) are all inside a window, with core's own holiday rules,
// and sets the server's clock and the browser's (`page.clock`) to it.
import { readFileSync } from "node:fs";
import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { holidayPeriodOf } from "../../packages/core/src/law/holiday-periods";
import { isWithinSendingWindow, isWorkingDay, loadPublicHolidays } from "../../packages/core/src/law/sending-window";
import { ct } from "./cases-text";
import { moveClock, ownServer } from "./own-server";
import { ADMIN, expect, expectNoAxeViolations, signInAsOwner, signOut, switchLanguage, test, txt } from "./support";

const PORT = Number(process.env.E2E_LADDER_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1000);
const DEBTOR = { name: "Kari Nordmann", email: "kari.nordmann@example.test" };
const DAY = 86_400_000;
const NBSP = "\u00a0";

const BASE_URL = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: BASE_URL });
test.describe.configure({ mode: "serial", timeout: 600_000 });
const t0 = Date.now();
const mark = (what: string) => console.log(`[ladder] ${((Date.now() - t0) / 1000).toFixed(1)} s ${what}`);

ownServer("ladder", PORT);
test.afterAll(() => mark("done"));

// ------------------------------------------------------------------------------------------------------------
// Clock, dates, money

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const shown = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const addDays = (iso: string, n: number) => isoDay(Date.parse(`${iso}T12:00:00Z`) + n * DAY);

/** Day 0, 14 and 29 at 11:00 UTC (12:00 Oslo in winter, 13:00 in summer), all inside a sending window. */
async function ladderMoments(): Promise<[number, number, number]> {
  await loadPublicHolidays();
  const today = isoDay(Date.now());
  // each letter posted the day it is sent (a working day, before the 14:00 batch), and each deadline a working day
  // outside the holiday periods, so that no deadline moves (the moves have their own tests in core)
  const plain = (day: string) => isWorkingDay(day) && !holidayPeriodOf(day);
  for (let i = 1; i < 200; i++) {
    const start = Date.parse(`${addDays(today, i)}T11:00:00Z`);
    const moments = [start, start + 14 * DAY, start + 29 * DAY] as [number, number, number];
    const [first, second, third] = moments.map(isoDay) as [string, string, string];
    const days = [first, second, third];
    const deadlines = [addDays(first, 7), addDays(second, 14), addDays(third, 14)];
    if (moments.every((m) => isWithinSendingWindow(new Date(m))) && [...days, ...deadlines].every(plain))
      return moments;
  }
  throw new Error("no three plain sending days found in 200 days");
}

/**
 * The late-payment rate of every half-year the ladder reaches, as an admin records it when Finansdepartementet
 * publishes it (a half-year not yet published stops the interest with a message: the ladder may run into one).
 */
async function ratesUntil(request: APIRequestContext, lastDay: string) {
  const login = await request.post("/v1/auth/login", { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(login.ok(), `admin login answered ${login.status()}`).toBe(true);
  const headers = { authorization: `Bearer ${(await login.json()).user.accessToken}` };
  for (let year = 2026; `${year}-01-01` <= lastDay; year++)
    for (const from of [`${year}-01-01`, `${year}-07-01`]) {
      if (from > lastDay || (await request.get(`/v1/interests/${from}`, { headers })).ok()) continue;
      const res = await request.post("/v1/interests", { headers, data: { from, ratePercent: "12,25", source: "e2e" } });
      expect(res.ok(), `POST /v1/interests ${from} answered ${res.status()}: ${await res.text()}`).toBe(true);
    }
}

/** "1 234,50 kr" → 123450. */
const ore = (text: string) => Math.round(Number(text.replace(/[^\d,-]/g, "").replace(",", ".")) * 100);
const money = (o: number) =>
  `${new Intl.NumberFormat("nb-NO", { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(o / 100)
    .replace(/\s/g, NBSP)
    .replace("\u2212", "-")}${NBSP}kr`;

// ------------------------------------------------------------------------------------------------------------
// Steps of the ladder

/** A figure of the case page ("Gebyrer" → "38,00 kr"). */
const figure = (page: Page, label: string) =>
  page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");

async function openRunDialog(page: Page, lng: "no" | "en" = "no") {
  await page.getByRole("button", { name: ct("run.open", {}, lng) }).click();
  const dialog = page.getByRole("dialog", { name: ct("run.title", {}, lng) });
  await expect(dialog.getByRole("radio").first()).toBeVisible();
  return dialog;
}

/** Number of mails to the debtor now (the viewer's JSON). */
async function mailsToDebtor(request: APIRequestContext) {
  const res = await request.get(`/_local/mail.json?to=${encodeURIComponent(DEBTOR.email)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { emails: { messageId: string; subject: string }[] }).emails;
}

/**
 * The step's mail in the mail viewer, as a user reads it: waits for the new mail (the letter is rendered and mailed
 * by the jobs), opens /_local/mail, finds its article, downloads its PDF attachment and checks it is a PDF. The
 * viewer opens in a context of its own (a mail client beside the app): the app's context has the fake clock, whose
 * script Chromium refuses (and logs) in the viewer's sandboxed mail frames.
 */
async function readLetterMail(browser: Browser, request: APIRequestContext, before: number, caseNumber: string) {
  let mail: { messageId: string; subject: string } | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsToDebtor(request);
        mail = mails.length > before ? mails.find((m) => m.subject.includes(caseNumber)) : undefined;
        return mails.length;
      },
      { message: `a new mail to ${DEBTOR.email}`, timeout: 45_000, intervals: [250, 500, 1_000] },
    )
    .toBe(before + 1);
  mark("mail arrived");
  expect(mail, "the new mail names the case").toBeTruthy();
  const viewer = await browser.newContext({ baseURL: BASE_URL, acceptDownloads: true });
  const page = await viewer.newPage();
  await page.goto("/_local/mail");
  const article = page.locator(`article[id="${mail!.messageId}"]`);
  await expect(article.getByRole("heading", { level: 2 })).toHaveText(mail!.subject);
  await expect(article).toContainText(DEBTOR.email);
  const link = article.getByRole("link", { name: /\.pdf$/ });
  await expect(link).toHaveCount(1);
  const href = (await link.getAttribute("href"))!;
  const res = await request.get(href);
  expect(res.headers()["content-type"]).toContain("application/pdf");
  expect(res.headers()["content-disposition"]).toContain(".pdf");
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(bytes.length).toBeGreaterThan(1_000);
  await viewer.close();
  return mail!;
}

/** After a clock move: the browser's clock follows, and the owner signs in again (the old tokens ran out). */
async function afterClockMove(page: Page, at: number, caseUrl: string) {
  await page.clock.setSystemTime(at);
  await signOut(page);
  await signInAsOwner(page);
  await page.goto(caseUrl);
}

/** The fee an allowed step would carry, as its description says it ("Gebyr på dette brevet: 38,00 kr."), in øre. */
async function feeOf(dialog: Locator, radio: Locator) {
  const details = (await dialog.locator(`[id="${await radio.getAttribute("aria-describedby")}"]`).textContent()) ?? "";
  const fee = /Gebyr på dette brevet: ([\d\s\u00a0]+,\d{2}\u00a0kr)/.exec(details)?.[1];
  expect(fee, `a fee in "${details}"`).toBeTruthy();
  return ore(fee!);
}

/** Previews the chosen step's letter in the dialog and checks it is that step's, for this case. */
async function previewLetter(dialog: Locator, lng: "no" | "en", invoice: string, title: RegExp) {
  await dialog.getByRole("button", { name: ct("letterPreview.show", {}, lng) }).click();
  const region = dialog.getByRole("region", { name: ct("letterPreview.region", {}, lng) });
  await expect(region.getByRole("heading", { level: 3 })).toHaveText(title);
  await expect(region.getByRole("row").filter({ hasText: invoice })).toBeVisible();
  await expect(region).toContainText(ct("letterPreview.deadline", {}, lng));
  await region.scrollIntoViewIfNeeded();
  return region;
}

test("the ladder: payment reminder, purring 14 days on, inkassovarsel after its deadline, each mailed with its PDF", async ({
  browser,
  page,
  request,
}, testInfo) => {
  const [day0, day14, day29] = await ladderMoments();
  await ratesUntil(request, addDays(isoDay(day29), 14));
  const due = addDays(isoDay(day0), -1);
  await moveClock(request, { now: new Date(day0).toISOString() });
  await page.clock.install({ time: day0 });
  await signInAsOwner(page);

  mark("step 1");
  // 1. the wizard: Kari Nordmann, a claim typed in (due yesterday), Start
  const invoice = `E2E-L-${Date.now().toString(36).toUpperCase()}`;
  await page
    .getByRole("navigation")
    .getByRole("link", { name: ct("nav.activeCases") })
    .click();
  await page.getByRole("link", { name: ct("list.newCase") }).click();
  await page.getByLabel(ct("wizard.debtorSearch")).fill("Kari");
  await page.getByRole("button", { name: ct("wizard.chooseDebtor", { name: DEBTOR.name }) }).click();
  const label = (text: string) => page.getByLabel(new RegExp(`^${text}\\*?$`));
  await label(ct("fields.number")).fill(invoice);
  await label(ct("fields.invoiceDate")).fill(shown(addDays(due, -14)));
  await label(ct("fields.dueDate")).fill(shown(due));
  await label(ct("fields.amount")).fill("2 000");
  await page.getByRole("button", { name: ct("wizard.addTyped") }).click();
  await page.getByRole("button", { name: ct("wizard.next"), exact: true }).click();
  await page.getByRole("button", { name: ct("wizard.start"), exact: true }).click();
  await expect(page).toHaveURL(/\/customer\/cases\/view\/\d+$/);
  const caseUrl = page.url();
  const caseNumber = caseUrl.split("/").pop()!;
  await expect(figure(page, ct("fields.fees"))).toHaveText(money(0));

  mark("step 2");
  // 2. payment reminder: allowed now; the purring not yet, and the dialog says from when (due + 14 days)
  let dialog = await openRunDialog(page);
  const purringEarly = dialog.getByRole("radio", { name: "Purring" });
  await expect(purringEarly).toBeDisabled();
  await expect(purringEarly).toHaveAccessibleDescription(new RegExp(shown(addDays(due, 14)).replace(/\./g, "\\.")));
  await dialog.getByRole("radio", { name: "Betalingspåminnelse" }).check();
  const previewNo = await previewLetter(dialog, "no", invoice, /Betalingspåminnelse/i);
  await expectNoAxeViolations(page, "run-step dialog with the letter preview");
  await page.screenshot({ path: testInfo.outputPath("run-step-preview-no.png") });
  await previewNo.screenshot({ path: testInfo.outputPath("letter-preview-no.png") });
  let mailsBefore = (await mailsToDebtor(request)).length;
  await dialog.getByRole("button", { name: "Kjør Betalingspåminnelse" }).click();
  await expect(dialog).toBeHidden();
  // (no axe here: the mail viewer is a local tool, and axe cannot run inside its sandboxed mail frames)
  await readLetterMail(browser, request, mailsBefore, caseNumber);

  await page.goto(caseUrl);
  const events = page.getByRole("list", { name: ct("page.tab.events") });
  await expect(
    events.getByRole("listitem").filter({ hasText: "Betalingspåminnelse kjørt: sendes på e-post" }),
  ).toContainText("av Olav Eier");
  const history = page.getByRole("region", { name: ct("history.title") });
  // the deadline in words: "Betalingsfrist <day 7>: 7 dager fra <day 0> …"
  await expect(history).toContainText(`Betalingsfrist ${shown(addDays(isoDay(day0), 7))}`);
  await expectNoAxeViolations(page, "/customer/cases/view/{id} after the reminder");

  mark("step 3");
  // 3. fourteen days on: the purring is allowed, with its fee in words; preview in English first (a screenshot)
  await moveClock(request, { advanceDays: 14 });
  await afterClockMove(page, day14, caseUrl);
  await switchLanguage(page, "en");
  dialog = await openRunDialog(page, "en");
  await dialog.getByRole("radio", { name: "Reminder" }).check();
  const previewEn = await previewLetter(dialog, "en", invoice, /Purring|Reminder/i);
  await expectNoAxeViolations(page, "run-step dialog with the letter preview, in English");
  await page.screenshot({ path: testInfo.outputPath("run-step-preview-en.png") });
  await previewEn.screenshot({ path: testInfo.outputPath("letter-preview-en.png") });
  await dialog.getByRole("button", { name: txt("common.cancel", {}, "en") }).click();
  await switchLanguage(page, "no");

  dialog = await openRunDialog(page);
  const purring = dialog.getByRole("radio", { name: "Purring" });
  await expect(purring).toBeEnabled();
  const purringFee = await feeOf(dialog, purring);
  expect(purringFee, "the purring carries a fee").toBeGreaterThan(0);
  await purring.check();
  mailsBefore = (await mailsToDebtor(request)).length;
  await dialog.getByRole("button", { name: "Kjør Purring" }).click();
  await expect(dialog).toBeHidden();
  await readLetterMail(browser, request, mailsBefore, caseNumber);

  await page.goto(caseUrl);
  await expect(figure(page, ct("fields.fees"))).toHaveText(money(purringFee));
  // interest to today, before and after the letters (usability-review-2 C13)
  await expect(figure(page, ct("fields.interestTo", { date: shown(isoDay(day14)) }))).not.toHaveText(money(0));
  await expect(
    events.getByRole("listitem").filter({ hasText: /^Purring kjørt: sendes på e-post( og i posten)?/ }),
  ).toContainText("av Olav Eier");
  // the fee and the deadline explained: the rule and its figures, the deadline from the sending day
  await expect(history).toContainText("1/20");
  await expect(history).toContainText(`Betalingsfrist ${shown(addDays(isoDay(day14), 14))}`);

  mark("step 4");
  // 4. the inkassovarsel waits for the purring's deadline: the dialog says from when
  dialog = await openRunDialog(page);
  const noticeEarly = dialog.getByRole("radio", { name: "Inkassovarsel" });
  await expect(noticeEarly).toBeDisabled();
  await expect(noticeEarly).toHaveAccessibleDescription(
    new RegExp(shown(addDays(isoDay(day14), 15)).replace(/\./g, "\\.")),
  );
  await expectNoAxeViolations(page, "run-step dialog, a step not allowed yet");
  await page.keyboard.press("Escape");

  mark("step 5");
  // 5. fifteen days on (the day after the deadline): the inkassovarsel goes, with the second fee
  // the day's print batch (14:00) posts the purring on its day; the local scheduler coalesces the occurrences a
  // jump skips into one at the jump's end, which would post (and date) it on day 29 instead
  await moveClock(request, { now: new Date(day14 + 4 * 3600_000).toISOString() });
  await moveClock(request, { now: new Date(day29).toISOString() });
  await afterClockMove(page, day29, caseUrl);
  dialog = await openRunDialog(page);
  const notice = dialog.getByRole("radio", { name: "Inkassovarsel" });
  await expect(notice).toBeEnabled();
  const noticeFee = await feeOf(dialog, notice);
  expect(noticeFee, "the inkassovarsel carries the second fee").toBeGreaterThan(0);
  await notice.check();
  await previewLetter(dialog, "no", invoice, /Inkassovarsel/i);
  mailsBefore = (await mailsToDebtor(request)).length;
  await dialog.getByRole("button", { name: "Kjør Inkassovarsel" }).click();
  await expect(dialog).toBeHidden();
  await readLetterMail(browser, request, mailsBefore, caseNumber);

  await page.goto(caseUrl);
  await expect(figure(page, ct("fields.fees"))).toHaveText(money(purringFee + noticeFee));
  await expect(
    events.getByRole("listitem").filter({ hasText: /^Inkassovarsel kjørt: sendes på e-post/ }),
  ).toContainText("av Olav Eier");
  await expect(history).toContainText("Andre gebyr");
  await expectNoAxeViolations(page, "/customer/cases/view/{id} after the inkassovarsel");

  // the three letters in the documents tab
  await page.getByRole("tab", { name: ct("page.tab.documents") }).click();
  await expect(page.getByRole("button", { name: /^Last ned .+\.pdf$/ })).toHaveCount(3);
  await expectNoAxeViolations(page, "/customer/cases/view/{id}/tab/documents");
  await moveClock(request, { reset: true });
});
