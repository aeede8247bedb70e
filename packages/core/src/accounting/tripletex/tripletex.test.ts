import { describe, expect, it } from "vitest";
import { TRIPLETEX_ACCOUNTANT_TOKEN } from "../../../../../scripts/local/fakes/tripletex";
import { addInvoice, type Books } from "../../../../../scripts/local/fakes/tripletex-data";
import { outstanding } from "../../../../../scripts/local/fakes/tripletex-wire";
import { isValidKid } from "../../util/identifiers";
import type { ImportRow } from "../../ledger/import/types";
import { AccountingError } from "../provider";
import { syncAll } from "../testing/sync-all";
import { overFake } from "./tripletex.fixture";

/** The adapter against the local Tripletex (scripts/local/fakes/tripletex.ts), over its HTTP surface. */

const openIn = (b: Books) => b.invoices.filter((i) => i.amount > 0 && outstanding(b, i) > 0);
const ids = (rows: ImportRow[], kind?: ImportRow["kind"]) =>
  rows.filter((r) => !kind || r.kind === kind).map((r) => r.externalId!);
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as AccountingError,
  );

/** 150 more open invoices than the seed: the sync takes three pages of 100. */
function manyMore(b: Books) {
  for (let i = 0; i < 150; i++) addInvoice(b, b.customers[i % b.customers.length]!, "2026-10-01", 1000 + i);
}

describe("the Tripletex adapter against the local Tripletex (issue 22)", () => {
  it("connects with the employee token: a session, the company, and an accountant's clients to choose from", async () => {
    const { provider, connect, fake } = overFake();
    const conn = await connect();
    expect(conn.companyRef).toBe("10");
    expect(conn.tokens.extra).toEqual({ employeeToken: "local-employee-token", companyId: "10" });
    expect(conn.tokens.expiresAt! - Date.now()).toBeGreaterThan(0);
    expect(conn.tokens.expiresAt! - Date.now()).toBeLessThan(2 * 86_400_000);
    const accountant = await provider.connect({ kind: "token", fields: { employeeToken: TRIPLETEX_ACCOUNTANT_TOKEN } });
    expect(accountant.companies).toEqual([
      { ref: "20", name: "Regnskapshuset Vest AS", orgNumber: "910000136" },
      { ref: "10", name: "Fjordkanten Elektro AS", orgNumber: "910000128" },
      { ref: "30", name: "Bølgen Bakeri AS", orgNumber: "910000144" },
    ]);
    // the accountant reads the client's books (Basic user 10), and nothing of a company it has no access to
    const client = await syncAll(provider, { tokens: accountant.tokens, companyRef: "10" });
    expect(ids(client.rows, "invoice")).toHaveLength(openIn(fake.books()).length);
    expect((await syncAll(provider, { tokens: accountant.tokens, companyRef: "30" })).rows).toEqual([]);
    expect(await failure(provider.syncPage({ tokens: accountant.tokens, companyRef: "99" }, null))).toMatchObject({
      kind: "refused",
    });
    for (const employeeToken of ["wrong", " "])
      expect(await failure(provider.connect({ kind: "token", fields: { employeeToken } }))).toMatchObject({
        kind: "refused",
      });
    // a token without the accountant's access (403 on the client list) still reaches its own company
    fake.faults.next.push(null, { status: 403 });
    expect(
      (await provider.connect({ kind: "token", fields: { employeeToken: TRIPLETEX_ACCOUNTANT_TOKEN } })).companies,
    ).toEqual([{ ref: "20", name: "Regnskapshuset Vest AS", orgNumber: "910000136" }]);
    const noConsumer = overFake({ consumerToken: "not-ours" });
    expect(await failure(noConsumer.connect())).toMatchObject({ kind: "refused" });
  });

  it("syncs every open invoice once over all pages, with debtor, KID, due date, øre, part payments and the credit note", async () => {
    const { provider, connect, fake, requests } = overFake({ moreOpenInvoices: 150 });
    const b = fake.books();
    const conn = await connect();
    const first = await syncAll(provider, conn);
    expect(first.pages).toHaveLength(3);
    expect(first.issues).toEqual([]);
    const open = openIn(b);
    expect(open).toHaveLength(200);
    expect(ids(first.rows, "invoice").sort()).toEqual(open.map((i) => `tripletex:invoice:${i.id}`).sort());
    // the ten paid invoices are not read as claims
    expect(b.invoices.filter((i) => i.amount > 0).length - open.length).toBe(10);
    const row = first.rows.find((r) => r.externalId === `tripletex:invoice:${open[0]!.id}`)!;
    const customer = b.customers.find((c) => c.id === open[0]!.customerId)!;
    expect(row).toMatchObject({
      kind: "invoice",
      number: String(open[0]!.invoiceNumber),
      voucherDate: open[0]!.invoiceDate,
      dueDate: open[0]!.invoiceDueDate,
      amountOre: Math.round(open[0]!.amount * 100),
      kid: open[0]!.kid,
      currency: "NOK",
      debtor: {
        customerNumber: String(customer.customerNumber),
        name: customer.name,
        postcode: customer.postalCode,
        city: customer.city,
        email: customer.email,
      },
    });
    expect(isValidKid(row.kid!)).toBe(true);
    const company = first.rows.find((r) => r.debtor?.name === "Havbris Eiendom AS")!;
    expect(company.debtor).toMatchObject({
      type: "company",
      orgNumber: "910000152",
      address: "Bryggen 14",
      country: "NO",
    });
    expect(first.rows.find((r) => r.debtor?.name === "Kari Nordmann")!.debtor).toMatchObject({
      type: "person",
      orgNumber: undefined,
      phone: "+4791234567",
    });
    // five part payments, in øre against their invoices' numbers; the credit note names the invoice it credits
    const payments = first.rows.filter((r) => r.kind === "payment");
    expect(payments).toHaveLength(5);
    for (const p of payments) {
      const posting = b.postings.find((x) => `tripletex:payment:${x.id}` === p.externalId)!;
      expect(p).toMatchObject({
        invoiceNumber: posting.invoiceNumber,
        amountOre: -Math.round(posting.amount * 100),
        voucherDate: posting.date,
      });
    }
    const [credit] = first.rows.filter((r) => r.kind === "creditNote");
    const note = b.invoices.find((i) => i.creditedInvoice)!;
    const credited = b.invoices.find((i) => i.id === note.creditedInvoice)!;
    expect(credit).toMatchObject({
      number: String(note.invoiceNumber),
      invoiceNumber: String(credited.invoiceNumber),
      amountOre: Math.round(-note.amount * 100),
    });
    // each invoice page asked with the date range the API requires, from/count paging, sorted by id
    const pages = requests.filter((r) => r.url.pathname.endsWith("/invoice"));
    expect(pages.map((r) => r.url.searchParams.get("from"))).toEqual(["0", "100", "200"]);
    expect(
      pages.every((r) => r.url.searchParams.get("invoiceDateFrom") && r.url.searchParams.get("sorting") === "id"),
    ).toBe(true);

    // the same page read again gives the same rows (the intake's duplicate rules then import nothing twice)
    const again = await provider.syncPage(conn, null);
    expect(ids(again.rows)).toEqual(ids(first.rows).slice(0, again.rows.length));

    // a payment registered in Tripletex (PUT /invoice/{id}/:payment) comes with the next sync, and nothing else is new
    const paid = open[40]!;
    const token = Buffer.from(`0:${conn.tokens.accessToken}`).toString("base64");
    const registered = await fake.request(
      `/v2/invoice/${paid.id}/:payment?paymentDate=2026-11-28&paymentTypeId=${b.paymentTypes[0]!.id}&paidAmount=${paid.amount}`,
      {
        method: "PUT",
        headers: { authorization: `Basic ${token}` },
      },
    );
    expect(registered.status).toBe(200);
    const second = await syncAll(provider, conn, first.resumeFrom!);
    const known = new Set(ids(first.rows));
    const fresh = second.rows.filter((r) => !known.has(r.externalId!));
    expect(new Set(fresh.map((r) => r.externalId)).size).toBe(1);
    expect(fresh[0]).toMatchObject({
      kind: "payment",
      invoiceNumber: String(paid.invoiceNumber),
      amountOre: Math.round(paid.amount * 100),
      voucherDate: "2026-11-28",
      kid: paid.kid,
    });
    expect(requests.filter((r) => r.url.pathname.endsWith("/ledger/posting"))).toHaveLength(1);
  });

  it("an expired session or a 401 mid-sync is 'unauthorized': refreshed, the sync goes on from its cursor", async () => {
    const { provider, connect, fake } = overFake();
    manyMore(fake.books());
    const conn = await connect();
    const page1 = await provider.syncPage(conn, null);
    fake.faults.expireSessionsAfter = 0;
    expect(await failure(provider.syncPage(conn, page1.next))).toMatchObject({ kind: "unauthorized" });
    fake.expireSessions();
    const tokens = await provider.refresh(conn.tokens);
    expect(tokens.accessToken).not.toBe(conn.tokens.accessToken);
    expect(tokens.extra).toEqual(conn.tokens.extra);
    const rest = await syncAll(provider, { ...conn, tokens }, page1.next);
    const all = [...ids(page1.rows, "invoice"), ...ids(rest.rows, "invoice")];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(openIn(fake.books()).length);
    expect(await failure(provider.refresh({ accessToken: "x" }))).toMatchObject({ kind: "refused" });
  });

  it("429, 500, a slow answer and a broken page are the spine's kinds; a broken row is an issue, the rest is read", async () => {
    const { provider, connect, fake } = overFake({ timeoutMs: 150 });
    const conn = await connect();
    fake.faults.next.push({ status: 429, resetSeconds: 7 });
    const limited = await failure(provider.syncPage(conn, null));
    expect(limited).toBeInstanceOf(AccountingError);
    expect(limited).toMatchObject({ kind: "rateLimited", details: { retryAfterMs: 7000, status: 429 } });
    fake.faults.next.push({ status: 500 });
    expect(await failure(provider.accountNumbers(conn))).toMatchObject({
      kind: "unavailable",
      details: { status: 500 },
    });
    fake.faults.slowMs = 400;
    expect(await failure(provider.orgUnits(conn))).toMatchObject({ kind: "unavailable" });
    fake.faults.slowMs = 0;
    fake.faults.next.push({ status: "malformedPage" });
    expect(await failure(provider.syncPage(conn, null))).toMatchObject({ kind: "malformed" });
    fake.faults.next.push({ status: "malformedRow" });
    const page = await provider.syncPage(conn, null);
    const broken = fake.books().invoices[0]!;
    expect(page.issues).toEqual([{ externalId: `tripletex:invoice:${broken.id}`, message: expect.any(String) }]);
    expect(ids(page.rows, "invoice")).toHaveLength(openIn(fake.books()).filter((i) => i.id !== broken.id).length);
  });

  it("a page that changes between reads (an invoice made meanwhile) still gives every invoice once", async () => {
    const { provider, connect, fake } = overFake();
    const b = fake.books();
    manyMore(b);
    const conn = await connect();
    const page1 = await provider.syncPage(conn, null);
    const made = addInvoice(b, b.customers[2]!, "2026-09-15", 4321.5);
    const rest = await syncAll(provider, conn, page1.next);
    const all = [...ids(page1.rows, "invoice"), ...ids(rest.rows, "invoice")];
    expect(all).toContain(`tripletex:invoice:${made.id}`);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(openIn(b).length);
  });

  it("lists account numbers and departments", async () => {
    const { provider, connect } = overFake();
    const conn = await connect();
    expect(await provider.accountNumbers(conn)).toContainEqual({ number: "7830", name: "Tap på fordringer" });
    expect((await provider.orgUnits(conn)).map((d) => d.name)).toEqual(["Installasjon", "Service", "Administrasjon"]);
  });
});
