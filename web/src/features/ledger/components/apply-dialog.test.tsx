import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithClient } from "@/test/utils";
import type { VoucherView as Voucher } from "@innfri/core/ledger/ledger-views.schema";
import { ApplyDialog } from "./apply-dialog";

const payment = {
  id: "p1",
  voucherId: "p1",
  type: 4,
  side: "credit",
  debtorId: "d1",
  voucherDate: "2026-06-01",
  dueDate: "2026-06-01",
  amountOre: 500_00,
  balanceOre: 500_00,
} as unknown as Voucher;
const invoice = {
  id: "inv-1",
  voucherId: "inv-1",
  type: 1,
  side: "debit",
  number: "700007",
  debtorId: "d1",
  voucherDate: "2026-05-01",
  dueDate: "2026-05-15",
  amountOre: 1_108_80,
  balanceOre: 1_108_80,
};

function route() {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes("/ledger"))
      return jsonResponse(200, { debtor: {}, lines: [], openItems: [invoice], unmatched: [], totals: {}, cases: [] });
    return jsonResponse(200, {});
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("ApplyDialog (B5)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("blocks applying more than the payment, saying so, and sends nothing", async () => {
    const fetch = route();
    renderWithClient(<ApplyDialog resource="payments" voucher={payment} onOpenChange={() => {}} />);
    const user = userEvent.setup({ delay: null });
    const d = within(await screen.findByRole("dialog"));
    const amount = await d.findByLabelText("Beløp som avregnes mot Faktura 700007");
    await user.clear(amount);
    await user.type(amount, "600");
    expect(d.getByText(/^Igjen å avregne: .100,00/)).toBeInTheDocument();
    expect(d.getByRole("alert")).toHaveTextContent("Du kan ikke avregne mer enn innbetalingen (500,00 kr).");
    await user.click(d.getByRole("button", { name: "Avregn" }));
    expect(fetch.mock.calls.filter(([u]) => String(u).includes("/apply"))).toHaveLength(0);
  });
});
