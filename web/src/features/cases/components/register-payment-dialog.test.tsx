import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import i18n from "@/i18n";
import { currentUserKey } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, mockFetch } from "@/test/utils";
import { idempotencyKeys } from "../step-fixtures";
import { caseView, owner } from "../test-fixtures";
import { CasePage } from "./case-page";
import type { CaseTab } from "../search";

afterEach(async () => {
  await i18n.changeLanguage("no");
});

async function render(tab: CaseTab = "claims") {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserKey, owner);
  await renderWithRouter(
    () => (
      <>
        <CasePage caseId="k7" tab={tab} />
        <Toaster />
      </>
    ),
    { path: "/customer/cases/view/k7", queryClient },
  );
  return userEvent.setup({ delay: null });
}

const payment = (over: Record<string, unknown> = {}) => ({
  id: "e1",
  caseId: "7",
  voucherId: "v-pay",
  kind: "payment",
  voucherDate: "2026-11-19",
  amountOre: 1_000_00,
  allocation: { feesOre: 750_00, interestOre: 123_45, principalOre: 126_55 },
  source: "case",
  kid: null,
  text: "Nettbank",
  closedCase: false,
  at: 1,
  by: "u1",
  byName: null,
  explanation:
    "Innbetaling på 1 000,00 kr datert 19.11.2026 er ført slik: gebyrer og kostnader 750,00 kr, deretter renter 123,45 kr, deretter hovedstol 126,55 kr.",
  ...over,
});

const result = (message: string) => ({
  message,
  data: {
    case: caseView(7, { status: "closed", statusId: 6 }),
    payments: [payment()],
    unappliedOre: 0,
    voucherId: "v-pay",
  },
});

describe("register payment", () => {
  it.each([
    ["no", "Registrer innbetaling", "Beløp", "Registrer", "Fordel på andre saker"],
    ["en", "Register payment", "Amount", "Register", "Distribute to other cases"],
  ] as const)(
    "%s: an overpayment is refused with the SPEC words; distributing sends the form again with the choice",
    async (lng, open, amount, save, distribute) => {
      await i18n.changeLanguage(lng);
      const refusal =
        lng === "no"
          ? "Innbetalingen er større enn saksbeløpet: fordel overskuddet på kundens andre saker eller slett resten"
          : "Payment exceeds the case total: distribute the excess to the customer's other cases or delete the rest";
      const fetch = mockFetch({
        "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
        "POST /v1/cases/k7/vouchers": [
          () => jsonResponse(422, { message: "invalid", errors: { excess: [refusal] } }),
          () => jsonResponse(201, result("Registrert.")),
        ],
      });
      const u = await render();
      await u.click(await screen.findByRole("button", { name: open }));
      const dialog = await screen.findByRole("dialog", { name: open });
      await u.type(within(dialog).getByLabelText(new RegExp(amount)), "2 000,50");
      await u.click(within(dialog).getByRole("button", { name: save }));
      const choice = await screen.findByRole("dialog", {
        name: lng === "no" ? "Beløpet er større enn saken" : "The amount is more than the case owes",
      });
      expect(choice).toHaveTextContent(refusal);
      await u.click(within(choice).getByRole("button", { name: distribute }));
      expect(await screen.findByText("Registrert.")).toBeVisible();
      const posts = fetch.requests.filter((r) => r.method === "POST");
      expect(posts.map((p) => p.body)).toEqual([
        expect.objectContaining({ type: "payment", amount: "2 000,50" }),
        expect.objectContaining({ type: "payment", amount: "2 000,50", excess: "distribute" }),
      ]);
      const [a, b] = idempotencyKeys(fetch, "POST");
      expect(a).toMatch(/^[0-9a-f-]{36}$/);
      expect(b).not.toBe(a);
    },
  );

  it("shows a field's 422 on the field", async () => {
    mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "POST /v1/cases/k7/vouchers": () =>
        jsonResponse(422, {
          message: "Ugyldig",
          errors: { amount: ["Saken er ikke aktiv, og det kan ikke registreres innbetalinger på den."] },
        }),
    });
    const u = await render();
    await u.click(await screen.findByRole("button", { name: "Registrer innbetaling" }));
    const dialog = await screen.findByRole("dialog");
    await u.type(within(dialog).getByLabelText(/Beløp/), "10");
    await u.click(within(dialog).getByRole("button", { name: "Registrer" }));
    expect(
      await within(dialog).findByText("Saken er ikke aktiv, og det kan ikke registreres innbetalinger på den."),
    ).toBeVisible();
  });

  it("is not offered on a closed case", async () => {
    mockFetch({ "GET /v1/cases/k7": () => jsonResponse(200, caseView(7, { status: "closed", statusId: 6 })) });
    await render();
    await screen.findByRole("heading", { name: "Sak 7" });
    expect(screen.queryByRole("button", { name: "Registrer innbetaling" })).toBeNull();
  });
});

describe("payments tab", () => {
  it.each([
    ["no", "Gebyrer", "Fra reskontro"],
    ["en", "Fees", "From the ledger"],
  ] as const)("%s: lists each payment with its allocation and the explanation", async (lng, fees, fromLedger) => {
    await i18n.changeLanguage(lng);
    mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/k7/payments": () =>
        jsonResponse(200, {
          data: [payment(), payment({ id: "e2", source: "ledger", text: null })],
          total: 2,
          order: "Rekkefølgen.",
        }),
    });
    await render("payments");
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("columnheader", { name: fees })).toBeVisible();
    expect(within(table).getAllByText("750,00 kr")).toHaveLength(2);
    expect(within(table).getAllByText(/er ført slik: gebyrer og kostnader 750,00 kr/)).toHaveLength(2);
    expect(within(table).getByText(fromLedger)).toBeVisible();
    expect(screen.getByText("Rekkefølgen.")).toBeVisible();
    await waitFor(() =>
      expect(
        screen.getByRole("button", {
          name: lng === "no" ? "Last ned regnskapsoversikt" : "Download accounting statement",
        }),
      ).toBeVisible(),
    );
  });

  it.each([
    ["no", "Blir ført på saken: Innbetaling 100,00 kr (19.11.2026)."],
    ["en", "Being applied to the case: Payment 100,00 kr (19.11.2026)."],
  ] as const)("%s: says which payments are registered and still being applied", async (lng, notice) => {
    await i18n.changeLanguage(lng);
    mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/k7/payments": () =>
        jsonResponse(200, {
          data: [],
          total: 0,
          order: "Rekkefølgen.",
          pending: [{ voucherId: "v-q", kind: "payment", voucherDate: "2026-11-19", amountOre: 100_00 }],
        }),
    });
    await render("payments");
    const status = await screen.findByText(
      (_, el) => el?.tagName === "P" && !!el.textContent?.includes(notice.slice(0, 20)),
    );
    expect(status).toHaveAttribute("role", "status");
    expect(status.textContent?.replace(/\u00a0/g, " ")).toBe(
      notice +
        " " +
        (lng === "no"
          ? "De er registrert i reskontroen; sakens beløp tar dem med når de er ført."
          : "They are registered in the ledger; the case's totals count them once they are applied."),
    );
  });
});
