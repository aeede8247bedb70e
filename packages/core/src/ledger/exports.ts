import "./entities"; // registers the entities named here
import "../i18n/ledger"; // registers the texts of the keys named here
import { Clock } from "../clock";
import { keepExport } from "../storage/export-records";
import { db } from "../dynamo/db";
import { isMessageKey, t, type Language, type MessageKey } from "../i18n/messages";
import { csvAmount, csvDate, toCsv } from "../util/csv";
import type { Voucher } from "./store";

/**
 * The ledger's CSV downloads (UTF-8 with BOM, semicolons, dates DD.MM.YYYY, amounts 1234,50; headers and words in
 * the caller's language, from the message catalogue): the open items, and the corrections of a period for the
 * accounting. Both read an index page by page, never the table.
 */

/** A voucher type's name in the export's language (SPEC 3; the names the ledger page uses). */
const typeName = (lang: Language, type: number) =>
  isMessageKey(`voucherType.${type}`) ? t(lang, `voucherType.${type}`) : String(type);

/** What the system wrote as a voucher's description, in words: a write-off's correction says so. */
const descriptionOf = (lang: Language, v: Voucher) =>
  v.source === "write-off" && (v.description ?? "write-off") === "write-off"
    ? t(lang, "csv.ledger.writeOff")
    : (v.description ?? "");

const header = (lang: Language, keys: MessageKey[]) => keys.map((k) => t(lang, k));

/** Every item of a query, a page (1 MB) at a time. */
async function all(run: {
  go: (o: { cursor: string | null }) => Promise<{ data: Voucher[]; cursor: string | null }>;
}): Promise<Voucher[]> {
  const out: Voucher[] = [];
  let cursor: string | null = null;
  do {
    const res: { data: Voucher[]; cursor: string | null } = await run.go({ cursor });
    out.push(...res.data);
    cursor = res.cursor;
  } while (cursor);
  return out;
}

/** POST ledgers/export-statistics: the open items by due date, as on the ledger page. */
export async function openItemsCsv(
  customerId: string,
  lang: Language = "no",
): Promise<{ filename: string; csv: string }> {
  const items = await all(db().entities.voucher.query.openItems({ customerId }));
  const rows = items.map((v) => [
    v.customerNumber,
    v.debtorName,
    typeName(lang, v.type),
    v.number ?? v.invoiceNumber ?? "",
    csvDate(v.voucherDate),
    csvDate(v.dueDate),
    csvAmount(v.amountOre),
    csvAmount(v.balanceOre),
    v.kid ?? "",
  ]);
  const csv = toCsv(
    header(lang, [
      "csv.ledger.customerNumber",
      "csv.ledger.debtor",
      "csv.ledger.type",
      "csv.ledger.number",
      "csv.ledger.voucherDate",
      "csv.ledger.dueDate",
      "csv.ledger.amount",
      "csv.ledger.balance",
      "csv.ledger.kid",
    ]),
    rows,
  );
  return { filename: `reskontro-${Clock.today()}.csv`, csv };
}

/**
 * POST correction-exports: the corrections (type 9) with a voucher date in [from, to], deleted ones left out,
 * oldest first. Corrections are in their page's lists by state (credit: unmatched/matched, debit: open/closed).
 */
export async function correctionsCsv(customerId: string, from: string, to: string, lang: Language = "no") {
  const lists = ["corrections:unmatched", "corrections:matched", "corrections:open", "corrections:closed"];
  const found = (
    await Promise.all(
      lists.map((listName) =>
        all(
          db()
            .entities.voucher.query.byList({ customerId, listName })
            .between({ voucherDate: from }, { voucherDate: `${to}~` }),
        ),
      ),
    )
  )
    .flat()
    .sort((a, b) => a.voucherDate.localeCompare(b.voucherDate) || a.voucherId.localeCompare(b.voucherId));
  const rows = found.map((v) => [
    csvDate(v.voucherDate),
    v.customerNumber,
    v.debtorName,
    t(lang, v.side === "debit" ? "csv.ledger.debit" : "csv.ledger.credit"),
    csvAmount(v.amountOre),
    csvAmount(v.balanceOre),
    v.invoiceNumber ?? "",
    descriptionOf(lang, v),
    v.voucherId,
  ]);
  const csv = toCsv(
    header(lang, [
      "csv.ledger.voucherDate",
      "csv.ledger.customerNumber",
      "csv.ledger.debtor",
      "csv.ledger.side",
      "csv.ledger.amount",
      "csv.ledger.unapplied",
      "csv.ledger.invoiceNumber",
      "csv.ledger.description",
      "csv.ledger.voucherId",
    ]),
    rows,
  );
  const filename = `korrigeringer-${from}-${to}.csv`;
  // handed to the creditor's bookkeeping: kept as a record (storage/export-records.ts)
  await keepExport(customerId, "corrections", filename, csv);
  return { filename, csv };
}
