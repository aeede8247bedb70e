import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { t, type MessageKey } from "../i18n/messages";
import { csvAmount, toCsv } from "../util/csv";
import type { Voucher } from "./store";
import { VOUCHER_TYPES } from "./voucher-rules";

/**
 * The ledger's CSV downloads (UTF-8 with BOM, semicolons, Norwegian headers whatever the caller's language, as
 * the user export does): the open items, and the corrections of a period for the accounting. Both read an index
 * page by page, never the table.
 */

/** Norwegian names of the voucher types (SPEC 3), for the exported files. */
const TYPE_NAMES: Record<number, string> = {
  [VOUCHER_TYPES.invoice]: "Faktura",
  [VOUCHER_TYPES.lateFee]: "Purregebyr",
  [VOUCHER_TYPES.creditNote]: "Kreditnota",
  [VOUCHER_TYPES.payment]: "Innbetaling",
  [VOUCHER_TYPES.rentOccupied]: "Husleie (okkupert)",
  [VOUCHER_TYPES.receivedTooMuchWages]: "For mye utbetalt lønn",
  [VOUCHER_TYPES.balanceAfterContractTermination]: "Saldo etter avsluttet kontrakt",
  [VOUCHER_TYPES.finalBalance]: "Sluttsaldo",
  [VOUCHER_TYPES.correction]: "Korreksjon",
  [VOUCHER_TYPES.pastInterestRates]: "Tidligere renter",
  [VOUCHER_TYPES.interestCalculation]: "Rentenota",
  [VOUCHER_TYPES.sentence]: "Dom",
};

const header = (keys: MessageKey[]) => keys.map((k) => t("no", k));

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
export async function openItemsCsv(customerId: string): Promise<{ filename: string; csv: string }> {
  const items = await all(db().entities.voucher.query.openItems({ customerId }));
  const rows = items.map((v) => [
    v.customerNumber,
    v.debtorName,
    TYPE_NAMES[v.type] ?? String(v.type),
    v.number ?? v.invoiceNumber ?? "",
    v.voucherDate,
    v.dueDate,
    csvAmount(v.amountOre),
    csvAmount(v.balanceOre),
    v.kid ?? "",
  ]);
  const csv = toCsv(
    header([
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
export async function correctionsCsv(customerId: string, from: string, to: string) {
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
    v.voucherDate,
    v.customerNumber,
    v.debtorName,
    t("no", v.side === "debit" ? "csv.ledger.debit" : "csv.ledger.credit"),
    csvAmount(v.amountOre),
    csvAmount(v.balanceOre),
    v.invoiceNumber ?? "",
    v.description ?? "",
    v.voucherId,
  ]);
  const csv = toCsv(
    header([
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
  return { filename: `korreksjoner-${from}-${to}.csv`, csv };
}
