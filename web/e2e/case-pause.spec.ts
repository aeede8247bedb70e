// Pausing and closing cases (issue 11) as the owner of the demo customer: two cases started through the API on
// claims typed in for the demo debtor Kari Nordmann (a fresh invoice number per run: e2e data persists while the
// server runs); one paused from its page with the app's date field until a day ahead, "Paused until DD.MM.YYYY"
// shown, then resumed; the pause and its note on the debtor's page, where all are deleted after a confirmation; then
// both closed from the case list's selection with one reason. axe on the dialogs and the debtor's section.
import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { ADMIN, expect, expectNoAxeViolations, OWNER, signInAsOwner, test } from "./support";

type Catalogue = { [key: string]: string | Catalogue };
const catalogue = JSON.parse(readFileSync(new URL("../src/i18n/no/cases.json", import.meta.url), "utf8")) as Catalogue;

/** A text of web/src/i18n/no/cases.json ("pause.pause" → cases.pause.pause) with {{params}}. */
function ct(key: string, params: Record<string, string | number> = {}): string {
  let value: string | Catalogue | undefined = catalogue;
  for (const part of key.split(".")) value = typeof value === "object" ? value[part] : undefined;
  if (typeof value !== "string") throw new Error(`no text for "cases.${key}"`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}

/** `YYYY-MM-DD` in Oslo, `days` from today, and as the app shows it. */
function osloDay(days: number) {
  const iso = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Oslo" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  const [y, m, d] = iso.split("-");
  return { iso, shown: `${d}.${m}.${y}` };
}

/** Two cases of the demo debtor, started through the API (an admin grants the cases they use first). */
async function twoCases(request: APIRequestContext, stamp: string) {
  const login = async (who: { email: string; password: string }) => {
    const res = await request.post("/v1/auth/login", { data: { email: who.email, password: who.password } });
    expect(res.ok(), `login answered ${res.status()}`).toBe(true);
    return (await res.json()) as { user: { accessToken: string }; customer: { id: string } | null };
  };
  const owner = await login(OWNER);
  const customerId = owner.customer!.id;
  const admin = (await login(ADMIN)).user.accessToken;
  const granted = await request.post(`/v1/customers/${customerId}/allowances`, {
    data: { cases: 2 },
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(granted.ok(), `POST allowances answered ${granted.status()}`).toBe(true);
  const headers = { Authorization: `Bearer ${owner.user.accessToken}` };
  const found = await request.get("/v1/debtors?search=Kari", { headers });
  expect(found.ok(), `GET debtors answered ${found.status()}`).toBe(true);
  const debtorId = ((await found.json()) as { data: { id: string; name: string }[] }).data.find(
    (d) => d.name === "Kari Nordmann",
  )!.id;
  const ids: string[] = [];
  for (const n of [1, 2]) {
    const res = await request.post("/v1/cases", {
      headers,
      data: {
        debtorId,
        claims: [{ number: `${stamp}-${n}`, voucherDate: "2026-09-01", dueDate: "2026-09-15", amount: "500" }],
      },
    });
    expect(res.status(), `POST /cases answered ${res.status()}: ${await res.text()}`).toBe(201);
    ids.push(((await res.json()) as { data: { id: string } }).data.id);
  }
  return { ids, debtorId };
}

test("the owner pauses and resumes a case, then closes two cases from the list", async ({ page, request }) => {
  const stamp = `E2E-P-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
  const {
    ids: [first, second],
    debtorId,
  } = await twoCases(request, stamp);
  await signInAsOwner(page);

  // pause from the case page: the app's date field, the notification, a note
  await page.goto(`/customer/cases/view/${first}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Sak ${first}`);
  await page.getByRole("button", { name: ct("pause.pause"), exact: true }).click();
  const dialog = page.getByRole("dialog", { name: ct("pause.pauseTitle", { caseNumber: first! }) });
  await expect(dialog).toBeVisible();
  const until = osloDay(7);
  await dialog.getByLabel(new RegExp(`^${ct("pause.until")}`)).fill(until.shown);
  await dialog.getByLabel(ct("pause.notify")).check();
  await dialog.getByLabel(ct("pause.note")).fill("Venter på lønn");
  await expectNoAxeViolations(page, "the pause dialog");
  await dialog.getByRole("button", { name: ct("pause.submitPause") }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(ct("pause.pausedUntil", { date: until.shown }), { exact: true })).toBeVisible();
  await expect(page.getByText(`Sak ${first} er satt på pause til ${until.shown}.`)).toBeVisible();

  // resume
  await page.getByRole("button", { name: ct("pause.resume") }).click();
  await expect(page.getByText(`Sak ${first} er aktiv igjen.`)).toBeVisible();
  await expect(page.getByText(ct("pause.pausedUntil", { date: until.shown }), { exact: true })).toBeHidden();
  await expect(page.getByRole("button", { name: ct("pause.pause"), exact: true })).toBeVisible();

  // the debtor's pauses and notes (its page in the ledger), deleted all after a confirmation
  await page.goto(`/customer/customer-search/${debtorId}`);
  const pauses = page.getByRole("list", { name: ct("debtorPauses.title") });
  const row = pauses
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: `Sak ${first}`, exact: true }) });
  await expect(row).toContainText("Venter på lønn");
  await expect(row).toContainText(ct("debtorPauses.ended.resumed", { date: osloDay(0).shown }));
  await expectNoAxeViolations(page, "the debtor's pauses and notes");
  await page.getByRole("button", { name: ct("debtorPauses.deleteAll") }).click();
  const confirm = page.getByRole("dialog", { name: ct("debtorPauses.confirmTitle") });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: ct("debtorPauses.confirm"), exact: true }).click();
  await expect(page.getByText(/pauser og notater for debitoren er slettet/)).toBeVisible();
  await expect(page.getByText(ct("debtorPauses.none"))).toBeVisible();

  // close both from the list's selection
  await page.goto(`/customer/cases?search=${encodeURIComponent(stamp)}`);
  for (const id of [first!, second!])
    await page.getByRole("checkbox", { name: ct("list.selectCase", { caseNumber: id }) }).check();
  await page.getByRole("button", { name: ct("pause.closeSelected") }).click();
  const closing = page.getByRole("dialog", { name: ct("pause.closeManyTitle_other", { count: 2 }) });
  await expect(closing).toBeVisible();
  await closing
    .getByLabel(new RegExp(`^${ct("pause.reason")}`))
    .selectOption({ label: ct("pause.reasons.nothing-to-pay") });
  await expectNoAxeViolations(page, "the close dialog");
  await closing.getByRole("button", { name: ct("pause.submitCloseMany") }).click();
  await expect(closing).toBeHidden();
  await expect(page.getByText("2 av 2 saker er avsluttet.")).toBeVisible();
  for (const id of [first!, second!])
    await expect(
      page.getByRole("row").filter({ has: page.getByRole("link", { name: `Åpne sak ${id}` }) }),
    ).toContainText("Avsluttet");
});
