import { describe, expect, it } from "vitest";
import { isValidKid } from "../../util/identifiers";
import type { ImportRow } from "../../ledger/import/types";
import { AccountingError } from "../provider";
import { syncAll } from "../testing/sync-all";
import { BANK_ACCOUNT_ID, SECOND_BANK_ACCOUNT_ID } from "../../../../../scripts/local/fakes/visma-data";
import { REDIRECT_URI, overFake } from "./visma.fixture";

/**
 * The Visma eAccounting adapter against its local fake (scripts/local/fakes/visma.ts): the OAuth dance, a sync to
 * its end with every invoice once, the next sync's payments, write-back seen in the fake's books, and each fault as
 * the spine's `AccountingError` kind.
 */

const kind = (rows: ImportRow[], k: ImportRow["kind"]) => rows.filter((r) => r.kind === k);
const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

async function payInFake(fake: ReturnType<typeof overFake>["fake"], token: string, invoiceId: string, amount: number) {
  const res = await fake.request(`/v2/customerinvoices/${invoiceId}/payments`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({
      CompanyBankAccountId: await bankId(fake, token),
      PaymentDate: new Date().toISOString().slice(0, 10),
      PaymentAmount: amount,
      PaymentCurrency: "NOK",
      PaymentType: 1,
    }),
  });
  expect(res.status).toBe(201);
}
async function bankId(fake: ReturnType<typeof overFake>["fake"], token: string) {
  const res = await fake.request("/v2/bankaccounts", { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { Data: { Id: string }[] }).Data[0]!.Id;
}

describe("the Visma eAccounting adapter against its local fake (issue 22)", () => {
  it("connects through the authorize page with PKCE: the grant's one company; a denial and a wrong verifier are refused", async () => {
    const { provider, authorize, connect, requests } = overFake();
    const at = new URL(provider.authorizeUrl({ state: "s", redirectUri: REDIRECT_URI, codeChallenge: "abc" }));
    expect(at.searchParams.get("scope")!.split(" ")).toEqual(
      expect.arrayContaining(["ea:api", "offline_access", "ea:sales", "ea:accounting"]),
    );
    expect(at.searchParams.get("code_challenge_method")).toBe("S256");
    const c = await connect();
    expect(c.companies).toEqual([{ ref: "915000002", name: "Nordvik Bygg og Maling AS", orgNumber: "915000002" }]);
    expect(c.tokens.refreshToken).toBeTruthy();
    expect(c.tokens.expiresAt).toBeGreaterThan(Date.now() + 3_000_000);
    const denied = await authorize("deny", "st-9");
    expect(Object.fromEntries(denied.searchParams)).toEqual({ state: "st-9", error: "access_denied" });
    const back = await authorize("allow", "st-2", "the-right-verifier-the-right-verifier-123");
    const wrong = await errorOf(
      provider.connect({
        kind: "oauth",
        code: back.searchParams.get("code")!,
        redirectUri: REDIRECT_URI,
        codeVerifier: "another-verifier-another-verifier-1234",
      }),
    );
    expect(wrong).toMatchObject({ kind: "refused" });
    // our client credentials went as HTTP Basic, never in the URL
    const tokenCall = requests.find((r) => r.url.pathname.endsWith("/connect/token"))!;
    expect(tokenCall.url.search).toBe("");
    expect(tokenCall.body).not.toContain("local-visma-client-secret");
  });

  it("syncs all pages to the end: 50 open invoices once each, their part payments, the credit note, debtors as the customers are", async () => {
    const { connect, provider } = overFake();
    const c = await connect();
    const { rows, issues, pages } = await syncAll(provider, c);
    expect(pages.length).toBeGreaterThan(1);
    expect(issues).toEqual([]);
    const invoices = kind(rows, "invoice");
    expect(invoices).toHaveLength(50);
    expect(new Set(invoices.map((r) => r.externalId)).size).toBe(50);
    expect(new Set(rows.map((r) => r.externalId)).size).toBe(rows.length);
    for (const r of invoices) {
      expect(r.externalId).toMatch(/^visma:invoice:[0-9a-f-]{36}$/);
      expect(isValidKid(r.kid!)).toBe(true);
      expect(r.dueDate! > r.voucherDate).toBe(true);
      expect(Number.isInteger(r.amountOre) && r.amountOre > 0).toBe(true);
    }
    const payments = kind(rows, "payment");
    expect(payments).toHaveLength(3);
    for (const p of payments) {
      const inv = invoices.find((i) => i.number === p.invoiceNumber)!;
      expect(p.amountOre).toBe(Math.round(inv.amountOre * 0.4));
      expect(p.kid).toBe(inv.kid);
    }
    const [credit] = kind(rows, "creditNote");
    expect(credit).toMatchObject({ amountOre: 125_000, externalId: expect.stringMatching(/^visma:creditNote:/) });
    expect(invoices.some((i) => i.number === credit!.invoiceNumber)).toBe(true);
    const company = invoices.find((r) => r.debtor?.customerNumber === "20001")?.debtor;
    expect(company).toMatchObject({
      type: "company",
      orgNumber: "915000010",
      name: "Saltens Eiendom AS",
      postcode: "8001",
      city: "Bodø",
      country: "NO",
      email: "faktura@saltenseiendom.example",
    });
    const person = invoices.find((r) => r.debtor?.customerNumber === "10001")?.debtor;
    expect(person).toMatchObject({ type: "person", name: "Kari Nordmann", address: "Storgata 1" });
    expect(person).not.toHaveProperty("orgNumber");
  });

  it("the next sync brings the payments since, once: the growth of what was paid, a page read twice gives the same rows", async () => {
    const { connect, provider, fake } = overFake();
    const c = await connect();
    const first = await syncAll(provider, c);
    const partPaid = fake.books.invoices.find((i) => !i.credit && i.paid > 0 && i.paid < i.total)!;
    const unpaid = fake.books.invoices.find((i) => !i.credit && i.paid === 0 && i.credited === 0)!;
    await payInFake(fake, c.tokens.accessToken, partPaid.id, 100.5);
    await payInFake(fake, c.tokens.accessToken, unpaid.id, unpaid.total);
    const second = await syncAll(provider, c, first.resumeFrom!);
    const payments = kind(second.rows, "payment");
    expect(payments.map((p) => [p.invoiceNumber, p.amountOre]).sort()).toEqual(
      [
        [String(partPaid.number), 10_050],
        [String(unpaid.number), Math.round(unpaid.total * 100)],
      ].sort(),
    );
    const again = await syncAll(provider, c, first.resumeFrom!);
    expect(
      kind(again.rows, "payment")
        .map((p) => p.externalId)
        .sort(),
    ).toEqual(payments.map((p) => p.externalId).sort());
    // after it, nothing new: the part-paid invoice's new state is where the third sync starts
    const third = await syncAll(provider, c, second.resumeFrom!);
    expect(kind(third.rows, "payment")).toEqual([]);
  });

  it("refreshes (the refresh token rotates), and after revoke the grant is gone", async () => {
    const { connect, provider } = overFake();
    const c = await connect();
    const renewed = await provider.refresh(c.tokens);
    expect(renewed.accessToken).not.toBe(c.tokens.accessToken);
    expect(renewed.refreshToken).not.toBe(c.tokens.refreshToken);
    expect(await errorOf(provider.refresh(c.tokens))).toMatchObject({ kind: "refused" });
    expect(await errorOf(provider.syncPage({ ...c, tokens: c.tokens }, null))).toMatchObject({ kind: "unauthorized" });
    await provider.revoke(renewed);
    expect(await errorOf(provider.refresh(renewed))).toMatchObject({ kind: "refused" });
  });

  it("lists account numbers and the cost center items", async () => {
    const { connect, provider } = overFake();
    const c = await connect();
    const accounts = await provider.accountNumbers(c);
    expect(accounts).toContainEqual({ number: "7830", name: "Tap på fordringer" });
    expect(accounts.map((a) => a.number)).toEqual([...accounts.map((a) => a.number)].sort());
    expect((await provider.orgUnits(c)).map((u) => u.name)).toEqual(["Avdeling: Bodø", "Avdeling: Tromsø"]);
  });

  it("writes back a payment, a write-off and a credit note, seen in the fake; the same write-off twice is one voucher", async () => {
    const { connect, provider, fake } = overFake();
    const c = await connect();
    const { rows } = await syncAll(provider, c);
    const [a, b] = kind(rows, "invoice").filter(
      (r) => !kind(rows, "payment").some((p) => p.invoiceNumber === r.number),
    );
    const inv = fake.books.invoices.find((i) => String(i.number) === a!.number)!;
    const paid = await provider.writeBack(c, {
      kind: "payment",
      key: "wb-1",
      invoiceNumber: a!.number!,
      externalInvoiceId: a!.externalId,
      amountOre: 50_000,
      date: "2026-01-05",
    });
    expect(paid.externalId).toBe(`visma:payment:${inv.id}:wb-1`);
    expect(fake.books.payments).toEqual([
      expect.objectContaining({ invoiceId: inv.id, amount: 500, reference: "Innfri wb-1" }),
    ]);
    expect(inv.paid).toBe(500);
    const off = {
      kind: "writeOff" as const,
      reason: "debtorBankrupt" as const,
      key: "wb-2",
      invoiceNumber: b!.number!,
      amountOre: b!.amountOre,
      date: "2026-01-06",
    };
    const first = await provider.writeBack(c, off);
    const second = await provider.writeBack(c, off);
    expect(second).toEqual(first);
    expect(fake.books.vouchers).toHaveLength(1);
    const [voucher] = fake.books.vouchers;
    expect(voucher!.text).toMatch(/^Innfri wb-2: tap på faktura \d+ \(skyldner konkurs\)$/);
    expect(voucher!.rows).toEqual([
      { AccountNumber: 7830, DebitAmount: b!.amountOre / 100 },
      {
        AccountNumber: 1500,
        CreditAmount: b!.amountOre / 100,
        CustomerId: fake.books.invoices.find((i) => String(i.number) === b!.number)!.customerId,
      },
    ]);
    await provider.writeBack(c, {
      kind: "creditNote",
      key: "wb-3",
      invoiceNumber: b!.number!,
      amountOre: 10_000,
      date: "2026-01-06",
      account: "3100",
    });
    expect(fake.books.vouchers[1]!.rows[0]).toEqual({ AccountNumber: 3100, DebitAmount: 100 });
    const tooMuch = await errorOf(
      provider.writeBack(c, {
        kind: "payment",
        key: "wb-4",
        invoiceNumber: a!.number!,
        amountOre: 99_999_999,
        date: "2026-01-05",
      }),
    );
    expect(tooMuch).toMatchObject({ kind: "rejected", details: { detail: expect.stringContaining("exceeds") } });
    expect(
      await errorOf(
        provider.writeBack(c, {
          kind: "payment",
          key: "wb-5",
          invoiceNumber: "999999",
          amountOre: 100,
          date: "2026-01-05",
        }),
      ),
    ).toMatchObject({ kind: "notFound" });
    // a bank account the customer chose (its reminder process's `bank`): the Visma bank account on that ledger
    // account; one Visma has none on is refused, never booked on the default
    await provider.writeBack(c, {
      kind: "payment",
      key: "wb-6",
      invoiceNumber: a!.number!,
      externalInvoiceId: a!.externalId,
      amountOre: 10_000,
      date: "2026-01-07",
      account: "1921",
    });
    expect(fake.books.payments.at(-1)).toMatchObject({ amount: 100, bankAccountId: SECOND_BANK_ACCOUNT_ID });
    expect(fake.books.payments[0]).toMatchObject({ bankAccountId: BANK_ACCOUNT_ID }); // none chosen: the default
    const unknown = await errorOf(
      provider.writeBack(c, {
        kind: "payment",
        key: "wb-7",
        invoiceNumber: a!.number!,
        amountOre: 100,
        date: "2026-01-07",
        account: "1999",
      }),
    );
    expect(unknown).toMatchObject({ kind: "rejected", details: { detail: expect.stringContaining("1999") } });
    expect(fake.books.payments).toHaveLength(2);
  });

  it("each fault is the right kind: expired token, 401 mid-sync, 429 with Retry-After, 500, too slow, malformed", async () => {
    const { connect, provider, fake } = overFake({ timeoutMs: 150 });
    const c = await connect();
    fake.expireTokens();
    expect(await errorOf(provider.syncPage(c, null))).toMatchObject({ kind: "unauthorized" });
    const c2 = { ...c, tokens: await provider.refresh(c.tokens) };
    const page1 = await provider.syncPage(c2, null);
    fake.faults.unauthorizedAfter = 0;
    expect(await errorOf(provider.syncPage(c2, page1.next))).toMatchObject({ kind: "unauthorized" });
    const c3 = { ...c2, tokens: await provider.refresh(c2.tokens) };
    fake.faults.rateLimited = { times: 1, retryAfter: 7 };
    const limited = await errorOf(provider.syncPage(c3, page1.next));
    expect(limited).toBeInstanceOf(AccountingError);
    expect(limited).toMatchObject({ kind: "rateLimited", details: { retryAfterMs: 7_000, status: 429 } });
    fake.faults.failing = 1;
    expect(await errorOf(provider.accountNumbers(c3))).toMatchObject({ kind: "unavailable", details: { status: 500 } });
    fake.faults.slow = 1;
    expect(await errorOf(provider.syncPage(c3, page1.next))).toMatchObject({ kind: "unavailable" });
    fake.faults.malformedPage = true;
    expect(await errorOf(provider.syncPage(c3, null))).toMatchObject({ kind: "malformed" });
    // a malformed row is named, the rest of its page read
    fake.faults.malformedRow = true;
    const page = await provider.syncPage(c3, null);
    expect(page.issues).toEqual([
      { externalId: expect.stringMatching(/^visma:invoice:/), message: expect.any(String) },
    ]);
    expect(kind(page.rows, "invoice").length).toBeGreaterThan(40);
  });

  it("a list that changes between two page reads is read again from its first page: every invoice once, the new one too", async () => {
    const { connect, provider, fake } = overFake();
    const c = await connect();
    fake.faults.changeBetweenReads = true;
    const { rows, pages } = await syncAll(provider, c);
    expect(pages.length).toBeGreaterThan(2);
    const ids = kind(rows, "invoice").map((r) => r.externalId);
    expect(new Set(ids).size).toBe(51);
  });
});
