// Interest notes (rentenota, issue 4) as the owner of the demo customer uses them: the customer has the file
// integration, and a debtor with an overdue invoice and a partial payment is made through the API (the session's
// token; a fresh customer number per run, as e2e data persists while the server runs). Then in the browser: the
// proposals up to a chosen date, the debtor's lines (one per rate period), creating the note after a confirmation,
// the note (also after a reload: it is in the URL), and the page once in English. axe on the page and the dialogs.
//
// The figures are fixed dates in the past, so they hold whatever day the test runs: NOK 10 000 due 2026-05-15, NOK
// 4 000 paid 2026-08-14, interest until 2026-09-01: 46 days at 12,00 % and 45 days at 12,25 % on 10 000 (the worked
// example of research 1.5: 151,23 + 151,03), then 18 days at 12,25 % on 6 000 (36,25): NOK 338,51.
import { readFileSync } from "node:fs";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, OWNER, signInAsOwner, switchLanguage, test, txt } from "./support";

// ---------------------------------------------------------------------------------------------------------
// The page's texts: web/src/i18n/<lng>/interest.json, under "notes" (used as "interest.notes.*").

type Catalogue = { [key: string]: string | Catalogue };
const notesCatalogue = (lng: "no" | "en") =>
  (JSON.parse(readFileSync(new URL(`../src/i18n/${lng}/interest.json`, import.meta.url), "utf8")) as Catalogue)
    .notes as Catalogue;
const catalogues = { no: notesCatalogue("no"), en: notesCatalogue("en") };

/** An interest-note text ("note.title" → interest.json notes.note.title) with {{params}}; `count` picks _one/_other. */
function nt(key: string, params: Record<string, string | number> = {}, lng: "no" | "en" = "no"): string {
  const path = key.split(".");
  if (params.count !== undefined) path[path.length - 1] += params.count === 1 ? "_one" : "_other";
  let value: string | Catalogue | undefined = catalogues[lng];
  for (const part of path) value = typeof value === "object" ? value[part] : undefined;
  if (typeof value !== "string") throw new Error(`no text for "interest.notes.${key}" (${lng})`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}

const NBSP = "\u00a0";
/** "1 234,50 kr" as the app writes it (no-NO, a no-break space before kr). */
const kr = (ore: number) =>
  `${new Intl.NumberFormat("no-NO", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ore / 100)}${NBSP}kr`;

/** `YYYY-MM-DD` plus `days`. */
const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

const UNTIL = "2026-09-01";

/** The sidebar's "interest note" (the ledger's catalogue, web/src/i18n/no/ledger.json nav.interestNote). */
const SIDEBAR_ENTRY = (
  JSON.parse(readFileSync(new URL("../src/i18n/no/ledger.json", import.meta.url), "utf8")) as {
    nav: { interestNote: string };
  }
).nav.interestNote;

// ---------------------------------------------------------------------------------------------------------
// The API, with a session of its own for the owner

async function makeDebtor(request: APIRequestContext) {
  const login = await request.post("/v1/auth/login", { data: { email: OWNER.email, password: OWNER.password } });
  expect(login.ok(), `login answered ${login.status()}`).toBe(true);
  const token = ((await login.json()) as { user: { accessToken: string } }).user.accessToken;
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const res = await request.post(`/v1${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
    expect(res.ok(), `POST ${path} answered ${res.status()}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  // the interest-note page needs an integration setting (SPEC 2); choosing file import again changes nothing
  await post("/integration-settings", { integration: "file" });
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
  const name = `Rita Rentenota ${stamp}`;
  const debtor = await post<{ id: string }>("/debtors", {
    type: "person",
    name,
    customerNumber: `E2E-R-${stamp}`,
    postcode: "9990",
    city: "Testvik",
  });
  const number = `R-${stamp}`;
  await post("/invoices", {
    debtorId: debtor.id,
    number,
    voucherDate: "2026-05-01",
    dueDate: "2026-05-15",
    amount: "10 000,00",
  });
  await post("/payments", {
    debtorId: debtor.id,
    voucherDate: "2026-08-14",
    amount: "4 000,00",
    invoiceNumber: number,
  });
  // the server's today (a local run's clock may be moved): the page's default date and the note's date
  const range = await request.get("/v1/interest-calculations/dates-range", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(range.ok()).toBe(true);
  const today = ((await range.json()) as { to: string }).to;
  return { name, number, customerNumber: `E2E-R-${stamp}`, today };
}

/** Waits for the page's heading and title so axe sees the page, not a spinner. */
async function ready(page: Page, heading: string) {
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`Innfri | ${heading}`);
}

/** The texts of a lines table's body rows: claim, period, days, rate, base, interest. */
async function lineTexts(table: Locator): Promise<string[][]> {
  const rows = table.locator("tbody tr");
  const out: string[][] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    out.push((await rows.nth(i).locator("th, td").allTextContents()).map((s) => s.trim()));
  }
  return out;
}

const EXPECTED_LINES = (number: string) => [
  [number, "16.05.2026–30.06.2026", "46", `12,00${NBSP}%`, kr(10_000_00), kr(151_23)],
  [number, "01.07.2026–14.08.2026", "45", `12,25${NBSP}%`, kr(10_000_00), kr(151_03)],
  [number, "15.08.2026–01.09.2026", "18", `12,25${NBSP}%`, kr(6_000_00), kr(36_25)],
];
const TOTAL = 338_51;

test("interest notes: proposals until a date, the lines per rate period, creating and reading the note", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsOwner(page);
  const d = await makeDebtor(page.request);
  // the sidebar learns of the integration setting made through the API when the app loads again
  await page.reload();

  // the sidebar's "interest note" opens the page (the customer has an integration setting)
  await page
    .getByRole("navigation", { name: txt("layout.mainNav") })
    .getByRole("link", { name: SIDEBAR_ENTRY, exact: true })
    .click();
  await expect(page).toHaveURL(/\/customer\/interest-calculations/);
  await ready(page, nt("title"));

  // "calculate until" starts at today, and is limited by the dates range
  const until = page.getByLabel(nt("untilDate"));
  await expect(until).toHaveValue(ddmmyyyy(d.today));
  await expect(page.getByText(nt("untilHelp", { from: "01.07.2019", to: ddmmyyyy(d.today) }))).toBeVisible();
  await until.fill(ddmmyyyy(UNTIL));
  await page.getByRole("button", { name: nt("calculate") }).click();
  await expect(page).toHaveURL(new RegExp(`untilDate=${UNTIL}`));
  // every debtor of the run on one page
  await page.getByLabel(txt("table.rowsPerPage")).selectOption("100");

  const proposals = page.getByRole("table", { name: nt("proposalsCaption", { date: ddmmyyyy(UNTIL) }) });
  const row = proposals.getByRole("row").filter({ has: page.getByRole("rowheader", { name: d.name }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell")).toHaveText([d.customerNumber, "1", kr(TOTAL), nt("create")]);

  // the debtor's lines: one per rate period, with the total
  await row.getByRole("button", { name: nt("showLines", { name: d.name }) }).click();
  await expect(page).toHaveURL(/debtor=/);
  const lines = page.getByRole("table", { name: nt("linesCaption", { name: d.name, date: ddmmyyyy(UNTIL) }) });
  await expect(lines).toBeVisible();
  await expect.poll(() => lineTexts(lines)).toEqual(EXPECTED_LINES(d.number));
  await expect(lines.locator("tfoot")).toContainText(kr(TOTAL));
  await expect(row.getByRole("button", { name: nt("hideLines", { name: d.name }) })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expectNoAxeViolations(page, "/customer/interest-calculations (lines)");

  // create the note, after a confirmation
  const totalOf = async () =>
    Number((await page.getByTestId("interest-proposals-total").textContent())?.match(/\d+/)?.[0] ?? NaN);
  const totalBefore = await totalOf();
  await row.getByRole("button", { name: nt("createFor", { name: d.name }) }).click();
  const confirm = page.getByRole("dialog", { name: nt("confirmTitle", { name: d.name }) });
  await expect(confirm).toContainText(kr(TOTAL));
  await expectNoAxeViolations(page, "/customer/interest-calculations (confirm)");
  await confirm.getByRole("button", { name: nt("create") }).click();

  // the note: its date, due date (14 days), the day charged up to, and one line per rate period
  const note = page.getByRole("dialog", { name: nt("note.title", { name: d.name }) });
  await expect(note).toBeVisible();
  await expect(page).toHaveURL(/[?&]note=/);
  const checkNote = async () => {
    const facts = note.getByTestId("interest-note-facts");
    await expect(facts).toContainText(ddmmyyyy(d.today));
    await expect(facts).toContainText(ddmmyyyy(addDays(d.today, 14)));
    await expect(facts).toContainText(ddmmyyyy(UNTIL));
    await expect(facts).toContainText(kr(TOTAL));
    const noteLines = note.getByRole("table", { name: nt("note.linesCaption") });
    await expect.poll(() => lineTexts(noteLines)).toEqual(EXPECTED_LINES(d.number));
    await expect(noteLines.locator("tfoot")).toContainText(kr(TOTAL));
  };
  await checkNote();
  await expectNoAxeViolations(page, "/customer/interest-calculations (note)");

  // the note is in the URL: a reload shows it again
  await page.reload();
  await expect(note).toBeVisible();
  await checkNote();
  await page.keyboard.press("Escape");
  await expect(note).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]note=/);

  // charged: the debtor has no interest days left up to the date, so it leaves the list and the count (B11)
  await expect(row).toHaveCount(0);
  await expect.poll(totalOf).toBe(totalBefore - 1);

  // in English, once: the same figures, the texts of the English catalogue
  await switchLanguage(page, "en");
  await ready(page, nt("title", {}, "en"));
  const later = "2026-09-30";
  await page.getByLabel(nt("untilDate", {}, "en")).fill(ddmmyyyy(later));
  await page.getByRole("button", { name: nt("calculate", {}, "en") }).click();
  const enRow = page
    .getByRole("table", { name: nt("proposalsCaption", { date: ddmmyyyy(later) }, "en") })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: d.name }) });
  await enRow.getByRole("button", { name: nt("showLines", { name: d.name }, "en") }).click();
  const enLines = page.getByRole("table", { name: nt("linesCaption", { name: d.name, date: ddmmyyyy(later) }, "en") });
  // the next note starts the day after the last: 29 days at 12,25 % on 6 000
  await expect
    .poll(() => lineTexts(enLines))
    .toEqual([[d.number, "02.09.2026–30.09.2026", "29", `12,25${NBSP}%`, kr(6_000_00), kr(58_40)]]);
  await expect(enRow.getByRole("button", { name: nt("createFor", { name: d.name }, "en") })).toBeVisible();
  await expectNoAxeViolations(page, "/customer/interest-calculations (en)");
});
