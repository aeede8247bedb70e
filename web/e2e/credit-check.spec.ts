// The credit check end to end (issue 21 "Done when"): the owner checks a private person (with the justified need)
// and a company (found by name, and by number) from the credit-check page, and the debtor of a case from the case
// page, in Norwegian and English; sees the report with the copy to the person recorded, downloads its PDF, finds the
// checks in the history; an accountant gets the 404 page and no sidebar entry. axe on each page. The 24 hours of a
// person's report are the API test's (credit-checks.test.ts moves the clock). A company debtor's address comes from
// the company register.
import { readFileSync } from "node:fs";
import { demoDebtorId, osloDay, ownerApi, stamp, startCase } from "./case-api";
import {
  DEMO_PASSWORD,
  en,
  expect,
  expectNoAxeViolations,
  signIn,
  signInAsOwner,
  signOut,
  switchLanguage,
  test,
  txt,
} from "./support";

test("the owner credit checks a person, a company and a case's debtor; an accountant gets 404", async ({
  page,
  request,
}) => {
  const api = await ownerApi(request, { cases: 1, creditChecks: 10 });
  const due = osloDay(-20);
  const k = await startCase(api, await demoDebtorId(api), [
    { number: `KC-${stamp()}`, voucherDate: osloDay(-34).iso, dueDate: due.iso, amount: "1500" },
  ]);

  await signInAsOwner(page);
  await page.getByRole("link", { name: txt("credit.nav") }).click();
  await expect(page.getByRole("heading", { level: 1, name: txt("credit.title") })).toBeVisible();
  await expectNoAxeViolations(page, "/customer/credit-check");

  // a private person: SPEC 5's rule first, then the report
  const person = page.getByRole("form", { name: txt("credit.person.heading") });
  await person.getByLabel(txt("credit.person.name")).fill("Kari");
  await person.getByRole("button", { name: txt("credit.person.submit") }).click();
  await expect(person.getByText(txt("creditCheck.nameTwoWords"))).toBeVisible();
  await expect(person.getByText(txt("creditCheck.purposeRequired"))).toBeVisible();
  await person.getByLabel(txt("credit.person.name")).fill("Kari Nordmann");
  await person.getByLabel(txt("credit.person.street")).fill("Storgata 1");
  await person.getByLabel(txt("credit.person.postcode")).fill("0155");
  await person.getByLabel(txt("credit.person.city")).fill("Oslo");
  await person.getByLabel(txt("credit.person.purpose")).selectOption("collection");
  await person.getByRole("button", { name: txt("credit.person.submit") }).click();
  await expect(
    page.getByRole("heading", { name: txt("credit.report.heading", { name: "Kari Nordmann" }) }),
  ).toBeVisible();
  await expect(page.getByText(txt("credit.report.scoreOf", { score: "820" }))).toBeVisible();
  await expect(page.getByText(txt("creditCheck.noticeCopy.bureau", { provider: "Creditsafe" }))).toBeVisible();
  await expect(page.getByText("684 000,00 kr")).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: txt("credit.report.download") }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^kredittvurdering-kari-nordmann-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 4)
      .toString(),
  ).toBe("%PDF");
  await expectNoAxeViolations(page, "/customer/credit-check with a person's report");

  // a company, found by name
  await page.getByRole("tab", { name: txt("credit.tabs.company") }).click();
  await page.getByLabel(txt("credit.company.searchName")).fill("fjordlys rørleggerservice");
  await page.getByRole("button", { name: txt("credit.company.search"), exact: true }).click();
  await page
    .getByRole("button", { name: txt("credit.company.check", { name: "FJORDLYS RØRLEGGERSERVICE AS" }) })
    .click();
  await expect(
    page.getByRole("heading", { name: txt("credit.report.heading", { name: "FJORDLYS RØRLEGGERSERVICE AS" }) }),
  ).toBeVisible();
  await expect(page.getByText(`${txt("credit.report.riskClass")} A: ${txt("creditCheck.risk.A")}`)).toBeVisible();
  await expectNoAxeViolations(page, "/customer/credit-check/company with a company's report");

  // the case's debtor, from the case page: the report opens on the credit-check page
  await page.goto(`/customer/cases/view/${k.id}`);
  await page.getByRole("button", { name: txt("credit.caseAction.button") }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel(txt("credit.person.purpose"))).toHaveValue("collection");
  await dialog.getByRole("button", { name: txt("credit.caseAction.run") }).click();
  await expect(page).toHaveURL(/\/customer\/credit-check\/report\?id=/);
  await expect(
    page.getByRole("heading", { name: txt("credit.report.heading", { name: "Kari Nordmann" }) }),
  ).toBeVisible();

  // the history: what was checked, why and by whom
  await page.getByRole("tab", { name: txt("credit.tabs.history") }).click();
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows.filter({ hasText: "FJORDLYS RØRLEGGERSERVICE AS" }).first()).toContainText("A");
  await expect(rows.filter({ hasText: "Kari Nordmann" }).first()).toContainText(txt("creditCheck.purpose.collection"));
  await expectNoAxeViolations(page, "/customer/credit-check/history");

  // in English: a company by its number
  await switchLanguage(page, "en");
  await page.getByRole("tab", { name: en("credit.tabs.company") }).click();
  await page.getByLabel(en("credit.company.orgNumber")).fill("910 000 063");
  await page.getByRole("button", { name: en("credit.company.submit") }).click();
  await expect(
    page.getByRole("heading", { name: en("credit.report.heading", { name: "NORDLYS REGNSKAP AS" }) }),
  ).toBeVisible();
  await expect(page.getByText(`${en("credit.report.riskClass")} D: ${en("creditCheck.risk.D")}`)).toBeVisible();
  await expect(page.getByRole("cell", { name: "Eksempel Finans AS" })).toBeVisible();
  await expectNoAxeViolations(page, "/customer/credit-check/company in English");
  await switchLanguage(page, "no");

  // a company debtor's name and address come from the register (Enhetsregisteret's local stand-in)
  await page.goto("/customer/customer-search");
  await page.getByRole("button", { name: txt("ledger.customerSearch.new") }).click();
  const debtor = page.getByRole("form", { name: txt("ledger.customerSearch.new") });
  await debtor.locator('select[name="type"]').selectOption("company");
  await debtor.locator('input[name="orgNumber"]').fill("910 000 012");
  await debtor.getByRole("button", { name: txt("ledger.debtor.fromRegister") }).click();
  await expect(debtor.locator('input[name="name"]')).toHaveValue("FJORDLYS RØRLEGGERSERVICE AS");
  await expect(debtor.locator('input[name="address"]')).toHaveValue("Storgata 10");
  await expect(debtor.locator('input[name="postcode"]')).toHaveValue("0155");
  await expect(debtor.locator('input[name="city"]')).toHaveValue("OSLO");
  await page.keyboard.press("Escape");

  // the accountant: no entry, and the page is a 404
  await signOut(page);
  await signIn(page, "accountant@demo.innfri.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(page.getByRole("link", { name: txt("credit.nav") })).toHaveCount(0);
  await page.goto("/customer/credit-check");
  await expect(page.getByRole("heading", { name: txt("notFound.heading") })).toBeVisible();
});
