// Cases (issue 10) as the owner of the demo customer starts one: the wizard from the sidebar's "Active cases" →
// "New case", the demo debtor Kari Nordmann, a claim typed in (a fresh invoice number per run: e2e data persists
// while the server runs), the summary's total, Start → the case page (the case number in the heading and the title),
// the case in the list (found by its invoice number), opened from there, its claims tab. Once in English. axe on the
// wizard, the list and the case page. (Running a step and finding its letter: dashboard.spec.ts, on a new customer.)
import type { APIRequestContext, Page } from "@playwright/test";
import { ownerApi } from "./case-api";
import { ct } from "./cases-text";
import { expect, expectNoAxeViolations, signInAsOwner, switchLanguage, test } from "./support";

const NBSP = "\u00a0";
const label = (page: Page, text: string) => page.getByLabel(new RegExp(`^${text}\\*?$`));

/** A case of allowance for the demo customer (issue 10: each case started uses one), granted by an admin. */
const grantOneCase = (request: APIRequestContext) => ownerApi(request, { cases: 1 });

test("the owner starts a case with the wizard, finds it in the list and opens it", async ({ page, request }) => {
  await grantOneCase(request);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
  const invoice = `E2E-C-${stamp}`;
  await signInAsOwner(page);

  // the sidebar's entry, then "New case"
  await page.getByRole("navigation").getByRole("link", { name: ct("nav.activeCases") }).click();
  await expect(page).toHaveURL(/\/customer\/cases$/);
  await page.getByRole("link", { name: ct("list.newCase") }).click();
  await expect(page).toHaveURL(/\/customer\/new-case$/);
  await expect(page).toHaveTitle(`Innfri | ${ct("titles.newCase")}`);

  // 1. the debtor
  await page.getByLabel(ct("wizard.debtorSearch")).fill("Kari");
  await page.getByRole("button", { name: ct("wizard.chooseDebtor", { name: "Kari Nordmann" }) }).click();
  await expect(page.getByRole("heading", { name: ct("wizard.claimsHeading") })).toBeVisible();

  // 2. a claim typed in; first the rule of SPEC 5 (no claim, no case)
  await page.getByRole("button", { name: ct("wizard.next"), exact: true }).click();
  await expect(page.getByText("Legg til minst ett krav.")).toBeVisible();
  await label(page, ct("fields.number")).fill(invoice);
  await label(page, ct("fields.invoiceDate")).fill("01.10.2026");
  await label(page, ct("fields.dueDate")).fill("15.10.2026");
  await label(page, ct("fields.amount")).fill("1 234,50");
  await page.getByRole("button", { name: ct("wizard.addTyped") }).click();
  await expect(page.getByRole("list", { name: ct("wizard.typedHeading") })).toContainText(invoice);
  await expectNoAxeViolations(page, "/customer/new-case (claims)");
  await page.getByRole("button", { name: ct("wizard.next"), exact: true }).click();

  // 3. the summary and Start
  await expect(page.getByTestId("case-total")).toHaveText(`1${NBSP}234,50${NBSP}kr`);
  await expect(page.getByRole("row").filter({ hasText: invoice })).toContainText("15.10.2026");
  await expectNoAxeViolations(page, "/customer/new-case (start)");
  await page.getByRole("button", { name: ct("wizard.start"), exact: true }).click();

  await expect(page).toHaveURL(/\/customer\/cases\/view\/[^/]+$/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^Sak \d+$/);
  const caseNumber = (await heading.textContent())!.replace("Sak ", "");
  await expect(page).toHaveTitle(`Innfri | ${ct("titles.case")} ${caseNumber}`);
  const caseUrl = page.url();
  await expectNoAxeViolations(page, "/customer/cases/view/{id}");

  // the claims tab (its own URL)
  await page.getByRole("tab", { name: ct("page.tab.claims") }).click();
  await expect(page).toHaveURL(/\/tab\/claims$/);
  await expect(page.getByRole("row").filter({ hasText: invoice })).toContainText(`1${NBSP}234,50${NBSP}kr`);
  await expect(page.getByRole("row").filter({ hasText: invoice })).toContainText("01.10.2026");

  // the list: found by its invoice number, opened from there
  await page.getByRole("navigation").getByRole("link", { name: ct("nav.activeCases") }).click();
  await page.getByLabel(ct("list.search")).fill(invoice);
  await expect(page).toHaveURL(new RegExp(`search=${invoice}`));
  const row = page
    .getByRole("row")
    .filter({ hasText: "Kari Nordmann" })
    .filter({ has: page.getByRole("link", { name: ct("list.open", { caseNumber }), exact: true }) });
  await expect(row).toContainText(`1${NBSP}234,50${NBSP}kr`);
  await expectNoAxeViolations(page, "/customer/cases");
  await row.getByRole("link", { name: ct("list.open", { caseNumber }) }).click();
  await expect(page).toHaveURL(caseUrl);

  // a step route with a non-numeric id is step 0 (SPEC 2)
  await page.goto(`${caseUrl}/step/abc`);
  await expect(page.getByRole("heading", { name: ct("page.step", { stepId: 0 }) })).toBeVisible();

  // once in English
  await page.goto(caseUrl);
  await switchLanguage(page, "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ct("page.title", { caseNumber }, "en"));
  await expect(page).toHaveTitle(`Innfri | ${ct("titles.case", {}, "en")} ${caseNumber}`);
  await expect(page.getByRole("tab", { name: ct("page.tab.events", {}, "en") })).toHaveAttribute("aria-selected", "true");
  await switchLanguage(page, "no");
});
