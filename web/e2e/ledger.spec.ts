// The ledger pages (issue 4) as the owner of the demo customer uses them: file import is chosen on the integration
// tab; an invoice, a payment, a credit note and a small balance are made through the API (the session's token);
// then in the browser: the open item on the ledger (due-period preset), the dashboard's notice, a payment split
// whose parts are matched (after the server's "Split amount error" for parts that do not add up), a small
// balance written off, a credit note deleted and restored, a debtor found by postcode, a voucher found by number,
// the correction export; and in English the ledger and the customer search. axe on every page and dialog.
import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { ct } from "./cases-text";
import { expect, expectNoAxeViolations, newCustomer, OWNER, signInAsOwner, switchLanguage, test, txt } from "./support";

// ---------------------------------------------------------------------------------------------------------
// The ledger's texts are in their own catalogue (web/src/i18n/<lng>/ledger.json, used as "ledger.*").

type Catalogue = { [key: string]: string | Catalogue };
const ledgerCatalogue = (lng: "no" | "en") =>
  JSON.parse(readFileSync(new URL(`../src/i18n/${lng}/ledger.json`, import.meta.url), "utf8")) as Catalogue;
const catalogues = { no: ledgerCatalogue("no"), en: ledgerCatalogue("en") };

/** A ledger text ("apply.heading" → ledger.json apply.heading) with {{params}}; `count` picks _one/_other. */
function lt(key: string, params: Record<string, string | number> = {}, lng: "no" | "en" = "no"): string {
  const path = key.split(".");
  if (params.count !== undefined) path[path.length - 1] += params.count === 1 ? "_one" : "_other";
  let value: string | Catalogue | undefined = catalogues[lng];
  for (const part of path) value = typeof value === "object" ? value[part] : undefined;
  if (typeof value !== "string") throw new Error(`no text for "ledger.${key}" (${lng})`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}
const lten = (key: string, params: Record<string, string | number> = {}) => lt(key, params, "en");

/** "1 234,50 kr" as the app writes it (no-NO, a no-break space before kr). */
const kr = (ore: number) =>
  `${new Intl.NumberFormat("no-NO", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ore / 100)}\u00a0kr`;

const osloDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Oslo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const daysAgo = (n: number) => osloDate.format(new Date(Date.now() - n * 86_400_000));
/** "2026-05-15" → "15.05.2026": what a user types in a date field (dd.mm.åååå). */
const typed = (iso: string) => iso.split("-").reverse().join(".");

// ---------------------------------------------------------------------------------------------------------
// The API, with a session of its own for the owner

async function apiAs(request: APIRequestContext) {
  const login = await request.post("/v1/auth/login", { data: { email: OWNER.email, password: OWNER.password } });
  expect(login.ok(), `login answered ${login.status()}`).toBe(true);
  const token = ((await login.json()) as { user: { accessToken: string } }).user.accessToken;
  const call = async <T>(method: "GET" | "POST", path: string, data?: unknown): Promise<T> => {
    const res = await request.fetch(`/v1${path}`, { method, data, headers: { Authorization: `Bearer ${token}` } });
    expect(res.ok(), `${method} ${path} answered ${res.status()}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  return {
    get: <T>(path: string) => call<T>("GET", path),
    post: <T>(path: string, data: unknown) => call<T>("POST", path, data),
  };
}

interface Made {
  id: string;
}

/** Fresh debtors per run (unique names and customer numbers) at a postcode of their own (9000-9999) for the search. */
async function makeLedger(request: APIRequestContext) {
  const api = await apiAs(request);
  const postcode = String(9000 + Math.floor(Math.random() * 1000));
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
  const person = (name: string, n: string) => ({
    type: "person",
    name,
    customerNumber: `E2E-${stamp}-${n}`,
    postcode,
    city: "Testvik",
  });
  const ola = await api.post<Made>("/debtors", person(`Ola Reskontro ${stamp}`, "1"));
  const kari = await api.post<Made>("/debtors", person(`Kari Småsaldo ${stamp}`, "2"));
  const invoice = (debtorId: string, number: string, amount: string, due: number) => ({
    debtorId,
    number,
    voucherDate: daysAgo(due + 14),
    dueDate: daysAgo(due),
    amount,
  });
  const inv1 = `F-${stamp}-1`;
  const inv2 = `F-${stamp}-2`;
  await api.post("/invoices", invoice(ola.id, inv1, "1 500,00", 40));
  await api.post("/invoices", invoice(ola.id, inv2, "800,00", 10));
  await api.post("/invoices", invoice(kari.id, `F-${stamp}-3`, "50,00", 45));
  // a payment without KID or invoice number: it waits for manual treatment
  await api.post("/payments", { debtorId: ola.id, voucherDate: daysAgo(1), amount: "2 300,00" });
  // a credit note that names no invoice: unmatched
  await api.post("/credit-notes", {
    debtorId: ola.id,
    number: `K-${stamp}`,
    voucherDate: daysAgo(2),
    amount: "100,00",
  });
  return {
    stamp,
    postcode,
    due: { inv1: daysAgo(40), inv2: daysAgo(10), kari: daysAgo(45) },
    ola: { id: ola.id, name: `Ola Reskontro ${stamp}` },
    kari: { id: kari.id, name: `Kari Småsaldo ${stamp}` },
    inv1,
    inv2,
  };
}

/** The sidebar (main menu), in the language the page shows. */
const sidebar = (page: Page, lng: "no" | "en" = "no") =>
  page.getByRole("navigation", { name: txt("layout.mainNav", {}, lng) });

/** Waits for the page's heading and title so axe sees the page, not a spinner. */
async function ready(page: Page, heading: string | RegExp) {
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Innfri \| /);
}

/** Chooses file import on the integration tab (or finds it chosen), which opens the ledger pages. */
async function enableFileImport(page: Page) {
  await page.goto("/customer/settings/integration");
  await ready(page, txt("settings.heading"));
  await expect(page.getByRole("tab", { name: txt("settings.tabs.integration") })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const current = page.getByText(lt("integration.current", { integration: lt("integration.kinds.file") }));
  const choose = page.getByRole("button", { name: lt("integration.useFile") });
  await expect(current.or(choose)).toBeVisible();
  if (await choose.isVisible()) await choose.click();
  await expect(current).toBeVisible();
  await expectNoAxeViolations(page, "/customer/settings/integration");
}

test("the ledger in Norwegian: open items, split, write-off, delete and restore, debtor and voucher search", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsOwner(page);
  await enableFileImport(page);
  const data = await makeLedger(page.request);

  await test.step("the dashboard's notice links to the payments waiting for manual treatment", async () => {
    await page.goto("/customer/dashboard");
    await expect(page.getByText(lt("notice.heading"))).toBeVisible();
    await expectNoAxeViolations(page, "/customer/dashboard (ledger notice)");
    await page.getByRole("link", { name: /innbetaling/ }).click();
    await expect(page).toHaveURL(/\/customer\/payment$/);
    await ready(page, lt("kinds.payment.heading"));
    await expect(page.getByRole("tab", { name: lt("tabs.unmatched") })).toHaveAttribute("aria-selected", "true");
  });

  await test.step("the ledger: the open items of a due period, grouped by debtor", async () => {
    await sidebar(page)
      .getByRole("link", { name: lt("nav.openPosts"), exact: true })
      .click();
    await ready(page, lt("titles.ledger"));
    await page.getByText(lt("due.31to90"), { exact: true }).click();
    await expect(page).toHaveURL(/period=31to90/);
    await expect(page.getByTestId("ledger-totals")).toContainText(/åpne? post/);
    await expectNoAxeViolations(page, "/customer/ledger (31–90 days)");
    // from/to due dates (the day of the first invoice, so other runs' items do not crowd the page)
    await page.getByLabel(lt("due.from")).fill(typed(data.due.inv1));
    await page.getByLabel(lt("due.to")).fill(typed(data.due.inv1));
    await page.getByRole("button", { name: lt("due.apply") }).click();
    await expect(page).toHaveURL(new RegExp(`dueFrom=${data.due.inv1}&dueTo=${data.due.inv1}$`));
    const ola = page.getByRole("rowgroup").filter({ hasText: data.ola.name });
    await expect(ola.getByRole("rowheader", { name: `Faktura ${data.inv1}` })).toBeVisible();
    await expect(ola.getByRole("row").filter({ hasText: data.inv1 })).toContainText(kr(150000));
    await expect(page.getByText(data.inv2)).toHaveCount(0);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: lt("export") }).click();
    expect((await download).suggestedFilename()).toMatch(/^reskontro-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  await test.step("notifications: the settings tab from the sidebar, recipients checked, saved", async () => {
    await sidebar(page).getByRole("link", { name: txt("nav.notifications") }).click();
    await expect(page).toHaveURL(/\/customer\/settings\/notification-settings$/);
    await ready(page, txt("settings.heading"));
    const form = page.getByRole("form", { name: txt("settings.notifications.heading") });
    await form
      .getByLabel(txt("settings.notifications.reminderFrequency"))
      .selectOption({ label: txt("settings.notifications.reminderFrequencyOptions.2weeks") });
    await form
      .getByLabel(txt("settings.notifications.dueDateAlert"))
      .selectOption({ label: txt("settings.notifications.dueDateAlertOptions.1week") });
    const recipients = form.getByLabel(txt("settings.notifications.recipients"));
    await recipients.fill("regnskap@firma.test; ikke en adresse");
    await form.getByRole("button", { name: txt("common.save") }).click();
    await expect(form.getByText("Skriv inn gyldige e-postadresser, skilt med komma eller semikolon.")).toBeVisible();
    await expectNoAxeViolations(page, "/customer/settings/notification-settings (error)");
    await recipients.fill("regnskap@firma.test, daglig.leder@firma.test");
    await form.getByRole("button", { name: txt("common.save") }).click();
    await expect(page.getByText(txt("common.saved")).first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(txt("settings.notifications.recipients"))).toHaveValue(
      "regnskap@firma.test; daglig.leder@firma.test",
    );
    // in English: the tab, its choices and the server's message for a bad address
    await switchLanguage(page, "en");
    const en = page.getByRole("form", { name: txt("settings.notifications.heading", {}, "en") });
    await expect(page.getByRole("tab", { name: txt("settings.tabs.notification-settings", {}, "en") })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(en.getByLabel(txt("settings.notifications.reminderFrequency", {}, "en"))).toHaveValue("2weeks");
    await en.getByLabel(txt("settings.notifications.recipients", {}, "en")).fill("a@firma.test, b");
    await en.getByRole("button", { name: txt("common.save", {}, "en") }).click();
    await expect(en.getByText("Enter valid e-mail addresses, separated by comma or semicolon.")).toBeVisible();
    await expectNoAxeViolations(page, "/customer/settings/notification-settings (English)");
    await switchLanguage(page, "no");
  });

  await test.step("write off a balance within NOK 100", async () => {
    await page.goto(`/customer/ledger?dueFrom=${data.due.kari}&dueTo=${data.due.kari}`);
    const kari = page.getByRole("rowgroup").filter({ hasText: data.kari.name });
    await kari.getByRole("button", { name: `${lt("debtorActions")} ${data.kari.name}` }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoAxeViolations(page, "/customer/ledger (debtor actions)");
    await page.getByRole("menuitem", { name: lt("writeOff.action", { amount: kr(5000) }) }).click();
    const confirm = page.getByRole("dialog", { name: lt("writeOff.heading") });
    await expect(confirm).toContainText(data.kari.name);
    await confirm.getByRole("button", { name: lt("writeOff.confirm") }).click();
    await expect(page.getByText(txt("ledger.writtenOff")).first()).toBeVisible();
    await expect(page.getByRole("rowgroup").filter({ hasText: data.kari.name })).toHaveCount(0);
  });

  await test.step("split a payment: the remaining amount live, the server's split error, then the parts matched", async () => {
    await page.goto(`/customer/payment/${data.ola.id}`);
    await ready(page, lt("kinds.payment.heading"));
    await expect(
      page.getByText(lt("filteredByDebtor", { debtor: `${data.ola.name} (E2E-${data.stamp}-1)` })),
    ).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: kr(230000) });
    await row.getByRole("button", { name: new RegExp(`^${lt("split.action")}`) }).click();
    const dialog = page.getByRole("dialog", { name: lt("split.heading") });
    await dialog.getByLabel(lt("split.partAmount", { n: 1 })).fill("1 500");
    await dialog.getByLabel(lt("split.partInvoice", { n: 1 })).fill(data.inv1);
    await dialog.getByLabel(lt("split.partAmount", { n: 2 })).fill("700");
    await dialog.getByLabel(lt("split.partInvoice", { n: 2 })).fill(data.inv2);
    await expect(dialog.getByTestId("split-remaining")).toHaveText(lt("split.remaining", { amount: kr(10000) }));
    await expectNoAxeViolations(page, "/customer/payment (split dialog)");
    await dialog.getByRole("button", { name: lt("split.submit"), exact: true }).click();
    await expect(dialog.getByText(txt("ledger.splitAmountError"))).toBeVisible();
    await expectNoAxeViolations(page, "/customer/payment (split dialog, split amount error)");
    await dialog.getByLabel(lt("split.partAmount", { n: 2 })).fill("800");
    await expect(dialog.getByTestId("split-remaining")).toHaveText(lt("split.remaining", { amount: kr(0) }));
    await dialog.getByRole("button", { name: lt("split.submit"), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(lt("split.done", { count: 2 }))).toBeVisible();

    await page.getByRole("tab", { name: lt("tabs.matched") }).click();
    await expect(page).toHaveURL(/tab=matched/);
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("row").filter({ hasText: kr(150000) })).toContainText(lt("status.matched"));
    await expect(panel.getByRole("row").filter({ hasText: kr(80000) })).toContainText(lt("status.matched"));
    await expectNoAxeViolations(page, "/customer/payment/{debtorId}?tab=matched");
  });

  await test.step("delete a credit note and restore it", async () => {
    await page.goto(`/customer/credit-note/${data.ola.id}`);
    await ready(page, lt("kinds.creditNote.heading"));
    const row = () =>
      page
        .getByRole("tabpanel")
        .getByRole("row")
        .filter({ hasText: `K-${data.stamp}` });
    await expect(row()).toBeVisible();
    await expectNoAxeViolations(page, "/customer/credit-note/{debtorId}");
    await row()
      .getByRole("button", { name: new RegExp(`^${txt("common.delete")}`) })
      .click();
    const confirm = page.getByRole("dialog", { name: lt("kinds.creditNote.deleteHeading") });
    await expectNoAxeViolations(page, "/customer/credit-note (delete dialog)");
    await confirm.getByRole("button", { name: txt("common.delete") }).click();
    await expect(page.getByText(lt("deleted")).first()).toBeVisible();
    await expect(row()).toHaveCount(0);

    await page.getByRole("tab", { name: lt("tabs.deleted") }).click();
    await expect(row()).toContainText(lt("status.deleted"));
    await row()
      .getByRole("button", { name: new RegExp(`^${txt("common.restore")}`) })
      .click();
    await expect(page.getByText(lt("restored")).first()).toBeVisible();
    await expect(row()).toHaveCount(0);
    await page.getByRole("tab", { name: lt("tabs.unmatched") }).click();
    await expect(row()).toContainText(lt("status.unmatched"));
  });

  await test.step("find the debtor by postcode and open its ledger", async () => {
    await sidebar(page)
      .getByRole("link", { name: lt("nav.customerSearch"), exact: true })
      .click();
    await ready(page, lt("titles.customerSearch"));
    const form = page.getByRole("search", { name: lt("customerSearch.formLabel") });
    await form.getByRole("button", { name: txt("table.search"), exact: true }).click();
    await expect(page.getByText(txt("validation.searchParameter"))).toBeVisible();
    await expectNoAxeViolations(page, "/customer/customer-search (no search field filled in)");
    await form.getByLabel(lt("debtor.postcode")).fill(data.postcode);
    await form.getByRole("button", { name: txt("table.search"), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`postcode=(%22)?${data.postcode}`));
    await page.getByRole("link", { name: data.ola.name }).click();
    await expect(page).toHaveURL(new RegExp(`/customer/customer-search/${data.ola.id}`));
    await expect(page.getByRole("heading", { name: data.ola.name })).toBeVisible();
    await expect(page.getByTestId("debtor-open")).toHaveText(kr(0));
    await expect(page.getByText(ct("debtorCases.none"))).toBeVisible();
    await expect(page.getByRole("rowheader", { name: `Faktura ${data.inv1}` })).toBeVisible();
    await expectNoAxeViolations(page, "/customer/customer-search/{debtorId}");
  });

  await test.step("find a voucher by number; the result opens the debtor", async () => {
    await sidebar(page)
      .getByRole("link", { name: lt("nav.voucherSearch"), exact: true })
      .click();
    await ready(page, lt("titles.voucherSearch"));
    await page.getByLabel(lt("fields.number"), { exact: true }).fill(data.inv2);
    await page.getByRole("button", { name: txt("table.search"), exact: true }).click();
    await expect(page.getByRole("row").filter({ hasText: data.inv2 })).toContainText(lt("status.closed"));
    await expectNoAxeViolations(page, "/customer/voucher-search");
    await page.getByRole("link", { name: new RegExp(data.ola.name) }).click();
    await expect(page).toHaveURL(new RegExp(`/customer/customer-search/${data.ola.id}`));
  });

  await test.step("download the corrections of a period", async () => {
    await sidebar(page)
      .getByRole("link", { name: lt("nav.correctionExport"), exact: true })
      .click();
    await ready(page, lt("titles.correctionExport"));
    await expectNoAxeViolations(page, "/customer/correction-export");
    await page.getByLabel(lt("correctionExport.from")).fill(typed(daysAgo(30)));
    await page.getByLabel(lt("correctionExport.to")).fill(typed(daysAgo(0)));
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: lt("correctionExport.download") }).click();
    expect((await download).suggestedFilename()).toMatch(/^korrigeringer-.*\.csv$/);
  });
});

test("the ledger and the customer search in English", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsOwner(page);
  await enableFileImport(page);
  const data = await makeLedger(page.request);
  await switchLanguage(page, "en");

  await sidebar(page, "en")
    .getByRole("link", { name: lten("nav.openPosts"), exact: true })
    .click();
  await ready(page, lten("titles.ledger"));
  await expect(page).toHaveTitle(`Innfri | ${lten("titles.ledger")}`);
  await page.getByText(lten("due.1to30"), { exact: true }).click();
  await expect(page).toHaveURL(/period=1to30/);
  await expect(page.getByTestId("ledger-totals")).toContainText(/open items?, /);
  await page.goto(`/customer/ledger?dueFrom=${data.due.inv2}&dueTo=${data.due.inv2}`);
  const ola = page.getByRole("rowgroup").filter({ hasText: data.ola.name });
  await expect(ola.getByRole("rowheader", { name: `Invoice ${data.inv2}` })).toBeVisible();
  await expectNoAxeViolations(page, "/customer/ledger (English)");

  // exclude a customer number from the automatic work, and include it again
  await page.goto(`/customer/ledger?dueFrom=${data.due.kari}&dueTo=${data.due.kari}`);
  const kari = page.getByRole("rowgroup").filter({ hasText: data.kari.name });
  const actions = kari.getByRole("button", { name: `${lten("debtorActions")} ${data.kari.name}` });
  await actions.click();
  await page.getByRole("menuitem", { name: lten("exclude.action") }).click();
  const confirm = page.getByRole("dialog", {
    name: lten("exclude.heading", { customerNumber: `E2E-${data.stamp}-2` }),
  });
  await expectNoAxeViolations(page, "/customer/ledger (English, exclude dialog)");
  await confirm.getByRole("button", { name: lten("exclude.confirm") }).click();
  await expect(page.getByText(lten("exclude.done", { customerNumber: `E2E-${data.stamp}-2` }))).toBeVisible();
  await actions.click();
  await page.getByRole("menuitem", { name: lten("exclude.include") }).click();
  await expect(page.getByText(lten("exclude.included", { customerNumber: `E2E-${data.stamp}-2` }))).toBeVisible();

  await sidebar(page, "en")
    .getByRole("link", { name: lten("nav.customerSearch"), exact: true })
    .click();
  await ready(page, lten("titles.customerSearch"));
  const form = page.getByRole("search", { name: lten("customerSearch.formLabel") });
  await form.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("Fill in at least one search field.")).toBeVisible();
  await form.getByLabel(lten("debtor.postcode")).fill(data.postcode);
  await form.getByLabel(lten("debtor.name")).fill("Kari Småsaldo");
  await form.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("link", { name: data.kari.name }).click();
  await expect(page.getByRole("heading", { name: data.kari.name })).toBeVisible();
  await expect(page.getByTestId("debtor-balance")).toHaveText(kr(5000));
  await expect(page.getByText(ct("debtorCases.none", {}, "en"))).toBeVisible();
  await expectNoAxeViolations(page, "/customer/customer-search/{debtorId} (English)");

  // manual treatment: the payment applied to the debtor's open items, oldest first as proposed
  await page.goto(`/customer/payment/${data.ola.id}`);
  await ready(page, lten("kinds.payment.heading"));
  await page
    .getByRole("row")
    .filter({ hasText: kr(230000) })
    .getByRole("button", { name: new RegExp(`^${lten("apply.action")}`) })
    .click();
  const apply = page.getByRole("dialog", { name: lten("apply.heading") });
  await expect(apply.getByLabel(lten("apply.amountFor", { item: `Invoice ${data.inv1}` }))).toHaveValue("1500,00");
  await expect(apply.getByLabel(lten("apply.amountFor", { item: `Invoice ${data.inv2}` }))).toHaveValue("800,00");
  await expect(apply.getByText(lten("apply.left", { amount: kr(0) }))).toBeVisible();
  await expectNoAxeViolations(page, "/customer/payment (English, apply dialog)");
  await apply.getByRole("button", { name: lten("apply.submit"), exact: true }).click();
  await expect(apply).toBeHidden();
  await expect(page.getByText(lten("apply.done"))).toBeVisible();
  await page.getByRole("tab", { name: lten("tabs.matched") }).click();
  await expect(
    page
      .getByRole("tabpanel")
      .getByRole("row")
      .filter({ hasText: kr(230000) }),
  ).toContainText(lten("status.matched"));

  await sidebar(page, "en")
    .getByRole("link", { name: lten("nav.payment"), exact: true })
    .click();
  await ready(page, lten("kinds.payment.heading"));
  await page.getByRole("button", { name: lten("kinds.payment.new") }).click();
  const dialog = page.getByRole("dialog", { name: lten("kinds.payment.new") });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Please type something").first()).toBeVisible();
  await expectNoAxeViolations(page, "/customer/payment (English, new payment form with errors)");
});

test("a customer without an integration setting has no ledger: /customer/ledger is /404", async ({ page }) => {
  test.setTimeout(90_000);
  await newCustomer(page, "uten-integrasjon", `Uten Integrasjon ${Date.now().toString(36)} AS`);

  // the sidebar has the pages that need no integration, but not the ledger
  await expect(sidebar(page).getByRole("link", { name: lt("nav.customerSearch"), exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole("link", { name: lt("nav.openPosts"), exact: true })).toHaveCount(0);
  await page.goto("/customer/ledger");
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole("heading", { name: txt("notFound.heading") })).toBeVisible();

  // the integration tab opens it
  await enableFileImport(page);
  await sidebar(page)
    .getByRole("link", { name: lt("nav.openPosts"), exact: true })
    .click();
  await ready(page, lt("titles.ledger"));
  await expect(page.getByText(lt("noOpenItems"))).toBeVisible();
  await expectNoAxeViolations(page, "/customer/ledger (no open items)");
});

/** A valid KID (MOD10, Luhn) with a random body. */
function mod10Kid(): string {
  const body = `${Math.floor(1e9 + Math.random() * 8e9)}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) d *= 2;
    sum += d > 9 ? d - 9 : d;
  }
  return body + ((10 - (sum % 10)) % 10);
}

test("issue 8: claims by hand, a move that asks first, a payment found by KID, a search without ø", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsOwner(page);
  await enableFileImport(page);
  const api = await apiAs(page.request);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
  const name = `Bjørnstad Reskontro ${stamp}`;
  const debtor = await api.post<Made>("/debtors", { type: "person", name, customerNumber: `E2E-${stamp}-B` });
  const number = `H-${stamp}`;

  await test.step("Ny faktura on the ledger page: a rent claim, the debtor found without ø", async () => {
    await page.goto("/customer/ledger");
    await ready(page, lt("titles.ledger"));
    await page.getByRole("button", { name: lt("claimKinds.invoice.new") }).click();
    const dialog = page.getByRole("dialog", { name: lt("claimKinds.invoice.new") });
    await dialog
      .getByRole("combobox", { name: new RegExp(`^${lt("fields.debtor")}`) })
      .fill(`bjornstad reskontro ${stamp}`);
    await dialog.getByRole("option", { name: new RegExp(stamp) }).click();
    await dialog
      .getByLabel(new RegExp(`^${lt("claimKinds.invoiceType")}`))
      .selectOption({ label: lt("claimKinds.invoiceTypes.2") });
    await dialog.getByLabel(new RegExp(`^${lt("claimKinds.invoice.number")}`)).fill(number);
    await dialog.getByLabel(new RegExp(`^${lt("fields.amount")}`)).fill("12 500");
    await expectNoAxeViolations(page, "/customer/ledger (new invoice)");
    await dialog.getByRole("button", { name: txt("common.save") }).click();
    await expect(page.getByText(lt("claimKinds.invoice.created")).first()).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step("on the debtor's page: a late fee, a judgment, and a taken invoice number refused", async () => {
    await page.goto(`/customer/customer-search/${debtor.id}`);
    await expect(page.getByRole("heading", { name })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: `${lt("types.5")} ${number}` })).toBeVisible();
    await page.getByRole("button", { name: lt("claimKinds.lateFee.new") }).click();
    let dialog = page.getByRole("dialog", { name: lt("claimKinds.lateFee.new") });
    await dialog.getByLabel(new RegExp(`^${lt("fields.amount")}`)).fill("35");
    await dialog.getByRole("button", { name: txt("common.save") }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("rowheader", { name: lt("types.2"), exact: true })).toBeVisible();

    await page.getByRole("button", { name: lt("claimKinds.sentence.new") }).click();
    dialog = page.getByRole("dialog", { name: lt("claimKinds.sentence.new") });
    await dialog.getByLabel(new RegExp(`^${lt("claimKinds.sentence.number")}`)).fill(`S-${stamp}`);
    await dialog.getByLabel(new RegExp(`^${lt("fields.amount")}`)).fill("40 000");
    await dialog.getByRole("button", { name: txt("common.save") }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("rowheader", { name: `${lt("types.12")} S-${stamp}` })).toBeVisible();

    await page.getByRole("button", { name: lt("claimKinds.invoice.new") }).click();
    dialog = page.getByRole("dialog", { name: lt("claimKinds.invoice.new") });
    await dialog.getByLabel(new RegExp(`^${lt("claimKinds.invoice.number")}`)).fill(number);
    await dialog.getByLabel(new RegExp(`^${lt("fields.amount")}`)).fill("100");
    await dialog.getByRole("button", { name: txt("common.save") }).click();
    await expect(dialog.getByText(`Faktura ${number} finnes allerede i produktet.`)).toBeVisible();
    await dialog.getByRole("button", { name: txt("common.cancel") }).click();
  });

  await test.step("moving the claim asks first, then links to the corrections, where it is open", async () => {
    await page.goto("/customer/ledger");
    await ready(page, lt("titles.ledger"));
    const due = daysAgo(-14);
    await page.getByLabel(lt("due.from")).fill(typed(due));
    await page.getByLabel(lt("due.to")).fill(typed(due));
    await page.getByRole("button", { name: lt("due.apply") }).click();
    await expect(page).toHaveURL(new RegExp(`dueFrom=${due}&dueTo=${due}$`));
    const label = `${lt("types.5")} ${number}`;
    await page.getByRole("button", { name: `${lt("move.action")} ${label}` }).click();
    await page.getByRole("menuitem", { name: lt("move.to.correction") }).click();
    const confirm = page.getByRole("dialog", { name: lt("moveConfirm.heading", { item: label }) });
    await expect(confirm).toContainText(lt("moveConfirm.pages.correction"));
    await expectNoAxeViolations(page, "/customer/ledger (move confirm)");
    await confirm.getByRole("button", { name: lt("moveConfirm.confirm") }).click();
    await expect(
      page.getByText(lt("moveConfirm.done", { item: label, page: lt("moveConfirm.pages.correction") })),
    ).toBeVisible();
    await page
      .getByRole("button", { name: lt("moveConfirm.show", { page: lt("moveConfirm.pages.correction") }) })
      .click();
    await expect(page).toHaveURL(/\/customer\/corrections\?tab=open$/);
    await expect(page.getByRole("tab", { name: lt("correctionTabs.open") })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText("12 500,00");
  });

  await test.step("voucher search finds a payment by KID, the URL is plain, and another tab starts empty", async () => {
    const kid = mod10Kid();
    await api.post("/payments", { debtorId: debtor.id, voucherDate: daysAgo(1), amount: "250", kid });
    await page.goto("/customer/voucher-search/payments");
    await ready(page, lt("titles.voucherSearch"));
    await page.getByLabel(lt("fields.kid"), { exact: true }).fill(kid);
    await page.getByRole("button", { name: txt("table.search"), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/voucher-search/payments\\?kid=${kid}$`));
    await expect(page.getByRole("row").filter({ hasText: kid })).toContainText("250,00");
    await page.getByRole("tab", { name: lt("voucherSearch.tabs.invoices") }).click();
    await expect(page).toHaveURL(/\/voucher-search\/invoices$/);
    await expect(page.getByLabel(lt("fields.kid"), { exact: true })).toHaveValue("");
    await expect(page.getByText(lt("voucherSearch.prompt"))).toBeVisible();
  });

  await test.step('the customer search finds "Bjørnstad" by "bjornstad"', async () => {
    await page.goto("/customer/customer-search");
    const form = page.getByRole("search", { name: lt("customerSearch.formLabel") });
    await form.getByLabel(lt("debtor.name")).fill(`bjornstad reskontro ${stamp.toLowerCase()}`);
    await form.getByRole("button", { name: txt("table.search"), exact: true }).click();
    await expect(page.getByRole("link", { name })).toBeVisible();
  });
});
