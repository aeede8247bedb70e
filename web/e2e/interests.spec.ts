// /admin/interests (issue 4): an admin sees the published late-payment interest rates per half-year, changes one,
// is told in English that a rate cannot start on 1 March, and the page passes axe. Sales never gets the page.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { INTEREST_RATES } from "../../packages/core/src/ledger/interest/rates";
import { ADMIN, DEMO_PASSWORD, expect, expectNoAxeViolations, signIn, switchLanguage, test, txt } from "./support";

// The texts of the page are in web/src/i18n/<lng>/interest.json (under "interest." in the app).
type Catalogue = { [key: string]: string | Catalogue };
const catalogue = (lng: "no" | "en") =>
  JSON.parse(readFileSync(new URL(`../src/i18n/${lng}/interest.json`, import.meta.url), "utf8")) as Catalogue;
const texts = { no: catalogue("no"), en: catalogue("en") };
function say(key: string, params: Record<string, string> = {}, lng: "no" | "en" = "no"): string {
  let value: string | Catalogue | undefined = texts[lng];
  for (const part of key.split(".")) value = typeof value === "object" ? value[part] : undefined;
  if (typeof value !== "string") throw new Error(`no text for "interest.${key}" (${lng})`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => params[name] ?? `{{${name}}}`);
}
const halfYear = (from: string, lng: "no" | "en" = "no") =>
  say("halfYearLabel", { half: from.slice(5, 7) === "01" ? "1" : "2", year: from.slice(0, 4) }, lng);
/** 1225 → "12,25 %" as the page writes it (no-NO, a no-break space before the sign). */
const percent = (bp: number) => `${(bp / 100).toFixed(2).replace(".", ",")}\u00a0%`;

const newest = INTEREST_RATES.at(-1)!;
const oldest = INTEREST_RATES[0]!;

async function openInterests(page: Page) {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await page
    .getByRole("navigation", { name: txt("layout.mainNav") })
    .getByRole("link", { name: say("nav") })
    .click();
  await expect(page).toHaveURL(/\/admin\/interests$/);
  await expect(page.getByRole("heading", { name: say("title"), level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`Innfri | ${say("title")}`);
}

const rowOf = (page: Page, from: string, lng: "no" | "en" = "no") =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name: halfYear(from, lng), exact: true }) });

test("an admin sees the rates, changes one and is told in English that a rate cannot start on 1 March", async ({
  page,
}) => {
  // Two axe scans, two languages and five dialogs: more than the default 30 s on a busy 2-core machine.
  await openInterests(page);

  // The newest published half-year first, as "12,25 %", with its period and § 3a compensation.
  const first = page.getByRole("row").nth(1);
  await expect(first).toContainText(halfYear(newest.from));
  await expect(first).toContainText(percent(newest.rateBasisPoints));
  await expect(first).toContainText(`01.07.${newest.from.slice(0, 4)}–31.12.${newest.from.slice(0, 4)}`);
  await expect(first).toContainText("430,00\u00a0kr");
  await expect(page.getByText(txt("table.total", { count: String(INTEREST_RATES.length) }))).toBeVisible();
  await expectNoAxeViolations(page, "/admin/interests");

  // Change the oldest half-year's rate by keyboard, see it in the list, and put it back.
  const row = rowOf(page, oldest.from);
  await page.getByRole("searchbox", { name: say("search") }).fill(oldest.from.slice(0, 4));
  await expect(row).toContainText(percent(oldest.rateBasisPoints));
  await row.getByRole("button", { name: say("editFor", { halfYear: halfYear(oldest.from) }) }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: say("form.editHeading", { halfYear: halfYear(oldest.from) }) });
  const rate = dialog.getByRole("textbox", { name: say("form.ratePercent") });
  await expect(rate).toHaveValue(percent(oldest.rateBasisPoints).replace("\u00a0%", ""));
  await expect(rate).toBeFocused();
  await rate.fill("9,5");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByText(say("saved")).first()).toBeVisible();
  await expect(row).toContainText(percent(950));

  await row.getByRole("button", { name: say("editFor", { halfYear: halfYear(oldest.from) }) }).click();
  await dialog.getByRole("textbox", { name: say("form.ratePercent") }).fill(percent(oldest.rateBasisPoints));
  await dialog.getByRole("button", { name: say("form.save") }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(percent(oldest.rateBasisPoints));

  // Deleting a half-year that has begun warns that calculations for it will be refused; cancelled by keyboard.
  const deleteButton = row.getByRole("button", { name: say("deleteFor", { halfYear: halfYear(oldest.from) }) });
  await deleteButton.click();
  const confirm = page.getByRole("dialog", { name: say("deleteHeading", { halfYear: halfYear(oldest.from) }) });
  await expect(confirm).toContainText(say("deleteWarningPast"));
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(deleteButton).toBeFocused();

  // In English: a new rate from 1 March is refused with the API's own message, on the field.
  await switchLanguage(page, "en");
  await expect(page.getByRole("heading", { name: say("title", {}, "en"), level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`Innfri | ${say("title", {}, "en")}`);
  await page.getByRole("button", { name: say("newRate", {}, "en") }).click();
  const create = page.getByRole("dialog", { name: say("form.createHeading", {}, "en") });
  await create.getByRole("textbox", { name: say("form.from", {}, "en") }).fill("01.03.2026");
  await create.getByRole("textbox", { name: say("form.ratePercent", {}, "en") }).fill("12");
  await create.getByRole("button", { name: say("form.save", {}, "en") }).click();
  const march = txt("validation.interestFrom", {}, "en");
  expect(march).toBe("Choose 1 January or 1 July (01.01.YYYY or 01.07.YYYY).");
  await expect(create.getByText(march)).toBeVisible();
  await expect(create.getByRole("textbox", { name: say("form.from", {}, "en") })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expectNoAxeViolations(page, "/admin/interests (English, new rate from 1 March)");

  // Escape closes the dialog and gives the focus back to the button that opened it.
  await page.keyboard.press("Escape");
  await expect(create).toBeHidden();
  await expect(page.getByRole("button", { name: say("newRate", {}, "en") })).toBeFocused();
  await expect(rowOf(page, oldest.from, "en")).toContainText(percent(oldest.rateBasisPoints));
});

test("sales has no interests page: no link, and the address sends it to /customer", async ({ page }) => {
  await signIn(page, "sales@innfri.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await expect(page.getByRole("link", { name: say("nav") })).toHaveCount(0);
  // Sent to /customer, which (sales having no customer of its own) goes on to sign-in with reurl=/customer.
  await page.goto("/admin/interests");
  await expect(page).toHaveURL(/\/customer|reurl=%2Fcustomer/);
  await expect(page.getByRole("heading", { name: say("title") })).toHaveCount(0);
});
