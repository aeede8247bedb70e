import { describe, expect, it } from "vitest";
import type { Case } from "../store";
import { backdated } from "./payment-followups";

const paid = (voucherDate: string, lastStepAt: number | null, closed = false) => ({
  caseId: "1",
  voucherId: "v",
  voucherDate,
  kind: "payment",
  allocation: { feesOre: 0, interestOre: 0, principalOre: 1 },
  amountOre: 1,
  closed,
  lastStepAt,
  after: {} as Case,
});

describe("the payments the auto-revert looks at (SPEC 4: same or earlier voucher date than an executed step)", () => {
  // the step ran 20.11.2026 09:30 Oslo time
  const step = Date.UTC(2026, 10, 20, 8, 30);
  it("a payment dated on or before the step's day is backdated; a later one, a case without steps and a closed case are not", () => {
    expect(backdated([paid("2026-11-20", step)])).toHaveLength(1);
    expect(backdated([paid("2026-11-19", step)])).toHaveLength(1);
    expect(backdated([paid("2026-11-21", step)])).toHaveLength(0);
    expect(backdated([paid("2026-11-01", null)])).toHaveLength(0);
    expect(backdated([paid("2026-11-01", step, true)])).toHaveLength(0);
  });
  it("uses the Oslo day of the step (23:30 UTC on the 19th is the 20th in Oslo)", () => {
    expect(backdated([paid("2026-11-20", Date.UTC(2026, 10, 19, 23, 30))])).toHaveLength(1);
  });
});
