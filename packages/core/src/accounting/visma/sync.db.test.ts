import { ulid } from "ulid";
import { describe, expect, it } from "vitest";
import { BANK_ACCOUNT_ID } from "../../../../../scripts/local/fakes/visma-data";
import { drainJobs } from "../../../../api/test/jobs";
import "../../cases/ledger-hooks"; // the ledger's hooks (and the write-back's, which it loads)
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { createVoucher } from "../../ledger/vouchers";
import { VOUCHER_TYPES } from "../../ledger/voucher-rules";
import { completeOAuth, redirectUriFor, startConnection, withConnection } from "../connections";
import { runSync } from "../sync";
import { startSync } from "../sync-runs";

/**
 * The spine's sync with the Visma eAccounting adapter against the local Visma (scripts/local/fakes/visma.ts, served on
 * INNFRI_VISMA_URL by the test setup): a payment we posted to Visma (write-back) comes back as growth of the invoice's
 * paid amount (Visma lists no payments), alone or in one growth with a payment the customer registers there before the
 * next sync; the sync takes off what we posted, so each krone is counted once (docs/accounting-visma.md "Payments").
 */

const visma = () => process.env.INNFRI_VISMA_URL!;

/** A customer connected to the local Visma through its authorize page ("Tillat"), state and PKCE as the spine does. */
async function connected(): Promise<string> {
  const customerId = ulid();
  await startConnection(customerId, "visma");
  const authorize = new URL(await redirectUriFor(customerId, "visma", "u-1"));
  const page = await fetch(authorize);
  expect(page.status).toBe(200);
  const form = new URLSearchParams({ decision: "allow" });
  for (const m of (await page.text()).matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    form.set(
      m[1]!,
      m[2]!.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))),
    );
  const back = await fetch(`${visma()}/connect/authorize`, { method: "POST", body: form, redirect: "manual" });
  const to = new URL(back.headers.get("location")!);
  await completeOAuth(customerId, { state: to.searchParams.get("state")!, code: to.searchParams.get("code")! });
  return customerId;
}

/** A call to the local Visma's API with the connection's token (as the customer's bookkeeper would make it). */
const inVisma = (customerId: string, path: string, init: RequestInit = {}) =>
  withConnection(customerId, (_p, conn) =>
    fetch(`${visma()}/v2${path}`, {
      ...init,
      headers: { authorization: `Bearer ${conn.tokens.accessToken}`, "content-type": "application/json" },
    }),
  );

async function syncOnce(customerId: string) {
  const { syncId } = await startSync(customerId, "manual", "u-1");
  await runSync(customerId, syncId);
  return (await db().entities.accountingSync.get({ customerId, syncId }).go({ consistent: true })).data!;
}

/** The invoice in our ledger, and the money on it: paid (its allocations) and what remains. */
async function invoiceIn(customerId: string, number: string) {
  const { data } = await db().entities.voucher.query.byId({ customerId }).go({ pages: "all" });
  const v = data.find((x) => !x.deletedAt && x.type === VOUCHER_TYPES.invoice && x.number === number)!;
  return { paidOre: v.allocations.reduce((s, a) => s + a.amountOre, 0), balanceOre: v.balanceOre };
}

/** An open invoice nobody has paid on, in Visma (its id, number and total in øre) and in our ledger. */
async function unpaidInvoice(customerId: string) {
  const list = await inVisma(customerId, "/customerinvoices?$page=1&$pagesize=100");
  const invoices = ((await list.json()) as { Data: Record<string, unknown>[] }).Data;
  const open = invoices.find(
    (i) =>
      !i.IsCreditInvoice &&
      i.RemainingAmountInvoiceCurrency === i.TotalAmountInvoiceCurrency &&
      Number(i.TotalAmountInvoiceCurrency) >= 1_000,
  )!;
  const number = String(open.InvoiceNumber);
  const totalOre = Math.round(Number(open.TotalAmountInvoiceCurrency) * 100);
  expect(await invoiceIn(customerId, number)).toEqual({ paidOre: 0, balanceOre: totalOre });
  return { id: String(open.Id), number, totalOre };
}

/** A payment registered here on the invoice, and posted to Visma by the write-back job. */
async function postedPayment(customerId: string, number: string, amountOre: number) {
  await createVoucher(
    customerId,
    { type: VOUCHER_TYPES.payment, voucherDate: Clock.today(), amountOre, invoiceNumber: number },
    { userId: "u-1" },
  );
  await drainJobs();
  const { data } = await db().entities.accountingWriteBack.query.byKey({ customerId }).go();
  expect(data.map((w) => [w.kind, w.invoiceNumber, w.amountOre, w.status])).toContainEqual([
    "payment",
    number,
    amountOre,
    "done",
  ]);
}

describe("the sync of Visma eAccounting and what we posted to it", () => {
  it("counts a payment we posted and one made in Visma before the next sync once each: 300 + 200 kr", async () => {
    const customerId = await connected();
    expect(await syncOnce(customerId)).toMatchObject({ status: "done" });
    const invoice = await unpaidInvoice(customerId);
    await postedPayment(customerId, invoice.number, 30_000);
    // then the debtor pays 200 kr, registered in Visma before the next sync
    const paid = await inVisma(customerId, `/customerinvoices/${invoice.id}/payments`, {
      method: "POST",
      body: JSON.stringify({
        CompanyBankAccountId: BANK_ACCOUNT_ID,
        PaymentDate: Clock.today(),
        PaymentAmount: 200,
        PaymentCurrency: "NOK",
        PaymentType: 1,
      }),
    });
    expect(paid.status).toBe(201);

    // Visma shows 500 kr paid as one growth: the sync brings in the debtor's 200 kr, not our 300 kr again
    expect(await syncOnce(customerId)).toMatchObject({ status: "done", issues: [] });
    const once = { paidOre: 50_000, balanceOre: invoice.totalOre - 50_000 };
    expect(await invoiceIn(customerId, invoice.number)).toEqual(once);
    expect(await syncOnce(customerId)).toMatchObject({ status: "done", result: { created: 0, matched: 0 } });
    expect(await invoiceIn(customerId, invoice.number)).toEqual(once);
  });

  it("brings nothing in for a payment we posted alone", async () => {
    const customerId = await connected();
    expect(await syncOnce(customerId)).toMatchObject({ status: "done" });
    const invoice = await unpaidInvoice(customerId);
    await postedPayment(customerId, invoice.number, 30_000);
    expect(await syncOnce(customerId)).toMatchObject({ status: "done", issues: [], result: { created: 0 } });
    expect(await invoiceIn(customerId, invoice.number)).toEqual({
      paidOre: 30_000,
      balanceOre: invoice.totalOre - 30_000,
    });
  });
});
