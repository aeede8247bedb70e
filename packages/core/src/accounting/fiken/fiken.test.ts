import { afterEach, describe, expect, it } from "vitest";
import {
  BANK_ACCOUNT,
  addCreditNote,
  addInvoice,
  outstandingOf,
  settledOf,
} from "../../../../../scripts/local/fakes/fiken-data";
import { Clock } from "../../clock";
import { isValidKid } from "../../util/identifiers";
import { AccountingError } from "../provider";
import { syncAll } from "../testing/sync-all";
import { fikenPaging } from "./client";
import { FIKEN_PERSONAL_TOKEN } from "../../../../../scripts/local/fakes/fiken";
import { overFake, REDIRECT } from "./fiken.fixture";

/**
 * The Fiken adapter against the local Fiken (issue 22; docs/accounting-fiken.md): connect through the authorize page,
 * refresh and revoke, a sync to its end with every open invoice once, the next sync's payment, a list that moves
 * between reads, every fault as the spine's error kind, and never two requests at once.
 */

afterEach(() => {
  fikenPaging.pageSize = 100;
});

const kindOf = (e: unknown) => (e instanceof AccountingError ? e.kind : e);

describe("connecting to Fiken (OAuth authorization code, no PKCE)", () => {
  it("sends the user to the authorize page and connects with the code: tokens and the companies to choose", async () => {
    const f = overFake();
    const url = new URL(f.provider.authorizeUrl({ state: "s-1", redirectUri: REDIRECT, codeChallenge: "ignored" }));
    expect(`${url.origin}${url.pathname}`).toBe("http://fiken.localhost/_local/fiken/oauth/authorize");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: "code",
      client_id: "local-fiken-client-id",
      redirect_uri: REDIRECT,
      state: "s-1",
    });
    const page = await f.fake.request(url.pathname.replace(/^\/_local\/fiken/, "") + url.search);
    const html = await page.text();
    expect(html).toContain("<title>Fiken (lokal)");
    expect(html).toMatch(/<button type="submit" name="decision" value="allow">Gi tilgang<\/button>/);
    expect(html).toMatch(/<button type="submit" name="decision" value="deny">Avslå<\/button>/);
    expect(page.headers.get("content-security-policy")).toContain("form-action 'self' http://innfri.localhost;");
    const back = await f.consent("allow", "s-1");
    expect(back.searchParams.get("state")).toBe("s-1");
    const code = back.searchParams.get("code")!;
    const at = Clock.nowMs();
    const { tokens, companies } = await f.provider.connect({
      kind: "oauth",
      code,
      redirectUri: REDIRECT,
      state: "s-1",
    });
    expect(tokens.accessToken).toBeTruthy();
    expect(tokens.refreshToken).toBeTruthy();
    expect(tokens.expiresAt! - at).toBeGreaterThan(3_500_000);
    // the holding company has no API module in Fiken: not offered
    expect(companies).toEqual([
      { ref: "lysvik-energi-demo-as", name: "Lysvik Energi Demo AS", orgNumber: "920000002" },
    ]);
    const token = f.requests.find((r) => r.url.pathname.endsWith("/oauth/token"))!;
    expect(Object.fromEntries(new URLSearchParams(token.body))).toEqual({
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT,
      state: "s-1",
    });
    // a code is used once
    await expect(
      f.provider.connect({ kind: "oauth", code, redirectUri: REDIRECT, state: "s-1" }).catch(kindOf),
    ).resolves.toBe("refused");
  });

  it("a user who denies is sent back with access_denied; a wrong client secret is refused", async () => {
    const f = overFake();
    const back = await f.consent("deny", "s-2");
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(back.searchParams.get("state")).toBe("s-2");
    expect(back.searchParams.get("code")).toBeNull();
    const wrong = overFake({ secret: "not-ours" });
    const code = (await wrong.consent("allow")).searchParams.get("code")!;
    await expect(wrong.provider.connect({ kind: "oauth", code, redirectUri: REDIRECT }).catch(kindOf)).resolves.toBe(
      "refused",
    );
  });

  it("refreshes (the old refresh token is then spent), revokes, and a withdrawn grant is refused", async () => {
    const f = overFake();
    const c = await f.connect();
    f.fake.expireTokens();
    await expect(f.provider.accountNumbers(c).catch(kindOf)).resolves.toBe("unauthorized");
    const fresh = await f.provider.refresh(c.tokens);
    expect(fresh.accessToken).not.toBe(c.tokens.accessToken);
    expect(fresh.refreshToken).not.toBe(c.tokens.refreshToken);
    expect(await f.provider.accountNumbers({ ...c, tokens: fresh })).not.toEqual([]);
    await expect(f.provider.refresh(c.tokens).catch(kindOf)).resolves.toBe("refused");
    await f.provider.revoke(fresh);
    expect(f.fake.revoked(fresh.accessToken)).toBe(true);
    await expect(f.provider.accountNumbers({ ...c, tokens: fresh }).catch(kindOf)).resolves.toBe("unauthorized");
    await expect(f.provider.refresh(fresh).catch(kindOf)).resolves.toBe("refused");
    // revoking what Fiken no longer knows is no failure (disconnecting goes on)
    await expect(f.provider.revoke(fresh)).resolves.toBeUndefined();
  });
});

describe("a Fiken sync", () => {
  it("reads every open invoice once, page by page, with its debtor, KID, due date, payments and credit note", async () => {
    fikenPaging.pageSize = 7;
    const f = overFake();
    const c = await f.connect();
    const { pages, rows, of, last } = await syncAll(f.provider, c);
    const b = f.fake.books();
    const open = b.invoices.filter((i) => !settledOf(b, i));
    expect(open).toHaveLength(50);
    expect(pages.length).toBe(Math.ceil(50 / 7));
    expect(pages.flatMap((p) => p.issues ?? [])).toEqual([]);
    const invoices = of("invoice");
    expect(invoices.map((r) => r.number).sort()).toEqual(open.map((i) => String(i.invoiceNumber)).sort());
    expect(new Set(rows.map((r) => r.externalId)).size).toBe(rows.length);
    for (const r of invoices) {
      const inv = b.invoices.find((i) => String(i.invoiceNumber) === r.number)!;
      const gross = inv.lines.reduce((s, l) => s + l.net + l.vat, 0);
      expect(r).toMatchObject({
        externalId: `fiken:invoice:${inv.invoiceId}`,
        voucherDate: inv.issueDate,
        dueDate: inv.dueDate,
        amountOre: gross,
        kid: inv.kid,
        currency: "NOK",
      });
      expect(isValidKid(r.kid!)).toBe(true);
      expect(r.debtor!.customerNumber).toBe(
        String(b.contacts.find((k) => k.contactId === inv.contactId)!.customerNumber),
      );
    }
    const company = invoices.find((r) => r.debtor!.name === "Nordavind Bakeri AS")!.debtor!;
    expect(company).toMatchObject({ type: "company", orgNumber: "920000010", postcode: "7080", city: "Heimdal" });
    expect(company.country).toBe("NO");
    const person = invoices.find((r) => r.debtor!.name === "Kari Solberg")!.debtor!;
    expect(person).toMatchObject({ type: "person", address: "Bjørkeveien 12", email: "kari.solberg@example.no" });
    expect(person.orgNumber).toBeUndefined();
    expect(invoices.find((r) => r.debtor!.name === "Astrid Berg")!.debtor!.country).toBe("SE");
    // the payments made before the first sync on the open invoices, and the one credit note
    const partly = open.filter((i) => i.payments.length > 0);
    expect(partly.length).toBeGreaterThan(3);
    expect(
      of("payment")
        .map((r) => r.externalId)
        .sort(),
    ).toEqual(partly.map((i) => `fiken:payment:${i.payments[0]!.paymentId}`).sort());
    const paid = partly[0]!;
    expect(of("payment").find((r) => r.invoiceNumber === String(paid.invoiceNumber))).toMatchObject({
      amountOre: paid.payments[0]!.amount,
      kid: paid.kid,
      voucherDate: paid.payments[0]!.date,
    });
    const cn = b.creditNotes[0]!;
    expect(of("creditNote")).toEqual([
      expect.objectContaining({
        number: String(cn.creditNoteNumber),
        invoiceNumber: String(b.invoices.find((i) => i.invoiceId === cn.invoiceId)!.invoiceNumber),
        amountOre: 625_00,
        externalId: `fiken:creditNote:${cn.creditNoteId}`,
      }),
    ]);
    // a first sync asks only for open invoices; the next starts from today
    expect(
      f.requests
        .filter((r) => r.url.pathname.endsWith("/invoices"))
        .every((r) => r.url.searchParams.get("settled") === "false"),
    ).toBe(true);
    expect(JSON.parse(last.resumeFrom!)).toMatchObject({ phase: "invoices", page: 0, since: Clock.today() });
  });

  it("the next sync brings what changed since: a payment registered in Fiken, a new invoice, a credit note", async () => {
    const f = overFake();
    const c = await f.connect();
    const first = await syncAll(f.provider, c);
    const b = f.fake.books();
    const target = b.invoices.find((i) => !settledOf(b, i) && i.payments.length === 0)!;
    // registered the way a bookkeeper does in Fiken (with the personal API token): POST /sales/{saleId}/payments
    const paid = await f.fake.request(`/api/v2/companies/${c.companyRef}/sales/${target.saleId}/payments`, {
      method: "POST",
      headers: { authorization: `Bearer ${FIKEN_PERSONAL_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ date: Clock.today(), account: BANK_ACCOUNT, amount: 100_00 }),
    });
    expect(paid.status).toBe(201);
    // a new invoice made today, and a credit note today on an open invoice
    const made = addInvoice(b, b.contacts[0]!, Clock.today(), [
      { description: "Ny måler", net: 800_00, vat: 200_00, vatType: "HIGH", incomeAccount: "3000" },
    ]);
    const credited = b.invoices.find((i) => !settledOf(b, i) && i !== target && i.creditNoteIds.length === 0)!;
    const cn = addCreditNote(
      b,
      credited,
      Clock.today(),
      [{ ...made.lines[0]!, net: 40_00, vat: 10_00 }],
      "Avslag",
      Clock.today(),
    );
    const next = await syncAll(f.provider, c, first.last.resumeFrom!);
    // read with its invoice (changed today) and with its sale: the same externalId, which the intake keeps once
    const payments = [...new Map(next.of("payment").map((r) => [r.externalId, r])).values()];
    expect(payments).toEqual([
      expect.objectContaining({
        invoiceNumber: String(target.invoiceNumber),
        kid: target.kid,
        amountOre: 100_00,
        voucherDate: Clock.today(),
        externalId: `fiken:payment:${target.payments[0]!.paymentId}`,
      }),
    ]);
    // the invoices changed today are read again (the intake keeps each once), the new one comes; nothing older
    expect(
      next
        .of("invoice")
        .map((r) => r.number)
        .sort(),
    ).toEqual([target, credited, made].map((i) => String(i.invoiceNumber)).sort());
    expect([...new Set(next.of("creditNote").map((r) => r.externalId))]).toEqual([
      `fiken:creditNote:${cn.creditNoteId}`,
    ]);
    expect(next.of("creditNote")[0]).toMatchObject({ invoiceNumber: String(credited.invoiceNumber), amountOre: 50_00 });
    const lists = next.pages.length;
    expect(lists).toBe(3); // invoices, credit notes, sales changed since
    expect(f.requests.filter((r) => r.url.searchParams.get("lastModifiedGe") === Clock.today())).toHaveLength(3);
  });

  it("a list that moves between two of its pages is read again from its first page: no open invoice is missed", async () => {
    fikenPaging.pageSize = 7;
    const f = overFake();
    const c = await f.connect();
    f.fake.faults.settleBeforeInvoicePage = 2;
    const { of, last } = await syncAll(f.provider, c);
    const b = f.fake.books();
    const stillOpen = b.invoices.filter((i) => !settledOf(b, i)).map((i) => String(i.invoiceNumber));
    expect(stillOpen).toHaveLength(49);
    const read = new Set(of("invoice").map((r) => r.number));
    for (const n of stillOpen) expect(read.has(n), n).toBe(true);
    expect(last.resumeFrom).toBeTruthy();
  });

  it("each fault is the spine's error kind; a malformed row is an issue and the rest of its page comes", async () => {
    const f = overFake({ timeoutMs: 150 });
    const c = await f.connect();
    f.fake.faults.next.push({ status: 429, retryAfter: 3 });
    const limited = await f.provider.syncPage(c, null).catch((e: unknown) => e);
    expect(limited).toMatchObject({ kind: "rateLimited", details: { retryAfterMs: 3_000, status: 429 } });
    f.fake.faults.next.push({ status: 500 });
    await expect(f.provider.syncPage(c, null).catch(kindOf)).resolves.toBe("unavailable");
    f.fake.faults.next.push({ status: "malformedPage" });
    await expect(f.provider.syncPage(c, null).catch(kindOf)).resolves.toBe("malformed");
    f.fake.faults.slowMs = 400;
    await expect(f.provider.syncPage(c, null).catch(kindOf)).resolves.toBe("unavailable");
    f.fake.faults.slowMs = 0;
    await new Promise((r) => setTimeout(r, 450)); // the slow answer ends before the next request
    f.fake.faults.next.push({ status: "malformedRow" });
    const page = await f.provider.syncPage(c, null);
    const b = f.fake.books();
    const broken = b.invoices.find((i) => !settledOf(b, i))!;
    expect(page.issues).toEqual([
      { externalId: `fiken:invoice:${broken.invoiceId}`, message: "Fiken sent an invoice that is not as documented" },
    ]);
    expect(page.rows.filter((r) => r.kind === "invoice")).toHaveLength(49);
    // 401 in the middle of a sync: unauthorized, and after a refresh the sync goes on from its cursor
    fikenPaging.pageSize = 10;
    const one = await f.provider.syncPage(c, null);
    f.fake.faults.unauthorizedAfter = 0;
    await expect(f.provider.syncPage(c, one.next).catch(kindOf)).resolves.toBe("unauthorized");
    const again = await f.provider.syncPage({ ...c, tokens: await f.provider.refresh(c.tokens) }, one.next);
    expect(again.rows.filter((r) => r.kind === "invoice")).toHaveLength(10);
  });

  it("never sends two requests at once for a connection, though the spine calls it at once; Fiken would refuse", async () => {
    const f = overFake();
    const c = await f.connect();
    f.fake.faults.slowMs = 15;
    const [page, accounts, units] = await Promise.all([
      f.provider.syncPage(c, null),
      f.provider.accountNumbers(c),
      f.provider.orgUnits(c),
      f.provider.writeBack(c, {
        key: "wb-1",
        kind: "payment",
        invoiceNumber: String(f.fake.books().invoices[0]!.invoiceNumber),
        amountOre: 10_00,
        date: Clock.today(),
      }),
    ]);
    expect(page.rows.length).toBeGreaterThan(50);
    expect(accounts.length).toBeGreaterThan(0);
    expect(units.length).toBeGreaterThan(0);
    expect(f.fake.maxInFlight()).toBe(1);
    // the fake holds the rule: two at once from one user, and the second is told to wait
    const auth = { headers: { authorization: `Bearer ${c.tokens.accessToken}` } };
    const both = await Promise.all([
      f.fake.request(`/api/v2/companies/${c.companyRef}/projects`, auth),
      f.fake.request(`/api/v2/companies/${c.companyRef}/projects`, auth),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 429]);
    expect(both.find((r) => r.status === 429)!.headers.get("retry-after")).toBe("1");
  });

  it("a customer in a country we cannot read is an issue, not a debtor put in Norway", async () => {
    const f = overFake();
    const c = await f.connect();
    const b = f.fake.books();
    const abroad = b.contacts.find((k) => k.name === "Astrid Berg")!;
    abroad.address.country = "Atlantis";
    const page = await f.provider.syncPage(c, null);
    const theirs = b.invoices.filter((i) => i.contactId === abroad.contactId && !settledOf(b, i));
    expect(theirs.length).toBeGreaterThan(0);
    expect(page.issues).toEqual(
      theirs.map((i) => ({
        externalId: `fiken:invoice:${i.invoiceId}`,
        message: "The customer's country in Fiken is not one we know",
      })),
    );
    expect(page.rows.some((r) => r.debtor?.customerNumber === String(abroad.customerNumber))).toBe(false);
  });

  it("account numbers are the bank and cash accounts; org units are the projects not completed", async () => {
    const f = overFake();
    const c = await f.connect();
    expect(await f.provider.accountNumbers(c)).toEqual([
      { number: "1900", name: "Kontanter" },
      { number: BANK_ACCOUNT, name: "Driftskonto" },
      { number: "1920:10002", name: "Skattetrekkskonto" },
    ]);
    expect(await f.provider.orgUnits(c)).toEqual([
      { id: "501", name: "P-01 Fjernvarme Lysvik" },
      { id: "502", name: "P-02 Solcellepark Nes" },
    ]);
    expect(outstandingOf(f.fake.books(), f.fake.books().invoices[0]!)).toBeGreaterThan(0);
  });
});
