// The auto-pilot end to end (issue 20 "Done when"): a new creditor with 20 overdue invoices sets the auto-pilot to
// full with today as its start date, the clock moves past 19:00, and the evening run has started a case per debtor
// and sent each its first lawful letter (the payment reminder, by e-mail, inside the sending window); the auto-pilot
// page shows what it will do next with each case, the creditor gets the summary mail, in Norwegian and English,
// with axe on each page. Its own server (own-server.ts): it moves the product's clock.
import type { APIRequestContext } from "@playwright/test";
import { isWorkingDay, loadPublicHolidays } from "../../packages/core/src/law/sending-window";
import { stamp } from "./case-api";
import { ct } from "./cases-text";
import { moveClock, ownServer } from "./own-server";
import { ADMIN, expect, expectNoAxeViolations, mailsTo, newCustomer, switchLanguage, test, txt } from "./support";

const PORT = Number(process.env.E2E_AUTOPILOT_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1100);
test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.describe.configure({ mode: "serial", timeout: 600_000 });
ownServer("autopilot", PORT);

const DAY = 86_400_000;
const CASES = 20;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => isoDay(Date.parse(`${iso}T12:00:00Z`) + n * DAY);
const shown = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const osloClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Oslo",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The instant that is `hhmm` on `day` in Oslo (CET or CEST). */
function osloAt(day: string, hhmm: string): string {
  for (const utcHour of [17, 18, 8, 9, 10, 11]) {
    const at = new Date(`${day}T${String(utcHour).padStart(2, "0")}:${hhmm.slice(3)}:00Z`);
    if (osloClock.format(at) === hhmm) return at.toISOString();
  }
  throw new Error(`no instant is ${hhmm} in Oslo on ${day}`);
}

/** The first working day from tomorrow (a weekday that is no holiday: the window is open 08–21). */
async function runDay(): Promise<string> {
  await loadPublicHolidays();
  for (let i = 1; i < 30; i++) {
    const day = addDays(isoDay(Date.now()), i);
    if (isWorkingDay(day) && new Date(`${day}T12:00:00Z`).getUTCDay() !== 6) return day;
  }
  throw new Error("no working day in 30 days");
}

async function token(request: APIRequestContext, email: string, password: string) {
  const res = await request.post("/v1/auth/login", { data: { email, password } });
  expect(res.ok(), `login answered ${res.status()}`).toBe(true);
  return (await res.json()) as { user: { accessToken: string }; customer: { id: string } | null };
}

test("full auto-pilot: at 19:00 it starts a case per debtor on the overdue invoices and sends each its first letter", async ({
  page,
  request,
}) => {
  const day = await runDay();
  await moveClock(request, { now: osloAt(day, "12:00") });
  const mark = stamp();
  const user = await newCustomer(page, "autopilot", `Autopilot ${mark} AS`);

  // the creditor's ledger: 20 debtors, each with an invoice 20 days overdue (set up through the API, as an import
  // would); an admin grants the cases and sends the plan lacks
  const owner = await token(request, user.email, user.password);
  const customerId = owner.customer!.id;
  const admin = (await token(request, ADMIN.email, ADMIN.password)).user.accessToken;
  const auth = (t: string) => ({ Authorization: `Bearer ${t}` });
  const granted = await request.post(`/v1/customers/${customerId}/allowances`, {
    headers: auth(admin),
    data: { cases: CASES, sends: CASES },
  });
  expect(granted.ok(), await granted.text()).toBe(true);
  let headers = auth(owner.user.accessToken);
  expect((await request.post("/v1/integration-settings", { headers, data: { integration: "file" } })).ok()).toBe(true);
  for (let i = 1; i <= CASES; i++) {
    const res = await request.post("/v1/invoices", {
      headers,
      data: {
        number: `AP-${mark}-${i}`,
        voucherDate: addDays(day, -34),
        dueDate: addDays(day, -20),
        amount: "1250",
        debtor: {
          type: "person",
          name: `Skyldner ${i} Hansen`,
          customerNumber: `AP${i}`,
          address: "Gata 2",
          postcode: "0150",
          city: "Oslo",
          email: `skyldner${i}.${mark.toLowerCase()}@example.test`,
        },
      },
    });
    expect(res.ok(), `invoice ${i}: ${res.status()} ${await res.text()}`).toBe(true);
  }

  // the auto-pilot page: full auto from today
  await page.goto("/customer/auto-pilot");
  await expect(page.getByRole("heading", { level: 1, name: "Autopilot" })).toBeVisible();
  await expect(page.getByText(ct("autopilot.noCases"))).toBeVisible();
  await expectNoAxeViolations(page, "/customer/auto-pilot (off)");
  await page.getByRole("radio", { name: /^Helautomatisk/ }).check();
  await page.getByLabel(/^Startdato/).fill(shown(day));
  await page.getByRole("button", { name: txt("common.save") }).click();
  await expect(page.getByText(ct("autopilot.saved"))).toBeVisible();

  // 19:05: the schedule queues the evening run; its jobs run on the local queue
  await moveClock(request, { now: osloAt(day, "19:05") });
  // seven hours on, the API token has expired: sign in again
  headers = auth((await token(request, user.email, user.password)).user.accessToken);
  const piloted = async () =>
    (
      (await (await request.get("/v1/auto-pilot/cases", { headers })).json()) as {
        data: { action: string; step: { kind: string } | null }[];
      }
    ).data;
  await expect
    .poll(async () => (await piloted()).filter((c) => c.action === "wait").length, {
      message: "20 cases started, each with its payment reminder sent",
      timeout: 180_000,
      intervals: [1_000, 2_000],
    })
    .toBe(CASES);
  // each waits for the purring: the payment reminder's 7 days first (inkassoloven § 9 for the purring's fee)
  expect(new Set((await piloted()).map((c) => c.step?.kind))).toEqual(new Set(["reminder"]));

  // what the creditor sees: the cases, each with its next step and the day it may go
  await page.reload();
  const table = page.getByRole("table", { name: ct("autopilot.casesHeading") });
  await expect(table.getByRole("row")).toHaveCount(CASES + 1);
  await expect(table.getByText(/^Venter: Purring fra \d{2}\.\d{2}\.\d{4}$/)).toHaveCount(CASES);
  await expectNoAxeViolations(page, "/customer/auto-pilot (full, after the run)");

  // the batch results: the evening's steps as one batch of the auto-pilot's, done
  await page.goto("/customer/batch-results");
  const run = page
    .getByRole("row")
    .filter({ hasText: ct("batches.source.autopilot") })
    .first();
  await expect(run).toContainText(ct("batches.noUser"));
  await expect(run).toContainText(ct("batches.status.done"), { timeout: 30_000 });
  await expect(run).toContainText(ct("batches.progress", { done: CASES, total: CASES }));
  await expectNoAxeViolations(page, "/customer/batch-results (the auto-pilot's run)");

  // the cases list: 20 cases, each after its payment reminder
  await page.goto("/customer/cases");
  await expect(page.getByRole("cell", { name: "Betalingspåminnelse", exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: ct("list.open", { caseNumber: CASES }) })).toBeVisible();

  // the summary mail, in the user's language
  await expect
    .poll(async () => (await mailsTo(request, user.email)).map((m) => m.subject), { timeout: 30_000 })
    .toContain(`Autopiloten ${shown(day)}: ${CASES} saker startet, ${CASES} steg kjørt`);
  // a debtor's reminder went by e-mail
  await expect
    .poll(async () => (await mailsTo(request, `skyldner1.${mark.toLowerCase()}@example.test`)).length, {
      timeout: 60_000,
    })
    .toBeGreaterThan(0);

  // in English
  await page.goto("/customer/auto-pilot");
  await switchLanguage(page, "en");
  await expect(page.getByRole("heading", { level: 1, name: "Auto-pilot" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Full auto/ })).toBeChecked();
  await expect(
    page
      .getByRole("table", { name: ct("autopilot.casesHeading", {}, "en") })
      .getByText(/^Waits: Reminder from \d{2}\.\d{2}\.\d{4}$/),
  ).toHaveCount(CASES);
  await expectNoAxeViolations(page, "/customer/auto-pilot (en)");
  await switchLanguage(page, "no");
});
