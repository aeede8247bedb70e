// The dashboard's way in and figures (issue 8), as a new customer meets them: registered and activated through the
// UI, the dashboard explains how invoices get in and switches on file import; the sidebar's "Importer fil" opens the
// import; a CSV of invoices and an OCR file that pays two of them (and one unknown KID) are imported; then the
// dashboard shows what the ledger shows: the outstanding total (the ledger page's), the split by days overdue,
// payments received this month / this year and the notice of what waits for manual treatment; cases at 0. In
// English too. Then issue 19's whole way in: the starter plan chosen at registration (newCustomer) is on the plan tab,
// the top-up page prices more, and its units start a case on an imported invoice whose payment reminder is run (sent,
// or planned for the sending window). axe on each state.
import { readFileSync, writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { invoiceCsv, kidFor, ocrFile } from "../../packages/core/src/ledger/import/fixtures/generate";
import { overduePeriodOf, OVERDUE_PERIODS } from "../../packages/core/src/ledger/summary-rules";
import { ct } from "./cases-text";
import { expect, expectNoAxeViolations, newCustomer, switchLanguage, test, txt } from "./support";

// ---------------------------------------------------------------------------------------------------------
// Texts from the catalogues: web/src/i18n/<lng>/{overview,ledger,imports}.json (used as "overview.*" and so on).

type Catalogue = { [key: string]: string | Catalogue };
type Lng = "no" | "en";
const load = (file: string, lng: Lng) =>
  JSON.parse(readFileSync(new URL(`../src/i18n/${lng}/${file}.json`, import.meta.url), "utf8")) as Catalogue;
const catalogues = Object.fromEntries(
  ["overview", "ledger", "imports"].map((f) => [f, { no: load(f, "no"), en: load(f, "en") }]),
) as Record<string, Record<Lng, Catalogue>>;

/** "overview.figures.openItems" with {{params}}; `count` picks _one/_other. Other keys: support's txt(). */
function t(key: string, params: Record<string, string | number> = {}, lng: Lng = "no"): string {
  const [file, ...path] = key.split(".");
  if (!catalogues[file!]) return txt(key, params as Record<string, string>, lng);
  if (params.count !== undefined) path[path.length - 1] += params.count === 1 ? "_one" : "_other";
  let value: string | Catalogue | undefined = catalogues[file!]![lng];
  for (const part of path) value = typeof value === "object" ? value[part] : undefined;
  if (typeof value !== "string") throw new Error(`no text for "${key}" (${lng})`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}

/** "1 234,50 kr" as the app writes it (no-NO, a no-break space before kr). */
const kr = (ore: number) =>
  `${new Intl.NumberFormat("no-NO", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ore / 100)}\u00a0kr`;

const osloDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Oslo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const today = () => osloDate.format(new Date());

const sidebar = (page: Page, lng: Lng = "no") => page.getByRole("navigation", { name: txt("layout.mainNav", {}, lng) });

/** The invoices of the generated CSV: KID, amount in øre and due date (YYYY-MM-DD), from its own columns. */
function invoicesOf(csv: string) {
  return csv
    .trim()
    .split("\r\n")
    .slice(1)
    .map((line) => {
      const cells = line.split(";");
      const [number, , due, amount, kid] = cells.slice(-5);
      const [dd, mm, yyyy] = due!.split(".");
      return {
        customer: cells[0]!,
        // a person's name (first and last: no quotes); a company's may be quoted, and is not read here
        name: cells[1]!,
        number: number!,
        kid: kid!,
        amountOre: Math.round(Number(amount!.replace(",", ".")) * 100),
        due: `${yyyy}-${mm}-${dd}`,
      };
    });
}

/** Uploads a file on the import page and imports it once it is previewed. */
async function importFile(page: Page, path: string, format: string, fileName: string) {
  await page.getByLabel(t("imports.upload.file"), { exact: true }).setInputFiles(path);
  await expect(page.getByLabel(t("imports.upload.format"))).toHaveValue(format);
  await page.getByRole("button", { name: t("imports.upload.submit") }).click();
  await expect(page.getByRole("heading", { name: t("imports.summary.heading") })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: t("imports.commit"), exact: true }).click();
  await expect(page.getByText(t("imports.result.heading", { fileName }))).toBeVisible({ timeout: 30_000 });
}

const amountOf = (page: Page, id: string) => page.getByTestId(`figure-${id}-amount`);

test("a new customer is shown the way in, imports through the sidebar, and the dashboard shows the ledger's figures", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await newCustomer(page, "ny-kunde", `Veien Inn ${Date.now().toString(36)} AS`);

  await test.step("the way in: two ways, and the button that switches on file import", async () => {
    const card = page.getByTestId("way-in");
    await expect(card.getByRole("heading", { name: t("overview.wayIn.heading") })).toBeVisible();
    await expect(card.getByRole("heading", { name: t("overview.wayIn.fileTitle") })).toBeVisible();
    await expect(card.getByRole("heading", { name: t("overview.wayIn.manualTitle") })).toBeVisible();
    await expect(sidebar(page).getByRole("link", { name: t("ledger.nav.importFile"), exact: true })).toHaveCount(0);
    // before anything is in: zeros, and no cases yet
    // no ledger yet (its calls are 404 without an integration setting): the way in, not figures
    await expect(page.getByTestId("ledger-figures")).toHaveCount(0);
    await expect(page.getByTestId("case-figures").getByText(txt("dashboard.emptyTitle"))).toBeVisible();
    await expectNoAxeViolations(page, "/customer/dashboard (new customer)");

    await card.getByRole("button", { name: t("overview.wayIn.enable") }).click();
    await expect(page.getByRole("heading", { name: t("overview.wayIn.readyHeading") })).toBeVisible();
    await expect(amountOf(page, "outstanding")).toHaveText(kr(0));
    await expectNoAxeViolations(page, "/customer/dashboard (ledger ready)");
  });

  const first = 2_000_000 + (Math.floor(Date.now() / 1000) % 7_000_000);
  const csv = invoiceCsv(12, { today: today(), firstInvoiceNumber: first, customers: 4, seed: 8 });
  const invoices = invoicesOf(csv);
  const csvName = `faktura-${first}.csv`;
  writeFileSync(test.info().outputPath(csvName), csv);
  const paid = invoices.slice(0, 2);
  const unknownOre = 321_00;
  const ocr = ocrFile(
    [
      ...paid.map((i) => ({ kid: i.kid, amountOre: i.amountOre, date: today() })),
      { kid: kidFor(`88${first}`), amountOre: unknownOre, date: today() },
    ],
    { transmissionNumber: String(first) },
  );
  const ocrName = `OCR.${first}.txt`;
  writeFileSync(test.info().outputPath(ocrName), ocr);

  await test.step("the sidebar's import entry opens the import; a CSV of invoices and an OCR file", async () => {
    const entry = sidebar(page).getByRole("link", { name: t("ledger.nav.importFile"), exact: true });
    await entry.click();
    await expect(page).toHaveURL(/\/customer\/ledger\/import$/);
    await expect(page.getByRole("heading", { name: t("imports.title"), level: 1 })).toBeVisible();
    await expect(entry).toHaveAttribute("aria-current", "page");
    await importFile(page, test.info().outputPath(csvName), "csv", csvName);
    await page.getByRole("button", { name: t("imports.another") }).click();
    await importFile(page, test.info().outputPath(ocrName), "ocr", ocrName);
  });

  const open = invoices.slice(2);
  const openOre = open.reduce((s, i) => s + i.amountOre, 0);
  const receivedOre = paid.reduce((s, i) => s + i.amountOre, 0) + unknownOre;

  let ledgerTotals = "";
  await test.step("the ledger page's total", async () => {
    await sidebar(page)
      .getByRole("link", { name: t("ledger.nav.openPosts"), exact: true })
      .click();
    const totals = page.getByTestId("ledger-totals");
    await expect(totals).toHaveText(t("ledger.totals", { count: open.length, amount: kr(openOre) }));
    ledgerTotals = (await totals.textContent()) ?? "";
  });

  await test.step("the dashboard shows the same figures", async () => {
    await sidebar(page)
      .getByRole("link", { name: txt("nav.dashboard"), exact: true })
      .click();
    await expect(amountOf(page, "outstanding")).toHaveText(kr(openOre));
    expect(ledgerTotals).toContain(kr(openOre));
    await expect(page.getByTestId("figure-outstanding")).toContainText(
      t("overview.figures.openItems", { count: open.length }),
    );
    await expect(page.getByTestId("way-in")).toHaveCount(0);

    // by days overdue, as the rules put the invoices' due dates
    const expected = OVERDUE_PERIODS.map((period) => {
      const inIt = open.filter((i) => overduePeriodOf(i.due, today()) === period);
      return [
        t(`overview.figures.periods.${period}`),
        String(inIt.length),
        kr(inIt.reduce((s, i) => s + i.amountOre, 0)),
      ];
    });
    const table = page.getByRole("table", { name: t("overview.figures.byPeriodHeading") });
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(OVERDUE_PERIODS.length);
    for (const [i, cells] of expected.entries()) await expect(rows.nth(i).locator("th, td")).toHaveText(cells);
    const overdueOre = open.filter((i) => i.due < today()).reduce((s, i) => s + i.amountOre, 0);
    await expect(amountOf(page, "overdue")).toHaveText(kr(overdueOre));

    // payments received: all three came in today
    await expect(amountOf(page, "received")).toHaveText(kr(receivedOre));
    const period = page.getByRole("combobox", { name: t("overview.figures.receivedPeriod"), exact: true });
    await period.selectOption({ label: t("overview.figures.receivedPeriods.thisYear") });
    await expect(amountOf(page, "received")).toHaveText(kr(receivedOre));
    await expect(page.getByTestId("figure-received")).toContainText(t("overview.figures.receivedItems", { count: 3 }));

    // the unknown KID waits for manual treatment
    await expect(
      page.getByRole("link", { name: t("ledger.notice.payments", { count: 1, amount: kr(unknownOre) }) }),
    ).toHaveAttribute("href", "/customer/payment");
    await expect(page.getByTestId("overdue-chart").locator(".recharts-bar-rectangle").first()).toBeVisible();
    await expectNoAxeViolations(page, "/customer/dashboard (figures)");
  });

  await test.step("in English", async () => {
    await switchLanguage(page, "en");
    await expect(page.getByTestId("figure-outstanding")).toContainText(
      t("overview.figures.openItems", { count: open.length }, "en"),
    );
    await expect(amountOf(page, "outstanding")).toHaveText(kr(openOre));
    await expect(page.getByRole("table", { name: t("overview.figures.byPeriodHeading", {}, "en") })).toBeVisible();
    await expect(page.getByTestId("case-figures").getByText(txt("dashboard.emptyTitle", {}, "en"))).toBeVisible();
    await expect(sidebar(page, "en").getByRole("heading", { name: txt("nav.ledgerGroup", {}, "en") })).toBeVisible();
    await expectNoAxeViolations(page, "/customer/dashboard (English)");
  });

  await test.step("the plan bought at registration: the plan tab and the top-up page (issue 19), in English", async () => {
    await page.goto("/customer/settings");
    await expect(page).toHaveURL(/\/customer\/settings\/plan$/);
    await expect(page.getByRole("heading", { name: "Start (free trial)" })).toBeVisible();
    await expectNoAxeViolations(page, "/customer/settings/plan (English)");
    await page.getByRole("link", { name: txt("metering.buyMore", {}, "en") }).click();
    await expect(page).toHaveURL(/\/customer\/top-up$/);
    await page.getByLabel(txt("purchase.kinds.cases", {}, "en")).fill("2");
    await expect(page.getByText(/^Total: 98,00/)).toBeVisible();
    await expectNoAxeViolations(page, "/customer/top-up (English)");
  });

  // issue 19's "done when": the starter plan's units start a lawful case at once, with no one at our end
  await test.step("a case on an imported invoice, and its payment reminder, in English (issue 19)", async () => {
    // the CSV's third customer is a person (invoiceCsv: every third); its overdue invoices
    const person = open.filter((i) => i.customer === invoices[2]!.customer);
    const overdue = person.filter((i) => i.due < today());
    expect(overdue.length).toBeGreaterThan(0);
    await sidebar(page, "en").getByRole("link", { name: ct("nav.activeCases", {}, "en") }).click();
    await page.getByRole("link", { name: ct("list.newCase", {}, "en") }).click();
    await page.getByLabel(ct("wizard.debtorSearch", {}, "en")).fill(invoices[2]!.customer);
    await page.getByRole("button", { name: ct("wizard.chooseDebtor", { name: invoices[2]!.name }, "en") }).click();
    for (const i of overdue)
      await page.getByRole("checkbox", { name: ct("wizard.pickItem", { item: `Invoice ${i.number}` }, "en") }).check();
    await page.getByRole("button", { name: ct("wizard.next", {}, "en"), exact: true }).click();
    await expect(page.getByTestId("case-total")).toHaveText(kr(overdue.reduce((s, i) => s + i.amountOre, 0)));
    await page.getByRole("button", { name: ct("wizard.start", {}, "en"), exact: true }).click();
    await expect(page).toHaveURL(/\/customer\/cases\/view\/[^/]+$/);
    const caseUrl = page.url();

    await page.getByRole("button", { name: ct("run.open", {}, "en") }).click();
    const dialog = page.getByRole("dialog", { name: ct("run.title", {}, "en") });
    const reminder = dialog.getByRole("radio", { name: /Payment reminder/ });
    await expect(reminder).toBeEnabled();
    await expectNoAxeViolations(page, "run-step dialog (English)");
    await reminder.check();
    await dialog.getByRole("button", { name: /^Run / }).click();
    await expect(dialog).toBeHidden();
    const history = page.getByRole("region", { name: ct("history.title", {}, "en") });
    const step = history.getByRole("listitem").filter({ hasText: "Payment reminder" }).first();
    await expect(step).toBeVisible();
    // outside the sending window it is planned (nothing is made before it goes); inside it the letter is made
    const planned = (await step.textContent())!.includes(`· ${ct("history.status.planned", {}, "en")}`);
    await page.goto(`${caseUrl}/tab/documents`);
    if (planned) await expect(page.getByText(ct("page.empty.documents", {}, "en"))).toBeVisible();
    else
      await expect
        .poll(
          async () => {
            await page.reload();
            await expect(page.getByRole("table").or(page.getByText(ct("page.empty.documents", {}, "en"))).first()).toBeVisible();
            // the letter is in the debtor's language (Norwegian), whatever the user reads the app in
            return page.getByRole("row").filter({ hasText: "Betalingspåminnelse" }).count();
          },
          { timeout: 20_000 },
        )
        .toBeGreaterThan(0);
    await expectNoAxeViolations(page, "/customer/cases/view/{id}/tab/documents (English)");
  });
});
