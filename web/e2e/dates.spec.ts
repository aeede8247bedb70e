// Dates in the app's own format whatever the browser's locale (B9): a date field is typed as dd.mm.åååå or picked
// from a calendar in the app's language, Monday first; the URL and the API get YYYY-MM-DD. Tried on the admin
// activity log's from/to filters, in Norwegian and in English, by mouse and by keyboard, with axe on the open calendar.
import type { Page } from "@playwright/test";
import { ADMIN, expect, expectNoAxeViolations, signIn, switchLanguage, test, txt } from "./support";

// a browser in American English: the app's format must not follow it
test.use({ locale: "en-US" });

/** The calendar button of a field, named "Velg dato i kalender" and described by the field's label. */
const calendarButton = (page: Page, fieldId: string, lng: "no" | "en") =>
  page
    .getByRole("button", { name: txt("dateField.open", {}, lng), exact: true })
    .and(page.locator(`[aria-describedby="${fieldId}-label"]`));

test("dates are typed as dd.mm.åååå or picked from a calendar in the app's language", async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await page.goto("/admin/activity-logs");
  const from = page.getByLabel(txt("activity.from"), { exact: true });
  await expect(from).toHaveAttribute("placeholder", "dd.mm.åååå");

  // Norwegian: typed, then changed in the calendar, which opens at the typed month
  await from.fill("15.05.2026");
  await calendarButton(page, "filter-from", "no").click();
  const calendar = page.getByRole("dialog", { name: txt("dateField.calendar", { label: txt("activity.from") }) });
  const grid = calendar.getByRole("grid");
  await expect(grid).toHaveAccessibleName(/mai 2026/i);
  await expect(grid.locator("th").first()).toHaveAttribute("aria-label", "mandag");
  await expect(grid.locator("th").last()).toHaveAttribute("aria-label", "søndag");
  await expectNoAxeViolations(page, "/admin/activity-logs (calendar, no)");
  await grid.getByRole("button", { name: /20\. mai 2026/ }).click();
  await expect(calendar).toBeHidden();
  await expect(from).toHaveValue("20.05.2026");

  // by keyboard: Enter opens it on the chosen day, arrow right, Enter picks the next day
  await calendarButton(page, "filter-from", "no").focus();
  await page.keyboard.press("Enter");
  await expect(grid).toBeVisible();
  await expect(page.locator(":focus")).toHaveText("20");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(from).toHaveValue("21.05.2026");
  await page.getByRole("button", { name: txt("activity.apply") }).click();
  await expect(page).toHaveURL(/[?&]from=2026-05-21(&|$)/);

  // a text that is no date is refused with the format named
  const to = page.getByLabel(txt("activity.to"), { exact: true });
  await to.fill("31.02.2026");
  await page.getByRole("button", { name: txt("activity.apply") }).click();
  await expect(page.getByText("Skriv inn en gyldig dato (DD.MM.ÅÅÅÅ).")).toBeVisible();
  await to.fill("");

  // English: the same field from the URL, the calendar in English, Monday first
  await switchLanguage(page, "en");
  const fromEn = page.getByLabel(txt("activity.from", {}, "en"), { exact: true });
  await expect(fromEn).toHaveValue("21.05.2026");
  await expect(fromEn).toHaveAttribute("placeholder", "dd.mm.yyyy");
  await calendarButton(page, "filter-to", "en").click();
  const enCalendar = page.getByRole("dialog", {
    name: txt("dateField.calendar", { label: txt("activity.to", {}, "en") }, "en"),
  });
  const enGrid = enCalendar.getByRole("grid");
  await expect(enGrid.locator("th").first()).toHaveAttribute("aria-label", "Monday");
  // choose June 2026 in the month list, then the 3rd
  await enCalendar.getByRole("combobox", { name: /year/i }).selectOption({ label: "2026" });
  await enCalendar.getByRole("combobox", { name: /month/i }).selectOption({ label: "June" });
  await expect(enGrid).toHaveAccessibleName(/June 2026/);
  await expectNoAxeViolations(page, "/admin/activity-logs (calendar, en)");
  await enGrid.getByRole("button", { name: /, 3 June 2026/ }).click();
  const toEn = page.getByLabel(txt("activity.to", {}, "en"), { exact: true });
  await expect(toEn).toHaveValue("03.06.2026");
  await page.getByRole("button", { name: txt("activity.apply", {}, "en") }).click();
  await expect(page).toHaveURL(/[?&]to=2026-06-03(&|$)/);
});
