// Payments on a case (issue 11) as the owner of the demo customer registers one: two cases of a new debtor (made
// through the API: a typed claim each, a case each), the first case's page → "Registrer innbetaling", an amount above
// the case total → the server's SPEC 8 question → "Fordel på andre saker": the first case is paid in full and closed,
// the excess pays the other case, and the payments tab shows the allocation and its explanation. axe on the form,
// the question and the payments tab.
import type { APIRequestContext } from "@playwright/test";
import { newDebtor, ownerApi, stamp, startCase } from "./case-api";
import { ct } from "./cases-text";
import { expect, expectNoAxeViolations, signInAsOwner, test } from "./support";

const NBSP = "\u00a0";

/** Two cases of a new debtor (1 000,00 kr and 300,00 kr), started through the API; their ids. */
async function twoCases(request: APIRequestContext): Promise<[string, string]> {
  const api = await ownerApi(request, { cases: 2 });
  const run = stamp();
  const debtorId = await newDebtor(api, `Betaler ${run}`, `E2E-P-${run}`);
  const started: string[] = [];
  for (const [n, amount] of [
    ["1", "1000"],
    ["2", "300"],
  ] as const)
    started.push(
      (await startCase(api, debtorId, [{ number: `E2E-P-${run}-${n}`, voucherDate: "2026-09-01", dueDate: "2026-10-01", amount }]))
        .id,
    );
  return [started[0]!, started[1]!];
}

// a whole flow with an accessibility check on each of its dialogs: more than the default 30 s on a loaded machine
test.describe.configure({ timeout: 60_000 });

test("the owner registers an overpayment on a case and distributes the excess to the debtor's other case", async ({
  page,
  request,
}) => {
  const [first, second] = await twoCases(request);
  await signInAsOwner(page);
  await page.goto(`/customer/cases/view/${first}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Sak ${first}`);

  await page.getByRole("button", { name: ct("payments.register") }).click();
  const form = page.getByRole("dialog", { name: ct("payments.register") });
  await form.getByLabel(new RegExp(`^${ct("payments.fields.amount")}`)).fill("1 250,50");
  // paid on the due date: no interest has run (a later date pays the interest to its day first: case-interest.ts)
  await form.getByLabel(new RegExp(`^${ct("payments.fields.voucherDate")}`)).fill("01.10.2026");
  await form.getByLabel(new RegExp(`^${ct("payments.fields.text")}`)).fill("Nettbank");
  await expectNoAxeViolations(page, "register payment (form)");
  await form.getByRole("button", { name: ct("payments.save"), exact: true }).click();

  // SPEC 8: the excess needs a choice
  const question = page.getByRole("dialog", { name: ct("payments.excess.title") });
  await expect(question).toContainText(
    "Innbetalingen er større enn saksbeløpet: fordel overskuddet på kundens andre saker eller slett resten",
  );
  await expectNoAxeViolations(page, "register payment (excess)");
  await question.getByRole("button", { name: ct("payments.excess.distribute") }).click();
  await expect(page.getByText(`Innbetaling på 1${NBSP}250,50${NBSP}kr er registrert på sak ${first}.`)).toBeVisible();
  await expect(page.getByText(`250,50${NBSP}kr av overskuddet er fordelt på andre saker.`)).toBeVisible();

  // the first case is paid in full: closed, no more payments offered; its payments tab explains the allocation
  await expect(page.getByRole("button", { name: ct("payments.register") })).toHaveCount(0);
  await page.goto(`/customer/cases/view/${first}/tab/payments`);
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows.filter({ hasText: "Nettbank" })).toContainText(`1${NBSP}000,00${NBSP}kr`);
  await expect(page.getByText("er ført slik: hovedstol 1 000,00 kr.", { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, "payments tab");

  // the other case got the excess
  await page.goto(`/customer/cases/view/${second}/tab/payments`);
  await expect(page.getByRole("table").getByRole("row").filter({ hasText: "01.10.2026" })).toContainText(
    `250,50${NBSP}kr`,
  );
});
