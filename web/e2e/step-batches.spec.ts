// A step on several cases at once (docs/batches.md) as the owner of the demo customer: two cases started through the
// API on claims typed in for new debtors (a fresh stamp per run: e2e data persists while the server runs), both
// selected on the case list and continued with «Fortsett valgte»; the batch is queued, the page goes to the batch
// results, and the local job consumer runs each case: the batch ends with both cases' steps made. Then in English.
// axe on the dialog and the results page.
import { ownerApi, stamp, startCase } from "./case-api";
import { ct } from "./cases-text";
import { expect, expectNoAxeViolations, signInAsOwner, switchLanguage, test } from "./support";

test.describe.configure({ timeout: 90_000 });

test("the owner continues two selected cases as a batch and follows it on the batch results", async ({
  page,
  request,
}) => {
  const run = `E2E-B-${stamp()}`;
  const api = await ownerApi(request, { cases: 2, sends: 4 });
  const ids: string[] = [];
  for (const n of [1, 2]) {
    // an e-mail address: the first step (the payment reminder) goes by e-mail only
    const debtor = await api.send("post", "/debtors", {
      type: "person",
      name: `Batch Debitor ${run}-${n}`,
      customerNumber: `${run}-${n}`,
      email: `batch-${run.toLowerCase()}-${n}@example.no`,
      address: "Gata 2",
      postcode: "0150",
      city: "Oslo",
    });
    const debtorId = debtor.debtorId as string;
    const claims = [{ number: `${run}-${n}`, voucherDate: "2026-09-01", dueDate: "2026-09-15", amount: "700" }];
    ids.push((await startCase(api, debtorId, claims)).id);
  }
  await signInAsOwner(page);

  await page.goto(`/customer/cases?search=${encodeURIComponent(run)}`);
  for (const id of ids) await page.getByRole("checkbox", { name: ct("list.selectCase", { caseNumber: id }) }).check();
  await page.getByRole("button", { name: ct("batches.continue.button") }).click();
  const dialog = page.getByRole("dialog", { name: ct("batches.continue.title", { count: 2 }) });
  await expect(dialog).toBeVisible();
  const step = dialog.getByLabel(new RegExp(`^${ct("batches.continue.step")}`));
  await expect(step).toBeVisible();
  await expectNoAxeViolations(page, "the continue-selected dialog");
  await dialog.getByRole("button", { name: ct("batches.continue.submit") }).click();

  await expect(page).toHaveURL(/\/customer\/batch-results\?batch=/);
  await expect(page.getByText(/2 saker er lagt i kø for steget/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ct("titles.batchResults"));
  const details = page.getByRole("region", {
    name: new RegExp(`^${ct("batches.detailsTitle", { step: ".+", date: ".+" })}$`),
  });
  await expect(details).toBeVisible();
  // the consumer runs the cases; the page follows (realtime, polling while it runs)
  const row = page.getByRole("row").filter({ hasText: "owner@demo.innfri.test" }).first();
  await expect(row).toContainText(ct("batches.status.done"), { timeout: 30_000 });
  await expect(row).toContainText(ct("batches.progress", { done: 2, total: 2 }));
  for (const id of ids) {
    const item = details.getByRole("row").filter({ has: page.getByRole("link", { name: id, exact: true }) });
    await expect(item).not.toContainText(ct("batches.itemStatus.failed"));
    await expect(item).toContainText(`Batch Debitor ${run}`);
  }
  await expectNoAxeViolations(page, "the batch results with a batch's cases");

  await switchLanguage(page, "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ct("titles.batchResults", {}, "en"));
  await expect(row).toContainText(ct("batches.status.done", {}, "en"));
  await expect(
    page.getByRole("navigation").getByRole("link", { name: ct("nav.batchResults", {}, "en") }),
  ).toBeVisible();
});
