// The admin resources on the shared mechanism (issue 9): an admin finds a page in the grouped sidebar, creates,
// finds, edits and deletes a municipality number, exports and imports the list as CSV (Norwegian); creates,
// edits and deletes a global message (English); a customer's user sees the message as a banner, hides it for
// good, and sends feedback from the help menu, which the admin then finds. axe on each new page and dialog.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import {
  ADMIN,
  expect,
  expectNoAxeViolations,
  signIn,
  signInAsOwner,
  signOut,
  switchLanguage,
  test,
  txt,
} from "./support";

type Catalogue = { [key: string]: string | Catalogue };
const catalogue = (lng: "no" | "en") =>
  JSON.parse(readFileSync(new URL(`../src/i18n/${lng}/resources.json`, import.meta.url), "utf8")) as Catalogue;
const texts = { no: catalogue("no"), en: catalogue("en") };
/** A text of web/src/i18n/<lng>/resources.json ("resources.*" in the app). */
function say(key: string, params: Record<string, string> = {}, lng: "no" | "en" = "no"): string {
  let value: string | Catalogue | undefined = texts[lng];
  for (const part of key.split(".")) value = typeof value === "object" ? value[part] : undefined;
  if (typeof value !== "string") throw new Error(`no text for "resources.${key}" (${lng})`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => params[name] ?? `{{${name}}}`);
}

/** Open an admin page from the sidebar (its group open), as a user would. */
async function openFromSidebar(page: Page, label: string, heading: string, lng: "no" | "en" = "no") {
  await page
    .getByRole("navigation", { name: txt("layout.mainNav", {}, lng) })
    .getByRole("link", { name: label, exact: true })
    .click();
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`Innfri | ${heading}`);
}

const stamp = () => Date.now().toString(36).slice(-5);
/** A municipality number no seed uses (the 99xx range is free). */
const freeNumber = () => `99${String(Math.floor(Math.random() * 100)).padStart(2, "0")}`;

test("an admin creates, finds, edits, exports, imports and deletes municipality numbers", async ({ page }) => {
  test.setTimeout(90_000);
  const number = freeNumber();
  const imported = number === "9999" ? "9998" : String(Number(number) + 1);
  const name = `Testkommune ${stamp()}`;
  const k = (key: string, params?: Record<string, string>) => say(`municipality-numbers.${key}`, params);

  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await openFromSidebar(page, txt("nav.municipalityNumbers"), k("title"));
  await expectNoAxeViolations(page, "/admin/municipality-numbers");

  // Create: the schema's rule first (three digits), then the real thing.
  await page.getByRole("button", { name: k("new") }).click();
  const create = page.getByRole("dialog", { name: k("new") });
  await create.getByRole("textbox", { name: k("fields.number") }).fill("301");
  await create.getByRole("button", { name: say("common.save") }).click();
  await expect(create.getByText(txt("validation.municipalityNumber"))).toBeVisible();
  await expectNoAxeViolations(page, "/admin/municipality-numbers (new, with errors)");
  await create.getByRole("textbox", { name: k("fields.number") }).fill(number);
  await create.getByRole("textbox", { name: k("fields.name"), exact: true }).fill(name);
  await create.getByRole("textbox", { name: k("fields.county") }).fill("Testfylke");
  await create.getByRole("button", { name: say("common.save") }).click();
  await expect(create).toBeHidden();
  await expect(page.getByText(say("common.saved")).first()).toBeVisible();
  // The focus is back on "New".
  await expect(page.getByRole("button", { name: k("new") })).toBeFocused();

  // Find it by its number; the search lands in the URL.
  await page.getByRole("searchbox", { name: k("search") }).fill(number);
  await expect(page).toHaveURL(new RegExp(`search=${number}`));
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);

  // Edit the name.
  const item = `${number} ${name}`;
  await row.getByRole("button", { name: say("common.editFor", { item }) }).click();
  const edit = page.getByRole("dialog", { name: say("common.editHeading", { item }) });
  await expect(edit.getByRole("textbox", { name: k("fields.name"), exact: true })).toHaveValue(name);
  await edit.getByRole("textbox", { name: k("fields.name"), exact: true }).fill(`${name} endret`);
  await edit.getByRole("button", { name: say("common.save") }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: `${name} endret` })).toHaveCount(1);

  // Export: the descriptor's columns as the header, our row in it.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: say("common.export") }).click(),
  ]);
  const csv = readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  expect(header).toBe("number;name;county;postcodes");
  expect(lines).toContain(`${number};${name} endret;Testfylke;`);

  // Import a file with one more municipality (its postcodes an optional column): it is in the list afterwards.
  await page.locator('input[type="file"]').setInputFiles({
    name: "kommuner.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`number;name;county\r\n${imported};${name} importert;Testfylke\r\n`, "utf8"),
  });
  await expect(page.getByText(txt("resources.imported").replace("{count}", "1"))).toBeVisible();
  await page.getByRole("searchbox", { name: k("search") }).fill(imported);
  await expect(page.getByRole("row").filter({ hasText: `${name} importert` })).toHaveCount(1);

  // Delete both, by keyboard for the second: the confirmation gives the focus back when cancelled.
  for (const [num, label] of [
    [imported, `${imported} ${name} importert`],
    [number, `${number} ${name} endret`],
  ] as const) {
    await page.getByRole("searchbox", { name: k("search") }).fill(num);
    const target = page.getByRole("row").filter({ hasText: label.slice(5) });
    await expect(target).toHaveCount(1);
    await target.getByRole("button", { name: say("common.deleteFor", { item: label }) }).click();
    const confirm = page.getByRole("dialog", { name: say("common.deleteHeading", { item: label }) });
    await confirm.getByRole("button", { name: say("common.delete") }).click();
    await expect(confirm).toBeHidden();
    await expect(target).toHaveCount(0);
  }
});

/** Today in Oslo as DD.MM.YYYY, and a day a week on. */
function osloDay(offsetDays = 0) {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat("nb-NO", {
    timeZone: "Europe/Oslo",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  })
    .format(d)
    .replace(/\//g, ".");
}

test("a global message in English: an admin creates and edits it, the customer sees it, hides it and sends feedback", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const text = `Vedlikehold i kveld ${stamp()}`;
  const english = `Maintenance tonight ${stamp()}`;
  const g = (key: string) => say(`global-messages.${key}`, {}, "en");

  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await switchLanguage(page, "en");
  await openFromSidebar(page, txt("nav.globalMessages", {}, "en"), g("title"), "en");

  await page.getByRole("button", { name: g("new") }).click();
  const create = page.getByRole("dialog", { name: g("new") });
  await create.getByRole("textbox", { name: g("fields.textNo") }).fill(text);
  await create.getByRole("textbox", { name: g("fields.textEn") }).fill(english);
  await create
    .getByRole("combobox", { name: g("fields.severity") })
    .selectOption({ label: g("options.severity.info") });
  // the to date before the from date is refused with the schema's message
  await create.getByRole("textbox", { name: g("fields.from"), exact: true }).fill(osloDay());
  await create.getByRole("textbox", { name: g("fields.to"), exact: true }).fill(osloDay(-1));
  await create.getByRole("button", { name: say("common.save", {}, "en") }).click();
  await expect(create.getByText(txt("validation.dateOrder", {}, "en"))).toBeVisible();
  await expectNoAxeViolations(page, "/admin/global-messages (English, new, with errors)");
  await create.getByRole("textbox", { name: g("fields.to"), exact: true }).fill(osloDay(7));
  await create.getByRole("button", { name: say("common.save", {}, "en") }).click();
  await expect(create).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: text });
  await expect(row).toContainText(g("options.severity.info"));

  // Edit: make it a warning; the filter by severity finds it.
  await row.getByRole("button", { name: new RegExp(`^${say("common.edit", {}, "en")} .*${text}`) }).click();
  const edit = page.getByRole("dialog");
  await edit
    .getByRole("combobox", { name: g("fields.severity") })
    .selectOption({ label: g("options.severity.warning") });
  await edit.getByRole("button", { name: say("common.save", {}, "en") }).click();
  await expect(edit).toBeHidden();
  await page
    .getByRole("combobox", { name: g("severityFilter") })
    .selectOption({ label: g("options.severity.warning") });
  await expect(page).toHaveURL(/severity=warning/);
  await expect(row).toContainText(g("options.severity.warning"));
  await expectNoAxeViolations(page, "/admin/global-messages (English)");

  // The customer's owner sees it as a banner in the browser's language (English, as left), then in Norwegian, and
  // hides it for good.
  await signOut(page);
  await signInAsOwner(page);
  await expect(page.getByRole("region", { name: say("banner.label", {}, "en") }).getByText(english)).toBeVisible();
  await switchLanguage(page, "no");
  const banners = page.getByRole("region", { name: say("banner.label") });
  await expect(banners.getByText(text)).toBeVisible();
  await expectNoAxeViolations(page, "/customer/dashboard (with a banner)");
  await banners
    .getByRole("status")
    .filter({ hasText: text })
    .getByRole("button", { name: say("banner.dismiss") })
    .click();
  await expect(page.getByText(text)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);

  // Feedback from the help menu: the empty text is refused, then it is sent with a rating.
  const feedback = `Fin oversikt ${stamp()}`;
  await page.getByRole("button", { name: say("feedback.menu") }).click();
  const dialog = page.getByRole("dialog", { name: say("feedback.heading") });
  await dialog.getByRole("button", { name: say("feedback.send") }).click();
  await expect(dialog.getByText(txt("validation.required"))).toBeVisible();
  await expectNoAxeViolations(page, "send feedback (with errors)");
  await dialog.getByRole("textbox", { name: say("feedback.text") }).fill(feedback);
  await dialog.getByRole("combobox", { name: say("feedback.rating") }).selectOption("4");
  await dialog.getByRole("button", { name: say("feedback.send") }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(say("feedback.sent")).first()).toBeVisible();

  // The admin (the browser now in Norwegian) finds the feedback, new, from the dashboard, and deletes the message.
  await signOut(page);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  const f = (key: string) => say(`customer-feedback.${key}`);
  await openFromSidebar(page, txt("nav.customerFeedback"), f("title"));
  const sent = page.getByRole("row").filter({ hasText: feedback });
  await expect(sent).toContainText("4/5");
  await expect(sent).toContainText("/customer/dashboard");
  await expect(sent).toContainText(f("options.status.new"));
  await expectNoAxeViolations(page, "/admin/customer-feedback");

  await openFromSidebar(page, txt("nav.globalMessages"), say("global-messages.title"));
  const mine = page.getByRole("row").filter({ hasText: text });
  await mine.getByRole("button", { name: new RegExp(`^${say("common.delete")} .*${text}`) }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: say("common.delete") })
    .click();
  await expect(mine).toHaveCount(0);
});
