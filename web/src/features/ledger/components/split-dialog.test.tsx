import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, labelText, mockFetch, renderWithClient } from "@/test/utils";
import type { VoucherView as Voucher } from "@innfri/core/ledger/ledger-views.schema";
import { SplitDialog } from "./split-dialog";

const payment = {
  id: "p1",
  voucherId: "p1",
  debtorId: "d1",
  debtorName: "Ola",
  customerNumber: "1",
  type: 4,
  side: "credit",
  voucherDate: "2026-11-20",
  dueDate: "2026-11-20",
  amountOre: 230000,
  balanceOre: 230000,
} as Voucher;

function open() {
  const onOpenChange = vi.fn();
  renderWithClient(<SplitDialog payment={payment} onOpenChange={onOpenChange} />);
  const dialog = screen.getByRole("dialog", { name: "Del opp innbetalingen" });
  return { d: within(dialog), onOpenChange, user: userEvent.setup({ delay: null }) };
}

const remaining = (d: ReturnType<typeof within>) => d.getByTestId("split-remaining").textContent;

describe("SplitDialog", () => {
  it("shows what is left of the payment as the parts are typed", async () => {
    const { d, user } = open();
    expect(remaining(d)).toBe("Gjenstår å fordele: 2\u00a0300,00\u00a0kr");
    await user.type(d.getByLabelText(labelText("Beløp, del 1")), "1 500");
    expect(remaining(d)).toBe("Gjenstår å fordele: 800,00\u00a0kr");
    await user.type(d.getByLabelText(labelText("Beløp, del 2")), "900,50");
    expect(remaining(d)).toBe("Gjenstår å fordele: −100,50\u00a0kr");
    await user.click(d.getByRole("button", { name: "Legg til del" }));
    expect(d.getByLabelText(labelText("Beløp, del 3"))).toBeInTheDocument();
    await user.click(d.getAllByRole("button", { name: /^Fjern/ })[2]!);
    expect(d.queryByLabelText(labelText("Beløp, del 3"))).not.toBeInTheDocument();
    // two parts are the minimum
    expect(d.getAllByRole("button", { name: /^Fjern/ }).map((b) => b.textContent)).toEqual([
      "Fjern del 1",
      "Fjern del 2",
    ]);
    expect(d.getAllByRole("button", { name: /^Fjern/ })[0]).toBeDisabled();
  });

  it("validates the parts on the client", async () => {
    const fetch = mockFetch({ "POST /v1/payments/p1/split": () => jsonResponse(200, { data: [] }) });
    const { d, user } = open();
    await user.type(d.getByLabelText(labelText("Beløp, del 1")), "abc");
    await user.click(d.getByRole("button", { name: "Del opp" }));
    expect(await d.findByText("Skriv inn et tall.")).toBeInTheDocument();
    expect(d.getByText("Dette feltet er obligatorisk.")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the parts as typed and shows the server's split amount error", async () => {
    const fetch = mockFetch({
      "POST /v1/payments/p1/split": () =>
        jsonResponse(422, { message: "Opplysningene er ugyldige.", errors: { parts: ["Split amount error"] } }),
    });
    const { d, user, onOpenChange } = open();
    await user.type(d.getByLabelText(labelText("Beløp, del 1")), "1 500");
    await user.type(d.getByLabelText("Fakturanummer, del 1"), "F-1");
    await user.type(d.getByLabelText(labelText("Beløp, del 2")), "700");
    await user.click(d.getByRole("button", { name: "Del opp" }));
    expect(await d.findByText("Split amount error")).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/payments\/p1\/split$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      parts: [{ amount: "1 500", invoiceNumber: "F-1" }, { amount: "700" }],
    });
  });

  it("closes when the server has split the payment", async () => {
    mockFetch({ "POST /v1/payments/p1/split": () => jsonResponse(200, { data: [] }) });
    const { d, user, onOpenChange } = open();
    await user.type(d.getByLabelText(labelText("Beløp, del 1")), "1500");
    await user.type(d.getByLabelText(labelText("Beløp, del 2")), "800");
    expect(remaining(d)).toBe("Gjenstår å fordele: 0,00\u00a0kr");
    await user.click(d.getByRole("button", { name: "Del opp" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
