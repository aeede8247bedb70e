// The accounting integrations end to end (issue 22): a new creditor connects Fiken (local) from Settings →
// Integrasjon through Fiken's own consent page, syncs its open invoices into the ledger, sees a
// payment registered in Fiken come in with the next sync, and disconnects; then connects Tripletex (local) with an
// employee token, in English, syncs and disconnects. axe on the pages. The faults (expired tokens, 429, 500, a page
// that changes, malformed answers), the write-back once and a posted payment not counted twice are the core tests'
// (accounting/*.test.ts, sync.db.test.ts), against the same fakes.
import { en, expect, expectNoAxeViolations, newCustomer, switchLanguage, test, txt } from "./support";

// The consent page sends the browser back to the product's own address (INNFRI_WEB_URL: http://localhost:<port> under
// `npm start`), as a real system sends it to the registered redirect URI; the session lives on that origin, so the
// whole flow runs there rather than on the other specs' 127.0.0.1.
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 3100}` });

const FIKEN = "/_local/fiken/api/v2/companies/lysvik-energi-demo-as";
/** The local Fiken's personal API token of its demo user (scripts/local/fakes/fiken.ts): how a test acts in Fiken. */
const FIKEN_TOKEN = { Authorization: "Bearer local-fiken-personal-token" };

test("a creditor connects Fiken and Tripletex, syncs their open invoices, gets a payment made in Fiken", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await newCustomer(page, "regnskap", "Regnskapskunde AS");
  await page.goto("/customer/settings/integration");
  const fiken = txt("accounting.localName", { name: "Fiken" });

  // choose Fiken, and be sent to Fiken's consent page, which sends us back with the grant
  await page.getByRole("button", { name: txt("accounting.choose", { name: fiken }) }).click();
  await expect(page.getByText(txt("accounting.status.disconnected"), { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "/customer/settings/integration (chosen)");
  await page.getByRole("button", { name: txt("accounting.connect.oauthButton", { name: fiken }) }).click();
  await expect(page).toHaveURL(/\/_local\/fiken\/oauth\/authorize\?/);
  await page.getByRole("button", { name: "Gi tilgang" }).click();
  await expect(page).toHaveURL(/\/customer\/settings\/integration/);

  // the demo user's other company lacks Fiken's API module, so the one that has it is the connection's
  await expect(page.getByText(txt("accounting.status.connected"), { exact: true })).toBeVisible();
  await expect(page.getByText("Lysvik Energi Demo AS")).toBeVisible();
  await expectNoAxeViolations(page, "/customer/settings/integration (connected)");

  // the first sync brings the open invoices (50), their customers and what was paid on them
  await page.getByRole("button", { name: txt("accounting.sync.now") }).click();
  const first = page.getByText(/^(\d+) nye, (\d+) koblet, (\d+) hoppet over$/).first();
  await expect(first).toBeVisible({ timeout: 60_000 });
  const [, created] = /^(\d+) nye/.exec((await first.textContent()) ?? "")!;
  expect(Number(created)).toBeGreaterThanOrEqual(50);

  // a payment registered in Fiken on an open invoice comes in with the next sync, matched to its invoice
  const open = await request.get(`${FIKEN}/invoices?settled=false&pageSize=1`, { headers: FIKEN_TOKEN });
  expect(open.ok(), await open.text()).toBe(true);
  const [invoice] = (await open.json()) as { sale: { saleId: number } }[];
  const paid = await request.post(`${FIKEN}/sales/${invoice!.sale.saleId}/payments`, {
    headers: FIKEN_TOKEN,
    data: { date: new Date().toISOString().slice(0, 10), account: "1920:10001", amount: 10_000 },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  await page.getByRole("button", { name: txt("accounting.sync.now") }).click();
  await expect(page.getByText(/^[1-9]\d* nye, [1-9]\d* koblet, \d+ hoppet over$/).first()).toBeVisible({
    timeout: 60_000,
  });

  // the ledger has them: the open items are Fiken's
  await page.goto("/customer/ledger");
  await expect(page.getByRole("button", { name: txt("ledger.sync") })).toBeVisible();

  // disconnect: Fiken forgets the grant, the ledger stays
  await page.goto("/customer/settings/integration");
  await page.getByRole("button", { name: txt("accounting.disconnect.button") }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: txt("accounting.disconnect.confirm") })
    .click();
  await expect(page.getByText(txt("accounting.status.disconnected"), { exact: true })).toBeVisible();

  // in English: Tripletex with an employee token
  await switchLanguage(page, "en");
  const tripletex = en("accounting.localName", { name: "Tripletex" });
  await page.getByRole("button", { name: en("accounting.choose", { name: tripletex }) }).click();
  await page.getByLabel(en("accounting.fields.employeeToken")).fill("wrong-token");
  await page.getByRole("button", { name: en("accounting.connect.submit") }).click();
  await expect(page.getByText(en("integrations.tokenRefused"))).toBeVisible();
  await page.getByLabel(en("accounting.fields.employeeToken")).fill("local-employee-token");
  await page.getByRole("button", { name: en("accounting.connect.submit") }).click();
  await expect(page.getByText(en("accounting.status.connected"), { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "/customer/settings/integration (Tripletex, en)");
  await page.getByRole("button", { name: en("accounting.sync.now") }).click();
  const synced = page.getByText(/^(\d+) new, (\d+) matched, (\d+) skipped$/).first();
  await expect(synced).toBeVisible({ timeout: 60_000 });
  // the ledger already holds invoices of those numbers (from Fiken): a number is never imported twice, so some of
  // Tripletex's 50 open invoices are skipped rather than added
  const [, added, , skipped] = /^(\d+) new, (\d+) matched, (\d+) skipped$/.exec((await synced.textContent()) ?? "")!;
  expect(Number(added) + Number(skipped)).toBeGreaterThanOrEqual(50);
  await page.getByRole("button", { name: en("accounting.disconnect.button") }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: en("accounting.disconnect.confirm") })
    .click();
  await expect(page.getByText(en("accounting.status.disconnected"), { exact: true })).toBeVisible();
});
