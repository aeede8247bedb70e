import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useTranslation } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FeeRowResource, type FeeRowView } from "@innfri/core/law/fee-row.schema";
import { ResourceFormDialog } from "@/components/resource/resource-form-dialog";
import { resourceTexts } from "@/components/resource/resource-texts";
import { jsonResponse, labelText, mockFetch, renderWithClient } from "@/test/utils";
import { FEE_FORM, rowFee } from "./fees";

const ROW_2026: FeeRowView = {
  validFrom: "2026-01-01",
  regime: "inkassolov-1988",
  inkassosatsOre: 75_000,
  smallFeeFraction: "1/20",
  paymentDemandFraction: "3/20",
  rounding: "whole-kroner",
  rettsgebyrOre: 134_500,
  claimsDueFrom: "2020-10-01",
  source: "FOR-2025-12-19-2709",
  createdAt: 0,
  updatedAt: 0,
  updatedBy: "seed",
};

/** The fee row dialog as the fees page opens it. */
function FeeDialog({ row, onOpenChange }: { row?: FeeRowView; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const x = resourceTexts<FeeRowView>(t, "fees", (r) => r.validFrom);
  return (
    <ResourceFormDialog
      descriptor={FeeRowResource}
      item={row}
      open
      onOpenChange={onOpenChange}
      title="Endre"
      submitLabel="Lagre"
      label={x.label}
      help={x.help}
      optionLabel={x.option}
      {...FEE_FORM}
      onSaved={() => onOpenChange(false)}
    />
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the fees page", () => {
  it("shows each row's fees as the law computes them: 38 and 113 kr from 2026, none when a figure is not set", () => {
    expect(rowFee(ROW_2026, "1/20")).toBe(3_800);
    expect(rowFee(ROW_2026, "3/20")).toBe(11_300);
    expect(rowFee({ ...ROW_2026, rounding: "none" }, "1/20")).toBe(3_750);
    expect(rowFee(ROW_2026, null)).toBeNull();
    expect(rowFee({ ...ROW_2026, inkassosatsOre: null }, "1/20")).toBeNull();
  });

  it("switches the new law on: the stored figures as typed, a fraction cleared to 'not set'", async () => {
    const fetch = mockFetch({ "PUT /v1/fees/2026-01-01": () => jsonResponse(200, ROW_2026) });
    const onOpenChange = vi.fn();
    renderWithClient(<FeeDialog row={ROW_2026} onOpenChange={onOpenChange} />);
    const d = within(screen.getByRole("dialog"));
    expect(d.getByLabelText(labelText("Inkassosats (kr)"))).toHaveValue("750,00");
    expect(d.getByLabelText(labelText("Rettsgebyr (kr)"))).toHaveValue("1345,00");
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(d.getByLabelText(labelText("Lov")), "inkassolov-2026");
    await user.clear(d.getByLabelText(labelText("Brøk for betalingsoppfordring")));
    await user.clear(d.getByLabelText(labelText("Brøk for purring og inkassovarsel")));
    await user.type(d.getByLabelText(labelText("Brøk for purring og inkassovarsel")), "1:20");
    await user.click(d.getByRole("button", { name: "Lagre" }));
    expect(await d.findByText("Skriv en brøk som 1/20.")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await user.clear(d.getByLabelText(labelText("Brøk for purring og inkassovarsel")));
    await user.click(d.getByRole("button", { name: "Lagre" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [, init] = fetch.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      regime: "inkassolov-2026",
      inkassosats: "750,00",
      smallFeeFraction: null,
      paymentDemandFraction: null,
      rounding: "whole-kroner",
      rettsgebyr: "1345,00",
      claimsDueFrom: "2020-10-01",
      source: "FOR-2025-12-19-2709",
    });
  });
});
