// File imports into the ledger (issue 4) as the owner of the demo customer uses them: with the file integration
// chosen (through the API, with a session of the test's own), a generated CSV of 30 invoices is uploaded on
// /customer/ledger/import, previewed (counts, column mapping, first rows) and imported; then an OCR giro file that
// pays two of those invoices by KID and has one unknown KID: 2 payments matched, 1 waiting for manual treatment.
// In English the result and the recent imports, and the open items on the ledger page. axe on each state.
// e2e data persists in .data/e2e between runs: the invoice numbers, KIDs and the OCR transmission are new each run.
import { readFileSync, writeFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { invoiceCsv, kidFor, ocrFile } from "../../packages/core/src/ledger/import/fixtures/generate";
import { expect, expectNoAxeViolations, OWNER, signInAsOwner, switchLanguage, test } from "./support";

// ---------------------------------------------------------------------------------------------------------
// The page's texts are in their own catalogue (web/src/i18n/<lng>/imports.json, used as "imports.*").

type Catalogue = { [key: string]: string | Catalogue };
const importsCatalogue = (lng: "no" | "en") =>
  JSON.parse(readFileSync(new URL(`../src/i18n/${lng}/imports.json`, import.meta.url), "utf8")) as Catalogue;
const catalogues = { no: importsCatalogue("no"), en: importsCatalogue("en") };

/** An import text ("upload.file" → imports.json upload.file) with {{params}} filled in. */
function im(key: string, params: Record<string, string | number> = {}, lng: "no" | "en" = "no"): string {
  let value: string | Catalogue | undefined = catalogues[lng];
  for (const part of key.split(".")) value = typeof value === "object" ? value[part] : undefined;
  if (typeof value !== "string") throw new Error(`no text for "imports.${key}" (${lng})`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}
const en = (key: string, params: Record<string, string | number> = {}) => im(key, params, "en");

const osloDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Oslo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const today = () => osloDate.format(new Date());

/** The file integration (the import page's guard needs an integration setting), set through the API. */
async function ensureFileIntegration(request: APIRequestContext) {
  const login = await request.post("/v1/auth/login", { data: { email: OWNER.email, password: OWNER.password } });
  expect(login.ok(), `login answered ${login.status()}`).toBe(true);
  const token = ((await login.json()) as { user: { accessToken: string } }).user.accessToken;
  const res = await request.post("/v1/integration-settings", {
    data: { integration: "file" },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok(), `POST /v1/integration-settings answered ${res.status()}: ${await res.text()}`).toBe(true);
}

/** The invoices of the generated CSV: number, KID, amount in øre and due date (YYYY-MM-DD), from its own columns. */
function invoicesOf(csv: string) {
  return csv
    .trim()
    .split("\r\n")
    .slice(1)
    .map((line) => {
      // the name may be quoted and hold a semicolon: count the columns from the end
      const cells = line.split(";");
      const [due, amount, kid] = cells.slice(-3);
      const number = cells[cells.length - 5]!;
      const [dd, mm, yyyy] = due!.split(".");
      return {
        number,
        kid: kid!,
        amountOre: Math.round(Number(amount!.replace(",", ".")) * 100),
        due: `${yyyy}-${mm}-${dd}`,
      };
    });
}

/** A figure of a description list (summary or result) by its term. */
const figure = (page: Page, testId: string, term: string) =>
  page
    .getByTestId(testId)
    .locator("div")
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator("dd");

async function ready(page: Page, heading: string) {
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`Innfri | ${heading}`);
}

/** Chooses the file (written to the test's output folder), checks the detected format, uploads it. */
async function upload(page: Page, path: string, format: string, lng: "no" | "en" = "no") {
  await page.getByLabel(im("upload.file", {}, lng), { exact: true }).setInputFiles(path);
  await expect(page.getByLabel(im("upload.format", {}, lng))).toHaveValue(format);
  await page.getByRole("button", { name: im("upload.submit", {}, lng) }).click();
}

test("imports a CSV of invoices, then an OCR file whose payments match by KID (Norwegian and English)", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsOwner(page);
  await ensureFileIntegration(page.request);

  // a new range of invoice numbers each run (whole seconds since 2026, 7 digits): new bytes, new KIDs
  const first = 1_000_000 + (Math.floor(Date.now() / 1000) % 8_000_000);
  const csv = invoiceCsv(30, { today: today(), firstInvoiceNumber: first, customers: 8, seed: 2026 });
  const invoices = invoicesOf(csv);
  const csvName = `faktura-${first}.csv`;
  const csvPath = test.info().outputPath(csvName);
  writeFileSync(csvPath, csv);

  await test.step("the import page: choose a file, see the detected format, upload", async () => {
    await page.goto("/customer/ledger/import");
    await ready(page, im("title"));
    await expectNoAxeViolations(page, "/customer/ledger/import");
    await upload(page, csvPath, "csv");
  });

  await test.step("the preview: counts, the column mapping and the first rows, then import", async () => {
    await expect(page.getByRole("heading", { name: im("summary.heading") })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/customer\/ledger\/import\?id=/);
    await expect(figure(page, "import-summary", im("summary.rows"))).toHaveText("30");
    await expect(figure(page, "import-summary", im("summary.invoices"))).toHaveText("30");
    await expect(figure(page, "import-summary", im("summary.errors"))).toHaveText("0");
    await expect(figure(page, "import-summary", im("summary.duplicates"))).toHaveText("0");
    await expect(page.getByLabel(im("fields.amount"), { exact: true })).toHaveValue("Beløp");
    await expect(page.getByLabel(im("fields.kid"), { exact: true })).toHaveValue("KID");
    const rows = page.getByRole("table", { name: im("preview.caption", { count: 20, total: 30 }) });
    await expect(rows.getByRole("row").filter({ hasText: invoices[0]!.number })).toContainText(invoices[0]!.kid);
    await expectNoAxeViolations(page, "/customer/ledger/import (preview)");

    await page.getByRole("button", { name: im("commit"), exact: true }).click();
    await expect(page.getByText(im("result.heading", { fileName: csvName }))).toBeVisible({ timeout: 30_000 });
    await expect(figure(page, "import-result", im("result.created"))).toHaveText("30");
    await expect(figure(page, "import-result", im("result.skipped"))).toHaveText("0");
    await expect(
      page.getByTestId("recent-imports").getByRole("link", { name: im("recent.show", { fileName: csvName }) }),
    ).toBeVisible();
  });

  // two invoices paid in full by KID, and a payment whose KID is nobody's
  const paid = invoices.slice(0, 2);
  const ocr = ocrFile(
    [
      ...paid.map((i) => ({ kid: i.kid, amountOre: i.amountOre, date: today() })),
      { kid: kidFor(`77${first}`), amountOre: 123_45, date: today() },
    ],
    { transmissionNumber: String(first) },
  );
  const ocrName = `OCR.${first}.txt`;
  const ocrPath = test.info().outputPath(ocrName);
  writeFileSync(ocrPath, ocr);

  await test.step("an OCR file: 2 payments matched by KID, 1 waiting for manual treatment", async () => {
    await page.getByRole("button", { name: im("another") }).click();
    await upload(page, ocrPath, "ocr");
    await expect(figure(page, "import-summary", im("summary.payments"))).toHaveText("3", { timeout: 15_000 });
    await page.getByRole("button", { name: im("commit"), exact: true }).click();
    await expect(page.getByText(im("result.heading", { fileName: ocrName }))).toBeVisible({ timeout: 30_000 });
    await expect(figure(page, "import-result", im("result.matched"))).toHaveText("2");
    await expect(figure(page, "import-result", im("result.unmatched"))).toHaveText("1");
    await expect(page.getByRole("link", { name: im("result.toWaiting") })).toHaveAttribute("href", "/customer/payment");
    await expectNoAxeViolations(page, "/customer/ledger/import (result)");
  });

  await test.step("in English: the result and the recent imports", async () => {
    await switchLanguage(page, "en");
    await ready(page, en("title"));
    await expect(page.getByText(en("result.heading", { fileName: ocrName }))).toBeVisible();
    await expect(figure(page, "import-result", en("result.matched"))).toHaveText("2");
    await expect(figure(page, "import-result", en("result.unmatched"))).toHaveText("1");
    const recent = page.getByTestId("recent-imports");
    await expect(recent.getByRole("row").filter({ hasText: csvName })).toContainText(en("status.done"));
    await expect(recent.getByRole("row").filter({ hasText: ocrName })).toContainText(en("formats.ocr"));
    await expectNoAxeViolations(page, "/customer/ledger/import (English)");
    await recent.getByRole("link", { name: en("recent.show", { fileName: csvName }) }).click();
    await expect(page.getByText(en("result.heading", { fileName: csvName }))).toBeVisible();
  });

  await test.step("the ledger: an imported invoice is open, the paid ones are not", async () => {
    const open = invoices[2]!;
    await page.goto(`/customer/ledger?dueFrom=${open.due}&dueTo=${open.due}&rowsPerPage=100`);
    await expect(page.getByRole("rowheader", { name: new RegExp(`\\b${open.number}$`) })).toBeVisible();
    for (const p of paid) {
      await page.goto(`/customer/ledger?dueFrom=${p.due}&dueTo=${p.due}&rowsPerPage=100`);
      await expect(page.getByTestId("ledger-totals")).not.toHaveText("\u00a0");
      await expect(page.getByRole("rowheader", { name: new RegExp(`\\b${p.number}$`) })).toHaveCount(0);
    }
  });
});

test("the preview counts rows, the result lists what was not imported and why; a PNG is refused (B2, B3, B9, B14)", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsOwner(page);
  await ensureFileIntegration(page.request);
  const first = 2_000_000 + (Math.floor(Date.now() / 1000) % 7_000_000);
  const header = "Kundenr;Navn;Org.nr;Adresse;Postnr;Poststed;E-post;Fakturanr;Fakturadato;Forfallsdato;Beløp;KID";
  const existing = `E${first};Fjordkaffe Test AS;;Kaiveien 1;5003;BERGEN;;${first};08.03.2026;22.03.2026;45747,03;`;

  await test.step("an invoice that will already be in the ledger", async () => {
    const path = test.info().outputPath(`forrige-${first}.csv`);
    writeFileSync(path, `${header}\r\n${existing}\r\n`);
    await page.goto("/customer/ledger/import");
    await ready(page, im("title"));
    await upload(page, path, "csv");
    await page.getByRole("button", { name: im("commit"), exact: true }).click();
    await expect(figure(page, "import-result", im("result.created"))).toHaveText("1", { timeout: 30_000 });
  });

  // the usability review's feil-faktura.csv: 6 data rows; line 2 two errors, lines 3, 4 and 7 one each, line 5 in
  // the ledger already, line 6 valid
  const name = `feil-faktura-${first}.csv`;
  const path = test.info().outputPath(name);
  writeFileSync(
    path,
    [
      header,
      `E${first}a;Fjellheim Bygg AS;800000131;Storgata 1;0150;OSLO;;${first + 10};31.02.2026;14.03.2026;1200,00;`,
      `E${first}b;Kari Nordmann;;Sjøgata 2;9008;TROMSØ;;${first + 11};02.03.2026;16.03.2026;tolv;`,
      `E${first}c;Hamar Hagesenter AS;;Torggata 3;2317;HAMAR;;;03.03.2026;17.03.2026;900,00;`,
      existing,
      `E${first}d;Lillevik Elektro AS;;Sjøgata 63;5003;BERGEN;;${first + 1};05.03.2026;19.03.2026;1234,50;`,
      `E${first}e;Ola Strøm;;Parkveien 4;0350;OSLO;;${first + 12};06.03.2026;20.03.2026;500,00;12345`,
      "",
    ].join("\r\n"),
  );

  await test.step("the preview: 6 rows, 4 with errors, 1 to import; the duplicate is not listed or summed", async () => {
    await page.getByRole("button", { name: im("another") }).click();
    await upload(page, path, "csv");
    await expect(figure(page, "import-summary", im("summary.rows"))).toHaveText("6", { timeout: 15_000 });
    await expect(figure(page, "import-summary", im("summary.errors"))).toHaveText("4");
    await expect(figure(page, "import-summary", im("summary.invoices"))).toHaveText("1");
    await expect(figure(page, "import-summary", im("summary.duplicates"))).toHaveText("1");
    await expect(figure(page, "import-summary", im("summary.amount"))).toHaveText(/^1\s234,50\skr$/);
    const rows = page.getByRole("table", { name: im("preview.caption", { count: 1, total: 1 }) });
    await expect(rows.getByRole("row").filter({ hasText: String(first + 1) })).toHaveCount(1);
    await expect(rows.getByRole("row").filter({ hasText: `Fjordkaffe Test AS` })).toHaveCount(0);
    const issues = page.getByRole("table", { name: im("issues.heading") });
    await expect(issues.getByRole("row").filter({ hasText: "Skriv inn en gyldig dato (DD.MM.ÅÅÅÅ)." })).toHaveCount(1);
    await expectNoAxeViolations(page, "/customer/ledger/import (preview with errors)");
  });

  await test.step("the result lists the rows not imported, with line and reason; the history counts 1 row", async () => {
    await page.getByRole("button", { name: im("commit"), exact: true }).click();
    await expect(page.getByText(im("result.heading", { fileName: name }))).toBeVisible({ timeout: 30_000 });
    await expect(figure(page, "import-result", im("result.created"))).toHaveText("1");
    const notImported = page.getByRole("table", { name: im("result.notImported") });
    await expect(notImported.getByRole("row")).toHaveCount(1 + 6); // header, line 2 twice, 3, 4, 5, 7
    await expect(notImported.getByRole("row").nth(5)).toContainText("5");
    await expect(notImported.getByRole("row").nth(5)).toContainText("Finnes allerede i reskontro");
    await expect(notImported.getByRole("row").nth(6)).toContainText("7");
    const history = page.getByTestId("recent-imports").getByRole("row").filter({ hasText: name });
    await expect(history.getByRole("cell").nth(3)).toHaveText("1");
    await expect(history.getByRole("cell").nth(4)).toHaveText("5");
    await expectNoAxeViolations(page, "/customer/ledger/import (result with rows not imported)");
  });

  await test.step("a PNG named .csv is refused by its content, in Norwegian and English", async () => {
    const png = test.info().outputPath("04-dashboard.csv");
    writeFileSync(
      png,
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
    );
    await page.getByRole("button", { name: im("another") }).click();
    await upload(page, png, "csv");
    await expect(page.getByText("Filtypen støttes ikke.")).toBeVisible();
    await switchLanguage(page, "en");
    await upload(page, png, "csv", "en");
    await expect(page.getByText("The file type is not supported.")).toBeVisible();
  });
});
