import { describe, expect, it } from "vitest";
import { db } from "../dynamo/db";
import { voucherItem } from "./store";
import { indexListOf, VOUCHER_TYPES } from "./voucher-rules";
import { buildVoucher } from "./vouchers";

process.env.INNFRI_TABLE ??= "table";
process.env.INNFRI_JWT_SECRET ??= "x".repeat(40);

describe("the bulk path's voucher items", () => {
  const debtor = { debtorId: "d-MTAwMDE", name: "Fjordkaffe AS", customerNumber: "10001" };
  const cases = {
    "an open invoice with a KID": { type: VOUCHER_TYPES.invoice, number: "F-1", kid: "12345678903" },
    "an open invoice without a KID": { type: VOUCHER_TYPES.invoice, number: "F-2" },
    "a credit note": { type: VOUCHER_TYPES.creditNote, number: "K-1", invoiceNumber: "F-1" },
    "a payment": { type: VOUCHER_TYPES.payment, externalId: "ocr:1:2:2026-05-01:123:100" },
  };
  for (const [name, input] of Object.entries(cases))
    it(`are ElectroDB's items exactly: ${name}`, () => {
      const v = buildVoucher(
        "C1",
        debtor,
        { voucherDate: "2026-05-01", dueDate: "2026-05-15", amountOre: 12_345, ...input },
        { userId: "u" },
      );
      const item = { ...v, listName: indexListOf(v), version: 1 };
      const params = db()
        .transaction.write(({ voucher }) => [voucher.create(item).commit()])
        .params() as {
        TransactItems: { Put: { Item: Record<string, unknown> } }[];
      };
      const expected = { ...params.TransactItems[0]!.Put.Item, updatedAt: v.updatedAt };
      expect(voucherItem(item)).toEqual(expected);
    });
});
