// Down-payment plans (issue 11): the owner of the demo customer opens a running case (started through the API on a
// fresh claim of the demo debtor Kari Nordmann), takes the header action "Nedbetalingsplan", sees the rule of SPEC 5
// refuse an agreed amount below what is owed, fills in the plan (money 1 234,50, the first date DD.MM.YYYY), sees the
// instalments previewed, agrees it, and finds the plan letter on the documents tab and the plan on the case page.
// axe on the plan page and the case page.
import type { APIRequestContext, Page } from "@playwright/test";
import { demoDebtorId, osloDay, ownerApi, stamp, startCase } from "./case-api";
import { ct } from "./cases-text";
import { isWithinSendingWindow, loadPublicHolidays, nextSendingTime } from "../../packages/core/src/law/sending-window";
import { expect, expectNoAxeViolations, signInAsOwner, test } from "./support";

const label = (page: Page, text: string) => page.getByLabel(new RegExp(`^${text}\\*?$`));
const NBSP = "\u00a0";

/** A running case of 1 000 kr for the demo debtor, started through the API (an admin grants the case it uses). */
async function newCase(request: APIRequestContext): Promise<string> {
  const api = await ownerApi(request, { cases: 1 });
  const claim = { number: `E2E-P-${stamp()}`, voucherDate: "2026-10-01", dueDate: "2026-10-15", amount: "1000" };
  return (await startCase(api, await demoDebtorId(api), [claim])).id;
}

/**
 * The plan letter waits for the sending window (weekdays 08-21, Saturdays 09-15): run outside it, the spec moves the
 * server's clock (README "Local tools") to an hour after the next opening, and back afterwards.
 */
async function intoSendingWindow(request: APIRequestContext) {
  await loadPublicHolidays();
  if (isWithinSendingWindow(new Date())) return;
  const now = new Date(nextSendingTime(new Date()).getTime() + 3_600_000).toISOString();
  const res = await request.post("/_local/clock?wait=true", { data: { now } });
  expect(res.ok(), `POST /_local/clock answered ${res.status()}`).toBe(true);
}
test.afterEach(async ({ request }) => {
  await request.post("/_local/clock?wait=true", { data: { reset: true } });
});

test("the owner agrees a down-payment plan on a case and finds its letter on the documents tab", async ({ page, request }) => {
  await intoSendingWindow(request);
  const caseId = await newCase(request);
  await signInAsOwner(page);
  await page.goto(`/customer/cases/view/${caseId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Sak ${caseId}`);

  await page.getByRole("link", { name: ct("plans.action") }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/cases/creating-down-payment-plan/${caseId}$`));
  await expect(page.getByRole("heading", { name: ct("plans.title", { caseNumber: caseId }) })).toBeVisible();
  await expect(label(page, ct("plans.fields.agreedAmount"))).toHaveValue("1000,00");

  // SPEC 5: below what is owed (principal plus fees) is refused by the API, under its field
  await label(page, ct("plans.fields.agreedAmount")).fill("999,99");
  await label(page, ct("plans.fields.monthlyAmount")).fill("300");
  await label(page, ct("plans.fields.instalments")).fill("4");
  const first = osloDay(10).shown;
  await label(page, ct("plans.fields.firstPaymentDate")).fill(first);
  await page.getByRole("button", { name: ct("plans.save") }).click();
  await expect(
    page.getByText("Et avtalt nedbetalingsbeløp kan ikke være lavere enn det som skyldes nå (hovedstol pluss gebyrer)."),
  ).toBeVisible();

  // the plan: 1 234,50 kr at 400 kr a month is 4 instalments, the last 34,50 kr
  await label(page, ct("plans.fields.agreedAmount")).fill("1 234,50");
  await label(page, ct("plans.fields.monthlyAmount")).fill("400");
  await expect(page.getByText(ct("plans.needed", { count: 4 }))).toBeVisible();
  const preview = page.getByRole("table", { name: ct("plans.preview") });
  await expect(preview.getByRole("row")).toHaveCount(6);
  await expect(preview.getByRole("row").nth(1)).toContainText(first);
  await expect(preview.getByRole("row").nth(4)).toContainText(`34,50${NBSP}kr`);
  await expectNoAxeViolations(page, "/customer/cases/creating-down-payment-plan");
  await page.getByRole("button", { name: ct("plans.save") }).click();

  // the documents tab: the plan letter once the letters job has rendered it
  await expect(page).toHaveURL(new RegExp(`/customer/cases/view/${caseId}/tab/documents$`));
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("row").filter({ hasText: "Nedbetalingsavtale" })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // the plan on the case page, its instalments upcoming
  const card = page.getByTestId("plan-card");
  await expect(card).toContainText(ct("plans.summary", { agreed: `1${NBSP}234,50${NBSP}kr`, count: 4, monthly: `400,00${NBSP}kr`, first }));
  await expect(card.getByRole("row").filter({ hasText: ct("plans.states.upcoming") })).toHaveCount(4);
  await expectNoAxeViolations(page, "/customer/cases/view (plan)");
});
