import { describe, expect, it } from "vitest";
import { addCreditNote, addInvoice } from "../../../../../scripts/local/fakes/poweroffice-data";
import { isValidKid, isValidOrgNumber } from "../../util/identifiers";
import type { ImportRow } from "../../ledger/import/types";
import { AccountingError, type SyncPage } from "../provider";
import { syncAll } from "../testing/sync-all";
import { POWEROFFICE_LOCAL_SECRETS } from "./index";
import { overFake } from "./poweroffice.fixture";

const byKind = (rows: ImportRow[], kind: ImportRow["kind"]) => rows.filter((r) => r.kind === kind);
const failure = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AccountingError);
  return e as AccountingError;
};

describe("the PowerOffice Go adapter against the local PowerOffice Go (issue 22)", () => {
  it("connects with the client key: a 20-minute token, the key kept to renew it, the client as the one company", async () => {
    const { connect, provider } = overFake();
    const before = Date.now();
    const conn = await connect();
    expect(conn.tokens.extra).toEqual({ clientKey: "local-client-key" });
    expect(conn.tokens.expiresAt! - before).toBeGreaterThan(19 * 60_000);
    expect(conn.tokens.expiresAt! - before).toBeLessThanOrEqual(20 * 60_000 + 1_000);
    const { companies } = await provider.connect({ kind: "token", fields: { clientKey: " local-client-key " } });
    expect(companies).toEqual([
      {
        ref: "5f2c8a3e-7b1d-4c6e-9a0f-3d8b2e1c4a77",
        name: "Nordlys Rørleggerservice AS",
        orgNumber: expect.any(String),
      },
    ]);
    expect(isValidOrgNumber(companies[0]!.orgNumber!)).toBe(true);
    expect((await failure(provider.connect({ kind: "token", fields: { clientKey: "wrong" } }))).kind).toBe("refused");
    expect((await failure(provider.connect({ kind: "token", fields: {} }))).kind).toBe("refused");
    const noKeys = overFake({ secrets: { POWEROFFICE_SUBSCRIPTION_KEY: "x" } });
    expect((await failure(noKeys.connect())).kind).toBe("unavailable");
    const wrongApp = overFake({ secrets: { ...POWEROFFICE_LOCAL_SECRETS, POWEROFFICE_APPLICATION_KEY: "other" } });
    expect((await failure(wrongApp.connect())).kind).toBe("refused");
  });

  it("syncs every page to the end: each open invoice once, with its debtor, KID, due date and amount in øre", async () => {
    const { connect, provider, fake } = overFake({ moreOpenInvoices: 150 });
    const conn = await connect();
    const { pages, rows } = await syncAll(provider, conn);
    expect(pages.length).toBe(3); // 50 open + 12 paid + 150 more + a credit note, 100 a page
    expect(pages.flatMap((p) => p.issues ?? [])).toEqual([]);
    const invoices = byKind(rows, "invoice");
    expect(invoices).toHaveLength(200);
    expect(new Set(rows.map((r) => r.externalId)).size).toBe(rows.length);
    const open = fake.books.invoices.filter((i) => i.VoucherType === "OutgoingInvoice").slice(12);
    expect(invoices.map((r) => r.number).sort()).toEqual(open.map((i) => String(i.InvoiceNo)).sort());
    for (const r of invoices) {
      const i = open.find((o) => String(o.InvoiceNo) === r.number)!;
      expect(r).toMatchObject({
        externalId: `poweroffice:invoice:${i.Id}`,
        voucherDate: i.VoucherDate,
        dueDate: i.DueDate,
        amountOre: Math.round(i.total * 100),
        kid: i.Cid,
        currency: "NOK",
      });
      expect(Number.isInteger(r.amountOre) && isValidKid(r.kid!)).toBe(true);
      expect(r.debtor!.customerNumber).toBe(String(i.customerNo));
    }
    const first = invoices[0]!;
    expect(first.debtor).toEqual({
      customerNumber: "10001",
      name: "Kari Nordmann",
      type: "person",
      address: "Storgata 12",
      postcode: "9008",
      city: "Tromsø",
      country: "NO",
      email: "kari.nordmann@example.no",
      phone: "94812345",
    });
    const company = invoices.find((r) => r.debtor!.type === "company")!.debtor!;
    expect(isValidOrgNumber(company.orgNumber!)).toBe(true);
    expect(company.email).toMatch(/^faktura@/);
    // the part payments and the credit note settled against open invoices come with them, naming them
    const payments = byKind(rows, "payment");
    expect(payments.map((p) => [p.invoiceNumber, p.amountOre])).toEqual([
      [String(open[0]!.InvoiceNo), 50_000],
      [String(open[3]!.InvoiceNo), 100_000],
      [String(open[6]!.InvoiceNo), 25_050],
    ]);
    expect(payments[0]!.kid).toBe(open[0]!.Cid);
    expect(byKind(rows, "creditNote")).toEqual([
      expect.objectContaining({ invoiceNumber: String(open[9]!.InvoiceNo), amountOre: 40_000 }),
    ]);
  });

  it("the next sync brings the payments registered since, once, and not what we posted ourselves", async () => {
    const { connect, provider, fake } = overFake();
    const conn = await connect();
    const first = await syncAll(provider, conn);
    expect(first.pages.at(-1)!.next).toBeNull();
    const open = fake.books.invoices.filter((i) => i.VoucherType === "OutgoingInvoice").slice(12);
    fake.registerPayment(open[30]!.InvoiceNo, open[30]!.total);
    fake.registerPayment(open[31]!.InvoiceNo, 100, undefined, "bank");
    // a credit note sent since, not (yet) matched: it names its invoice
    const note = addCreditNote(fake.books, open[33]!.InvoiceNo, 199.9, fake.books.entries.at(-1)!.PostingDate, false);
    await provider.writeBack(conn, {
      key: "ours",
      kind: "payment",
      invoiceNumber: String(open[32]!.InvoiceNo),
      amountOre: 10_000,
      date: fake.books.entries.at(-1)!.PostingDate,
    });
    const second = await syncAll(provider, conn, first.resumeFrom!);
    const seen = new Set(first.rows.map((r) => r.externalId));
    const fresh = second.rows.filter((r) => !seen.has(r.externalId));
    expect(fresh).toEqual([
      expect.objectContaining({
        kind: "creditNote",
        number: String(note.InvoiceNo),
        invoiceNumber: String(open[33]!.InvoiceNo),
        amountOre: 19_990,
      }),
      expect.objectContaining({ kind: "payment", invoiceNumber: String(open[30]!.InvoiceNo), kid: open[30]!.Cid }),
      expect.objectContaining({ kind: "payment", invoiceNumber: String(open[31]!.InvoiceNo), amountOre: 10_000 }),
    ]);
    expect(fresh[1]!.amountOre).toBe(Math.round(open[30]!.total * 100));
  });

  it("an expired token is unauthorized; refresh asks again with the kept client key", async () => {
    const { connect, provider, fake } = overFake();
    const conn = await connect();
    fake.expireTokens();
    expect((await failure(provider.syncPage(conn, null))).kind).toBe("unauthorized");
    const tokens = await provider.refresh(conn.tokens);
    expect(tokens.accessToken).not.toBe(conn.tokens.accessToken);
    expect(tokens.extra).toEqual(conn.tokens.extra);
    expect((await provider.syncPage({ ...conn, tokens }, null)).rows.length).toBeGreaterThan(0);
    expect((await failure(provider.refresh({ accessToken: "x" }))).kind).toBe("refused");
  });

  it("a 401 mid-sync: refreshed and resumed from the cursor, every invoice still once", async () => {
    const { connect, provider, fake } = overFake({ moreOpenInvoices: 150 });
    let conn = await connect();
    const rows: ImportRow[] = [];
    let cursor: string | null = null;
    fake.faults.expireTokensAfter = 3;
    let unauthorized = 0;
    let pages = 0;
    do {
      try {
        const page: SyncPage = await provider.syncPage(conn, cursor);
        rows.push(...page.rows);
        cursor = page.next;
        pages++;
      } catch (e) {
        expect(e).toMatchObject({ kind: "unauthorized" });
        unauthorized++;
        conn = { ...conn, tokens: await provider.refresh(conn.tokens) };
      }
    } while (cursor || pages === 0);
    expect(unauthorized).toBe(1);
    const invoices = new Set(byKind(rows, "invoice").map((r) => r.externalId));
    expect(invoices.size).toBe(200);
  });

  it("a page that changes between reads (an invoice paid, a new one sent) loses nothing and repeats nothing", async () => {
    const { connect, provider, fake } = overFake({ moreOpenInvoices: 150 });
    const conn = await connect();
    const page1 = await provider.syncPage(conn, null);
    const first = byKind(page1.rows, "invoice");
    // paid in full between the reads: an "unpaid only" list would shift every later invoice one place up
    fake.registerPayment(Number(first[0]!.number), first[0]!.amountOre / 100);
    const sent = addInvoice(fake.books, fake.books.customers[2]!, fake.books.invoices.at(-1)!.VoucherDate, 1234.5);
    const rows = [...page1.rows];
    let cursor = page1.next;
    while (cursor) {
      const page = await provider.syncPage(conn, cursor);
      rows.push(...page.rows);
      cursor = page.next;
    }
    const numbers = byKind(rows, "invoice").map((r) => r.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toHaveLength(201);
    expect(numbers).toContain(String(sent.InvoiceNo));
  });

  it("each fault is the right AccountingError: 429 with Retry-After, 500, slow, a malformed page or row", async () => {
    const { connect, provider, fake } = overFake({ timeoutMs: 150 });
    const conn = await connect();
    fake.faults.next.push({ status: 429, retryAfter: 7 });
    const limited = await failure(provider.syncPage(conn, null));
    expect([limited.kind, limited.details.retryAfterMs, limited.details.status]).toEqual(["rateLimited", 7000, 429]);
    fake.faults.next.push({ status: 500 });
    expect((await failure(provider.accountNumbers(conn))).kind).toBe("unavailable");
    fake.faults.next.push({ status: "malformedPage" });
    expect((await failure(provider.syncPage(conn, null))).kind).toBe("malformed");
    fake.faults.next.push({ status: "malformedRow" });
    const page = await provider.syncPage(conn, null);
    // the first of the list (by voucher number): the first invoice sent, one of the 12 paid, so 50 open rows still
    expect(page.issues).toEqual([
      {
        externalId: `poweroffice:invoice:${fake.books.invoices[0]!.Id}`,
        message: "PowerOffice sent an invoice that is not as documented",
      },
    ]);
    expect(byKind(page.rows, "invoice")).toHaveLength(50);
    fake.faults.slowMs = 400;
    const slow = await failure(provider.orgUnits(conn));
    expect([slow.kind, slow.message]).toEqual(["unavailable", "PowerOffice did not answer in time"]);
  });

  it("lists the general ledger accounts by number and the departments", async () => {
    const { connect, provider } = overFake();
    const conn = await connect();
    const accounts = await provider.accountNumbers(conn);
    expect(accounts.slice(0, 2)).toEqual([
      { number: "1500", name: "Kundefordringer" },
      { number: "1920", name: "Bankinnskudd" },
    ]);
    expect(accounts.map((a) => Number(a.number))).toEqual(
      [...accounts.map((a) => Number(a.number))].sort((a, b) => a - b),
    );
    expect(await provider.orgUnits(conn)).toEqual([
      { id: "301", name: "Service" },
      { id: "302", name: "Nybygg" },
      { id: "303", name: "Tromsø avdeling" },
    ]);
  });
});
