import "./entities"; // registers the entities named here
import "../i18n/ledger"; // registers the texts of the keys named here
import type { EntityItem } from "electrodb";
import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { ACTIVITY_ITEMS, activityWrite, type ActivityEntry } from "../activity/activity";
import { Clock } from "../clock";
import { config } from "../config";
import { documentClient } from "../dynamo/client";
import { counterUpdate } from "../dynamo/counters";
import { db } from "../dynamo/db";
import { committed, TransactionCanceledError } from "../dynamo/transaction";
import { fieldError } from "../util/error";
import type { DebtorEntity, VoucherEntity } from "./entities";
import { ledgerCounterUpdate, ledgerScope } from "./ledger-counters";
import { counterDelta, indexListOf, searchRefsOf } from "./voucher-rules";

export type Voucher = EntityItem<typeof VoucherEntity>;
export type Debtor = EntityItem<typeof DebtorEntity>;

/** A reference item to create (lock: fails when it exists) or to remove. */
export interface RefChange {
  ref: string;
  targetId: string;
  op: "create" | "delete";
}

/**
 * Items another part adds to a ledger command's transaction (issue 11: the cases a payment pays,
 * cases/operations/case-settlement.ts): `count` of them, built from the transaction's entities.
 */
export interface LedgerExtra {
  count: number;
  items: (e: TxEntities) => unknown[];
}

/** The entities a write transaction's callback receives. */
type TxEntities = Parameters<Parameters<ReturnType<typeof db>["transaction"]["write"]>[0]>[0];

export interface VoucherChange {
  before: Voucher | null;
  /** null removes the voucher for good (only a split payment's emptied original). */
  after: Voucher | null;
}

/**
 * The one way the ledger is written: every voucher put is conditioned on the version it was read at (or on not
 * existing), the counters move by exactly the difference the change makes (voucher-rules `counterDelta`), and
 * references are created as locks, all in one DynamoDB transaction. A concurrent change makes the transaction
 * fail instead of being overwritten; callers re-read and try again (`retrying`).
 *
 * `activity` is the activity-log entry of the command (core/activity `activityWrite`): written in the same
 * transaction, so the change and its record commit together or not at all.
 *
 * Returns the vouchers as written (version and list name set; `updatedAt` as this process saw the clock), so a
 * command answers without reading them back.
 */
export async function writeLedger(
  customerId: string,
  changes: VoucherChange[],
  refs: RefChange[] = [],
  { activity, extra }: { activity?: ActivityEntry; extra?: LedgerExtra } = {},
): Promise<Voucher[]> {
  const w = ledgerWrite(customerId, changes, refs);
  const items = w.count + (activity ? ACTIVITY_ITEMS : 0) + (extra?.count ?? 0);
  if (items > 100) throw new Error(`A ledger transaction of ${items} items is over DynamoDB's limit of 100`);
  try {
    await committed(
      db()
        .transaction.write((e) => [
          ...w.items(e),
          ...(activity ? activityWrite(e, activity) : []),
          // last, so the counters' positions (totalTooLarge) stay where they were
          ...((extra?.items(e) ?? []) as []),
        ])
        .go(),
    );
    return w.written;
  } catch (err) {
    throw w.refused(err, 0) ?? err;
  }
}

/**
 * The transaction items of a ledger change (what `writeLedger` writes), for a command that writes them in a
 * transaction of its own: a case command whose plan moves money between vouchers (a revert moving the fees payments
 * had paid: cases/operations/reverted-fees.ts) puts `items` among its extra items, and answers `refused(err, at)`
 * (`at`: the index of the first of them) as its refusal. `written`: the vouchers as they will be once committed.
 */
export function ledgerWrite(customerId: string, changes: VoucherChange[], refs: RefChange[] = []) {
  const now = Clock.nowMs();
  const written = changes.map(({ before, after }) =>
    after
      ? ({ ...after, listName: indexListOf(after), version: (before?.version ?? 0) + 1, updatedAt: now } as Voucher)
      : null,
  );
  const delta = counterDelta(changes);
  const search = searchRefChanges(changes);
  const counterAt = changes.length + refs.length;
  return {
    written: written.filter((v): v is Voucher => v !== null),
    count: counterAt + delta.size + search.length,
    items: (e: TxEntities) => [
      ...changes.map(({ before }, i) => {
        const { voucher } = e;
        const item = written[i];
        if (!item) {
          return voucher
            .delete({ customerId, voucherId: before!.voucherId })
            .where((a, { eq }) => eq(a.version, before!.version))
            .commit();
        }
        return before
          ? voucher
              .put(item)
              .where((a, { eq }) => eq(a.version, before.version))
              .commit()
          : voucher.create(item).commit();
      }),
      ...refs.map((r) =>
        r.op === "create"
          ? e.ledgerRef.create({ customerId, ref: r.ref, targetId: r.targetId }).commit()
          : e.ledgerRef.delete({ customerId, ref: r.ref }).commit(),
      ),
      ...[...delta].map(([name, d]) => ledgerCounterUpdate(e, customerId, name, d)),
      ...search.map((r) =>
        r.op === "create"
          ? e.ledgerRef.put({ customerId, ref: r.ref, targetId: r.targetId }).commit()
          : e.ledgerRef.delete({ customerId, ref: r.ref }).commit(),
      ),
    ],
    /** A counter would pass MAX_TOTAL_ORE: the change is refused (nothing written), never a broken ledger page. */
    refused: (err: unknown, at: number) =>
      err instanceof TransactionCanceledError &&
      err.reasons.slice(at + counterAt, at + counterAt + delta.size).includes("ConditionalCheckFailed")
        ? fieldError("amount", "ledger.totalTooLarge")
        : null,
  };
}

/** The search refs (voucher-rules `searchRefsOf`) a change adds and removes; unchanged ones are left alone. */
export function searchRefChanges(changes: VoucherChange[]): RefChange[] {
  const out: RefChange[] = [];
  for (const { before, after } of changes) {
    const old = new Set(before ? searchRefsOf(before) : []);
    const now = new Set(after ? searchRefsOf(after) : []);
    for (const ref of old) if (!now.has(ref)) out.push({ ref, targetId: before!.voucherId, op: "delete" });
    for (const ref of now) if (!old.has(ref)) out.push({ ref, targetId: after!.voucherId, op: "create" });
  }
  return out;
}

export const getVoucherItem = async (customerId: string, voucherId: string) =>
  (await db().entities.voucher.get({ customerId, voucherId }).go({ consistent: true })).data;

export const getDebtorItem = async (customerId: string, debtorId: string) =>
  (await db().entities.debtor.get({ customerId, debtorId }).go({ consistent: true })).data;

export async function getRef(customerId: string, ref: string): Promise<string | null> {
  const { data } = await db().entities.ledgerRef.get({ customerId, ref }).go({ consistent: true });
  return data?.targetId ?? null;
}

/** The targets of refs starting with `prefix` (e.g. `kid#1234#`), up to `limit`. */
export async function refsWithPrefix(customerId: string, prefix: string, limit = 50): Promise<string[]> {
  const { data } = await db()
    .entities.ledgerRef.query.byRef({ customerId })
    .begins({ ref: prefix })
    .go({ limit, consistent: true });
  return data.map((r) => r.targetId);
}

/**
 * Bulk creation for imports: up to 100 new vouchers in one transaction, each conditioned on not existing, without
 * their counters (many transactions racing for the same counter items would conflict). The import adds its
 * counters once at the end with `addCountersOnce`. Counter changes are differences, so a payment that meets an
 * imported item in between still leaves every counter right once both are in.
 */
export async function createMany(customerId: string, vouchers: Voucher[]): Promise<void> {
  if (vouchers.length > 100) throw new Error("createMany takes at most 100 vouchers");
  if (vouchers.length === 0) return;
  const TableName = config().tableName;
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: vouchers.map((v) => ({
          Put: {
            TableName,
            Item: voucherItem({ ...v, customerId, listName: indexListOf(v), version: 1 }),
            ConditionExpression: "attribute_not_exists(#pk) AND attribute_not_exists(#sk)",
            ExpressionAttributeNames: { "#pk": "pk", "#sk": "sk" },
          },
        })),
      }),
    );
  } catch (err) {
    const reasons = (err as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if ((err as { name?: string }).name === "TransactionCanceledException" && reasons)
      throw new TransactionCanceledError(reasons.map((r) => (r.Code === "None" ? undefined : r.Code)));
    throw err;
  }
}

/**
 * The table item ElectroDB writes for a new voucher (keys of every index, the sparse open-items index only for an
 * open debit, its entity markers), built directly: an import writes tens of thousands, and ElectroDB's per-item
 * validation was a third of the import's time. `store.test.ts` checks it equals ElectroDB's item field by field.
 */
export function voucherItem(v: Voucher): Record<string, unknown> {
  const attributes = Object.fromEntries(Object.entries(v).filter(([, value]) => value !== undefined));
  const sk = (...parts: [string, string][]) => `$voucher_1#${parts.map(([k, value]) => `${k}_${value}`).join("#")}`;
  const open = v.side === "debit" && v.balanceOre > 0 && !v.deletedAt;
  return {
    ...attributes,
    pk: `$innfri#customerId_${v.customerId}`,
    sk: sk(["voucherId", v.voucherId]),
    gsi1pk: `$innfri#customerId_${v.customerId}#debtorId_${v.debtorId}`,
    gsi1sk: sk(["voucherDate", v.voucherDate], ["voucherId", v.voucherId]),
    ...(open
      ? {
          gsi2pk: `$innfri#customerId_${v.customerId}`,
          gsi2sk: sk(["dueDate", v.dueDate], ["voucherId", v.voucherId]),
        }
      : {}),
    gsi3pk: `$innfri#customerId_${v.customerId}#listName_${v.listName}`,
    gsi3sk: sk(["voucherDate", v.voucherDate], ["voucherId", v.voucherId]),
    __edb_e__: "voucher",
    __edb_v__: "1",
  };
}

/**
 * Adds counter changes exactly once: with a marker ref created in the same transaction (`import#<id>#counted`), a
 * second run adds nothing. Large sets are split in transactions of 99 changes, each with a marker of its own part.
 */
export async function addCountersOnce(
  customerId: string,
  delta: Map<string, { count: number; amountOre: number }>,
  marker: string,
): Promise<void> {
  const entries = [...delta].filter(([, d]) => d.count !== 0 || d.amountOre !== 0);
  for (let part = 0; part * 99 < Math.max(entries.length, 1); part++) {
    const slice = entries.slice(part * 99, part * 99 + 99);
    try {
      await committed(
        db()
          .transaction.write(({ ledgerRef, counter }) => [
            ledgerRef.create({ customerId, ref: `${marker}#${part}`, targetId: marker }).commit(),
            ...slice.map(([name, d]) => counterUpdate({ counter }, ledgerScope(customerId), name, d)),
          ])
          .go(),
      );
    } catch (err) {
      // the marker exists: this part was added by an earlier run
      if (err instanceof TransactionCanceledError && err.reasons[0] === "ConditionalCheckFailed") continue;
      throw err;
    }
  }
}
