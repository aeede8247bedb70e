import "../../accounts/entities"; // registers the entities named here (membership, user)
import { loadCustomer } from "../../accounts/customer";
import { Clock } from "../../clock";
import { counterUpdate, GLOBAL_SCOPE, readCounters, sequenceStep } from "../../dynamo/counters";
import { db } from "../../dynamo/db";
import { committed, failedAt } from "../../dynamo/transaction";
import { loadPublicHolidays } from "../../law/sending-window";
import { AppError } from "../../util/error";
import { fieldErrorsFrom } from "../../util/field-errors";
import { INVOICE_SEQUENCE, invoiceEhfKey, invoiceKeyOf, invoicePdfKey } from "./invoice-keys";
import { buildInvoice, type Buyer, type CustomerInvoice } from "./invoice-rules";
import { INVOICE_LIST_COUNTER, issuedInvoice, toInvoiceView } from "./invoice-store";
import { IssueInvoiceInput, type CustomerInvoiceView } from "./invoice.schema";
import "./invoice.entity"; // registers the entity named here
import { retrying } from "../../command/retrying";

/**
 * Issuing our invoice to a customer (docs/billing-invoices.md "Numbering"). The invoice takes the next number of
 * the one gap-free series of our company in the SAME transaction that writes it (dynamo/counters.ts `sequenceStep`):
 * concurrent issues never take one number twice, and a refused or cancelled issue takes none (bokføringsforskriften
 * § 5-1-1 nr. 1: «nummerert med ett eller flere kontrollerbare nummerserier»). Once written the invoice is never
 * changed. Its PDF and EHF are written after the commit, as records, made from the stored document alone (never
 * before: a record in the locked bucket cannot be taken back; a failure there is repaired by `rewriteInvoiceFiles`).
 */

/** Tries of one issue against concurrent ones (each lost race means another invoice got its number). */
const ISSUE_TRIES = 60;

type CustomerItem = Awaited<ReturnType<typeof loadCustomer>>;

/** The customer account as the invoice's buyer. Without an org number it is a person (ehf.ts `buyerEndpoint`). */
export function buyerOf(c: CustomerItem): Buyer {
  const org = c.orgNumber?.trim();
  return {
    name: c.name,
    ...(org ? { orgNumber: org } : {}),
    vatRegistered: !!org && c.isRegisteredInVatRegister === true,
    street: c.address ?? "",
    ...(c.coAddress ? { coAddress: c.coAddress } : {}),
    postcode: c.postNumber ?? "",
    city: c.city ?? "",
    country: "NO",
    ...(c.email ? { email: c.email } : {}),
  };
}

/** The customer's language: its owner's (the user who registered it), Norwegian when there is none. */
async function customerLanguage(customerId: string): Promise<"no" | "en"> {
  const { data } = await db().entities.membership.query.byCustomer({ customerId }).go({ pages: "all" });
  const owner = data.find((m) => m.permission === "owner");
  if (!owner) return "no";
  const { data: user } = await db().entities.user.get({ userId: owner.userId }).go();
  return user?.language ?? "no";
}

export interface IssueOptions {
  /** Who issues it (a staff user, or none for the billing run). */
  userId?: string;
  /** The issue date; today (Oslo) when not given. */
  issueDate?: string;
  /**
   * Conditioned items written in the invoice's transaction, given its number: when a condition fails (the thing
   * was invoiced already), nothing is written and `AlreadyIssued` is thrown, naming which (`at`, the index in the
   * items given; the billing run's mark first, then a referral discount's use: billing-run.ts).
   */
  once?: (e: TxEntities, number: number) => TxItem | TxItem[];
}

type TxEntities = Parameters<Parameters<ReturnType<typeof db>["transaction"]["write"]>[0]>[0];
type TxItem = ReturnType<TxEntities["customerInvoice"]["create"]>["commit"] extends () => infer R ? R : never;

/** A `once` item's condition failed (`at`: which of them): nothing was issued. */
export class AlreadyIssued extends Error {
  constructor(readonly at = 0) {
    super("already issued");
  }
}

/** Issues an invoice to the customer: validated (422, nothing written), numbered, stored, its PDF and EHF written. */
export async function issueInvoice(
  customerId: string,
  input: unknown,
  opts: IssueOptions = {},
): Promise<{ invoice: CustomerInvoiceView; document: CustomerInvoice }> {
  const parsed = IssueInvoiceInput.safeParse(input);
  if (!parsed.success) throw new AppError("VALIDATION", "validation.invalid", {}, fieldErrorsFrom(parsed.error));
  const { lines, buyerReference, language } = parsed.data;
  const customer = await loadCustomer(customerId);
  const buyer = buyerOf(customer);
  const lang = language ?? (await customerLanguage(customerId));
  const issueDate = opts.issueDate ?? Clock.today();

  await loadPublicHolidays(); // the due date moves off a weekend or public holiday (invoice-rules dueDateOf)
  // one series for every customer: a billing run's issues meet on one counter item, so a lost race reads again
  const written = await retrying(async () => {
    const current = (await readCounters(GLOBAL_SCOPE, [INVOICE_SEQUENCE]))[INVOICE_SEQUENCE]!.count;
    const document = buildInvoice({
      number: current + 1,
      customerId,
      language: lang,
      issueDate,
      buyer,
      ...(buyerReference ? { buyerReference } : {}),
      lines,
    });
    const now = Clock.nowMs();
    const item = {
      customerId,
      invoiceKey: invoiceKeyOf(document.number),
      number: document.number,
      kind: document.kind,
      issueDate,
      dueDate: document.dueDate,
      kid: document.kid,
      netOre: document.netOre,
      vatOre: document.vatOre,
      totalOre: document.totalOre,
      language: lang,
      document: JSON.stringify(document),
      pdfKey: invoicePdfKey(customerId, document.number),
      ehfKey: invoiceEhfKey(customerId, document.number),
      listed: "customer-invoices",
      paidOre: 0,
      ...(opts.userId ? { createdBy: opts.userId } : {}),
      createdAt: now,
      updatedAt: now,
    };
    let onceItems = 0;
    try {
      await committed(
        db()
          .transaction.write((e) => {
            const once = opts.once ? [opts.once(e, document.number)].flat() : [];
            onceItems = once.length;
            return [
              sequenceStep(e, GLOBAL_SCOPE, INVOICE_SEQUENCE, current),
              e.customerInvoice.create(item).commit(),
              counterUpdate(e, customerId, INVOICE_LIST_COUNTER, 1),
              ...once,
            ];
          })
          .go(),
      );
    } catch (err) {
      for (let i = 0; i < onceItems; i++) if (failedAt(err, 3 + i)) throw new AlreadyIssued(i);
      throw err;
    }
    return { document, item };
  }, ISSUE_TRIES);
  const { writeInvoiceFiles } = await import("./invoice-files");
  await writeInvoiceFiles(written.document);
  return {
    invoice: toInvoiceView(written.item),
    document: written.document,
  };
}

/**
 * Writes an issued invoice's PDF and EHF again from its stored document (identical files: a new version of each
 * record). For a job that finds an invoice without its files (an issue stopped between its commit and its files).
 */
export async function rewriteInvoiceFiles(customerId: string, number: number): Promise<void> {
  const { writeInvoiceFiles } = await import("./invoice-files");
  await writeInvoiceFiles(await issuedInvoice(customerId, number));
}
