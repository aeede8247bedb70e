// The settings tab uni-export-files («Eksportfiler til regnskap», docs/accounting.md "Export files for systems without
// an API") as a new creditor without an API integration uses it: file import chosen on the integration tab, a file
// made for a period, listed and downloaded under its name, a period refused on its field, and the tab in English.
// axe on each state. The file's content to the øre is the core test's (accounting/export-files.db.test.ts).
import { en, expect, expectNoAxeViolations, newCustomer, switchLanguage, test, txt } from "./support";

test("a creditor without an API integration makes an export file for its books, lists and downloads it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newCustomer(page, "eksport", "Eksportfil AS");
  await page.goto("/customer/settings/integration");
  await page.getByRole("button", { name: txt("ledger.integration.useFile") }).click();
  await expect(page.getByText(txt("ledger.integration.created"))).toBeVisible();

  await page.goto("/customer/settings/uni-export-files");
  await expect(page.getByRole("tab", { name: txt("settings.tabs.uni-export-files") })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByText(txt("accounting.exportFiles.empty"))).toBeVisible();
  await expectNoAxeViolations(page, "/customer/settings/uni-export-files");

  const from = page.getByLabel(txt("accounting.exportFiles.from"));
  const to = page.getByLabel(txt("accounting.exportFiles.to"));
  await from.fill("31.05.2026");
  await to.fill("01.05.2026");
  await page.getByRole("button", { name: txt("accounting.exportFiles.make") }).click();
  await expect(page.getByText(txt("accounting.exportFiles.order"))).toBeVisible();
  await expectNoAxeViolations(page, "/customer/settings/uni-export-files (a period refused)");

  await from.fill("01.05.2026");
  await to.fill("31.05.2026");
  await page.getByRole("button", { name: txt("accounting.exportFiles.make") }).click();
  const fileName = "innfri-regnskap-2026-05-01-2026-05-31.csv";
  await expect(page.getByText(txt("accounting.exportFiles.made", { fileName }))).toBeVisible();
  const row = page.getByRole("row", { name: /01\.05\.2026–31\.05\.2026/ });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page, "/customer/settings/uni-export-files (a file made)");

  const download = page.waitForEvent("download");
  await row.getByRole("button", { name: new RegExp(`^${txt("accounting.exportFiles.download")}`) }).click();
  expect((await download).suggestedFilename()).toBe(fileName);

  await switchLanguage(page, "en");
  await expect(page.getByRole("heading", { name: en("accounting.exportFiles.listHeading") })).toBeVisible();
  await expectNoAxeViolations(page, "/customer/settings/uni-export-files (English)");
});
