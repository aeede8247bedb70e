// Pausing and closing cases (issue 11) as the owner of the demo customer: two cases started through the API on
// claims typed in for the demo debtor Kari Nordmann (a fresh invoice number per run: e2e data persists while the
// server runs); one paused from its page with the app's date field until a day ahead, "Paused until DD.MM.YYYY"
// shown, then resumed; the pause and its note on the debtor's page, where all are deleted after a confirmation; then
// both closed from the case list's selection with one reason. axe on the dialogs and the debtor's section.
import type { APIRequestContext } from "@playwright/test";
import { demoDebtorId, osloDay, ownerApi, stamp, startCase } from "./case-api";
import { ct } from "./cases-text";
import { expect, expectNoAxeViolations, signInAsOwner, test } from "./support";

/** Two cases of the demo debtor, started through the API (an admin grants the cases they use first). */
async function twoCases(request: APIRequestContext, run: string) {
  const api = await ownerApi(request, { cases: 2 });
  const debtorId = await demoDebtorId(api);
  const ids: string[] = [];
  for (const n of [1, 2])
    ids.push(
      (await startCase(api, debtorId, [{ number: `${run}-${n}`, voucherDate: "2026-09-01", dueDate: "2026-09-15", amount: "500" }]))
        .id,
    );
  return { ids, debtorId };
}

// a whole flow with an accessibility check on each of its dialogs: more than the default 30 s on a loaded machine
test.describe.configure({ timeout: 60_000 });

test("the owner pauses and resumes a case, then closes two cases from the list", async ({ page, request }) => {
  const run = `E2E-P-${stamp()}`;
  const {
    ids: [first, second],
    debtorId,
  } = await twoCases(request, run);
  await signInAsOwner(page);

  // pause from the case page: the app's date field, the notification, a note
  await page.goto(`/customer/cases/view/${first}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Sak ${first}`);
  await page.getByRole("button", { name: ct("pause.pause"), exact: true }).click();
  const dialog = page.getByRole("dialog", { name: ct("pause.pauseTitle", { caseNumber: first! }) });
  await expect(dialog).toBeVisible();
  const until = osloDay(7);
  await dialog.getByLabel(new RegExp(`^${ct("pause.until")}`)).fill(until.shown);
  await dialog.getByLabel(ct("pause.notify")).check();
  await dialog.getByLabel(ct("pause.note")).fill("Venter på lønn");
  await expectNoAxeViolations(page, "the pause dialog");
  await dialog.getByRole("button", { name: ct("pause.submitPause") }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(ct("pause.pausedUntil", { date: until.shown }), { exact: true })).toBeVisible();
  await expect(page.getByText(`Sak ${first} er satt på pause til ${until.shown}.`)).toBeVisible();

  // resume
  await page.getByRole("button", { name: ct("pause.resume") }).click();
  await expect(page.getByText(`Sak ${first} er aktiv igjen.`)).toBeVisible();
  await expect(page.getByText(ct("pause.pausedUntil", { date: until.shown }), { exact: true })).toBeHidden();
  await expect(page.getByRole("button", { name: ct("pause.pause"), exact: true })).toBeVisible();

  // the debtor's pauses and notes (its page in the ledger), deleted all after a confirmation
  await page.goto(`/customer/customer-search/${debtorId}`);
  const pauses = page.getByRole("list", { name: ct("debtorPauses.title") });
  const row = pauses
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: `Sak ${first}`, exact: true }) });
  await expect(row).toContainText("Venter på lønn");
  await expect(row).toContainText(ct("debtorPauses.ended.resumed", { date: osloDay(0).shown }));
  await expectNoAxeViolations(page, "the debtor's pauses and notes");
  await page.getByRole("button", { name: ct("debtorPauses.deleteAll") }).click();
  const confirm = page.getByRole("dialog", { name: ct("debtorPauses.confirmTitle") });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: ct("debtorPauses.confirm"), exact: true }).click();
  await expect(page.getByText(/pauser og notater for debitoren er slettet/)).toBeVisible();
  await expect(page.getByText(ct("debtorPauses.none"))).toBeVisible();

  // close both from the list's selection
  await page.goto(`/customer/cases?search=${encodeURIComponent(run)}`);
  for (const id of [first!, second!])
    await page.getByRole("checkbox", { name: ct("list.selectCase", { caseNumber: id }) }).check();
  await page.getByRole("button", { name: ct("pause.closeSelected") }).click();
  const closing = page.getByRole("dialog", { name: ct("pause.closeManyTitle_other", { count: 2 }) });
  await expect(closing).toBeVisible();
  await closing
    .getByLabel(new RegExp(`^${ct("pause.reason")}`))
    .selectOption({ label: ct("pause.reasons.nothing-to-pay") });
  await expectNoAxeViolations(page, "the close dialog");
  await closing.getByRole("button", { name: ct("pause.submitCloseMany") }).click();
  await expect(closing).toBeHidden();
  await expect(page.getByText("2 av 2 saker er avsluttet.")).toBeVisible();
  for (const id of [first!, second!])
    await expect(
      page.getByRole("row").filter({ has: page.getByRole("link", { name: `Åpne sak ${id}` }) }),
    ).toContainText("Avsluttet");
});
