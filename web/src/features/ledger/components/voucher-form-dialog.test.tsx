import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, labelText, mockFetch, renderWithClient } from "@/test/utils";
import { CLAIM_KINDS, VOUCHER_KINDS } from "../voucher-kinds";
import { VoucherFormDialog } from "./voucher-form-dialog";

const debtor = { debtorId: "d1", name: "Fjordkaffe AS", customerNumber: "10001" };

function open(kind: keyof typeof VOUCHER_KINDS) {
  const onOpenChange = vi.fn();
  renderWithClient(<VoucherFormDialog config={VOUCHER_KINDS[kind]} open onOpenChange={onOpenChange} debtor={debtor} />);
  return { onOpenChange, user: userEvent.setup({ delay: null }) };
}

describe("VoucherFormDialog", () => {
  it("registers a payment with the amount as typed and the page's debtor", async () => {
    const fetch = mockFetch({ "POST /v1/payments": () => jsonResponse(201, {}) });
    const { onOpenChange, user } = open("payment");
    const d = within(screen.getByRole("dialog", { name: "Ny innbetaling" }));
    expect(d.getByRole("combobox", { name: labelText("Debitor") })).toHaveValue("Fjordkaffe AS (10001)");
    await user.type(d.getByLabelText(labelText("Beløp")), "1 234,50");
    await user.type(d.getByLabelText("KID"), "12345678903");
    await user.click(d.getByRole("button", { name: "Lagre" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/v1\/payments$/);
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({ debtorId: "d1", amount: "1 234,50", kid: "12345678903" });
    expect(body.voucherDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body).not.toHaveProperty("number");
  });

  it("takes the voucher date as dd.mm.åååå, sends it as YYYY-MM-DD, and names the format when it is wrong", async () => {
    const fetch = mockFetch({ "POST /v1/payments": () => jsonResponse(201, {}) });
    const { onOpenChange, user } = open("payment");
    const d = within(screen.getByRole("dialog", { name: "Ny innbetaling" }));
    const date = d.getByLabelText(labelText("Bilagsdato"));
    expect(date).toHaveValue(
      new Intl.DateTimeFormat("nb-NO", {
        timeZone: "Europe/Oslo",
        day: "2-digit",
        month: "2-digit",
        year: "numeric",
      }).format(new Date()),
    );
    await user.clear(date);
    await user.type(date, "14.13.2026");
    await user.type(d.getByLabelText(labelText("Beløp")), "100");
    await user.click(d.getByRole("button", { name: "Lagre" }));
    expect(await d.findByText("Skriv inn en gyldig dato (DD.MM.ÅÅÅÅ).")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await user.clear(date);
    await user.type(date, "14.08.2026");
    await user.click(d.getByRole("button", { name: "Lagre" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toMatchObject({
      voucherDate: "2026-08-14",
      amount: "100",
    });
  });

  it("asks a credit note for its number and a positive amount before sending", async () => {
    const fetch = mockFetch({ "POST /v1/credit-notes": () => jsonResponse(201, {}) });
    const { user } = open("creditNote");
    const d = within(screen.getByRole("dialog", { name: "Ny kreditnota" }));
    await user.type(d.getByLabelText(labelText("Beløp")), "0");
    await user.click(d.getByRole("button", { name: "Lagre" }));
    expect(await d.findByText("Beløpet må være større enn 0.")).toBeInTheDocument();
    expect(d.getByLabelText(labelText("Kreditnotanummer"))).toHaveAttribute("aria-invalid", "true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's field errors (422) on the form", async () => {
    mockFetch({
      "POST /v1/credit-notes": () =>
        jsonResponse(422, {
          message: "Opplysningene er ugyldige.",
          errors: { number: ["Kreditnota K-1 finnes allerede."] },
        }),
    });
    const { user, onOpenChange } = open("creditNote");
    const d = within(screen.getByRole("dialog", { name: "Ny kreditnota" }));
    await user.type(d.getByLabelText(labelText("Kreditnotanummer")), "K-1");
    await user.type(d.getByLabelText(labelText("Beløp")), "100");
    await user.click(d.getByRole("button", { name: "Lagre" }));
    expect(await d.findByText("Kreditnota K-1 finnes allerede.")).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe("VoucherFormDialog: required debtor (B4) and claims by hand (issue 8)", () => {
  it("flags the empty debtor of a credit note with the other required fields", async () => {
    const fetch = mockFetch({ "POST /v1/payments": () => jsonResponse(201, {}) });
    const user = userEvent.setup({ delay: null });
    renderWithClient(<VoucherFormDialog config={VOUCHER_KINDS.creditNote} open onOpenChange={() => {}} />);
    const d = within(screen.getByRole("dialog", { name: "Ny kreditnota" }));
    await user.click(d.getByRole("button", { name: "Lagre" }));
    expect(await d.findAllByText("Dette feltet er obligatorisk.")).toHaveLength(3);
    expect(d.getByRole("combobox", { name: labelText("Debitor") })).toHaveAttribute("aria-invalid", "true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("registers an invoice of another invoice type with the page's debtor, and shows the SPEC's duplicate text", async () => {
    const fetch = mockFetch({
      "POST /v1/invoices": () =>
        jsonResponse(422, {
          message: "Opplysningene er ugyldige.",
          errors: { number: ["Faktura 800001 finnes allerede i produktet."] },
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithClient(<VoucherFormDialog config={CLAIM_KINDS.invoice} open onOpenChange={() => {}} debtor={debtor} />);
    const d = within(screen.getByRole("dialog", { name: "Ny faktura" }));
    await user.selectOptions(d.getByLabelText(labelText("Kravtype")), "Husleie (okkupert)");
    await user.type(d.getByLabelText(labelText("Fakturanummer")), "800001");
    await user.type(d.getByLabelText(labelText("Beløp")), "12 500");
    await user.click(d.getByRole("button", { name: "Lagre" }));
    expect(await d.findByText("Faktura 800001 finnes allerede i produktet.")).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/v1\/invoices$/);
    expect(JSON.parse(String(init?.body))).toMatchObject({
      debtorId: "d1",
      invoiceType: 2,
      number: "800001",
      amount: "12 500",
      dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it("asks a judgment for its reference number and posts it to /sentences", async () => {
    const fetch = mockFetch({ "POST /v1/sentences": () => jsonResponse(201, {}) });
    const onOpenChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithClient(
      <VoucherFormDialog config={CLAIM_KINDS.sentence} open onOpenChange={onOpenChange} debtor={debtor} />,
    );
    const d = within(screen.getByRole("dialog", { name: "Ny dom" }));
    await user.type(d.getByLabelText(labelText("Beløp")), "40 000");
    await user.click(d.getByRole("button", { name: "Lagre" }));
    expect(await d.findByText("Dette feltet er obligatorisk.")).toBeInTheDocument();
    expect(d.getByLabelText(labelText("Dommens referansenummer"))).toHaveAttribute("aria-invalid", "true");
    await user.type(d.getByLabelText(labelText("Dommens referansenummer")), "21-123456TVI-OTIR/05");
    await user.click(d.getByRole("button", { name: "Lagre" }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/v1\/sentences$/);
  });
});
