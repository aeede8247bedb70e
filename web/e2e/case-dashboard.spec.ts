// The dashboard's case figures (issue 10) for the demo customer (its seeded cases, core cases/demo.ts): the figures
// of the period are the API's (case-statistics), money written "1 234,50 kr"; the charts' tables; a period change;
// the settings tab cases. In both languages, axe on each page, screenshots to /tmp/dash-shots/ (the admin's
// allowance card is covered by its component test).
import type { Page } from "@playwright/test";
import { ct } from "./cases-text";
import { expect, expectNoAxeViolations, signInAsOwner, switchLanguage, test, txt } from "./support";

const kr = (ore: number) =>
  `${new Intl.NumberFormat("no-NO", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ore / 100)}\u00a0kr`;
const SHOTS = "/tmp/dash-shots";
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test("the dashboard shows the demo customer's case figures, charts and allowance; the cases settings tab", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // the figures are the API's for this year (the default period): the answer the page got
  const answered = page.waitForResponse((r) => r.url().includes("/v1/cases/case-statistics?"));
  await signInAsOwner(page);
  const stats = await (await answered).json();
  const figures = page.getByTestId("case-figures");
  await expect(figures.getByTestId("case-figure-registered")).toContainText("kr");
  expect(stats.total).toBeGreaterThanOrEqual(2);
  await expect(figures.getByTestId("case-figure-total")).toContainText(String(stats.total));
  await expect(figures.getByTestId("case-figure-registered")).toContainText(kr(stats.registeredOre));
  await expect(figures.getByTestId("case-figure-outstanding")).toContainText(kr(stats.outstandingOre));
  await expect(page.getByRole("table", { name: ct("dashboard.stepsChart") })).toBeAttached();
  await expect(page.getByRole("table", { name: ct("dashboard.recoveredChart") })).toBeAttached();
  await expect(page.getByTestId("allowance")).toContainText(ct("allowance.sendsLeft"));
  await expectNoAxeViolations(page, "/customer/dashboard (cases)");
  await shot(page, "dashboard-no");

  const asked = page.waitForRequest((r) => r.url().includes("/v1/cases/case-statistics?") && r.url().includes("from="));
  await page.getByLabel(ct("dashboard.period")).selectOption("last12Months");
  await asked;

  await switchLanguage(page, "en");
  await expect(page.getByLabel(ct("dashboard.period", {}, "en"))).toBeVisible();
  await expect(page.getByRole("table", { name: ct("dashboard.stepsChart", {}, "en") })).toBeAttached();
  await expectNoAxeViolations(page, "/customer/dashboard (cases, English)");
  await shot(page, "dashboard-en");

  await page.goto("/customer/settings/cases");
  await expect(page.getByLabel(new RegExp(`^${ct("caseSettings.minimumOwed", {}, "en").replace(/[()]/g, "\\$&")}`))).toBeVisible();
  await expectNoAxeViolations(page, "/customer/settings/cases (English)");
  await shot(page, "settings-cases-en");
  await switchLanguage(page, "no");
  await expect(page.getByRole("tab", { name: txt("settings.tabs.cases") })).toHaveAttribute("aria-selected", "true");
  await shot(page, "settings-cases-no");
});
