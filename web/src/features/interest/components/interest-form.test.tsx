import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, labelText, mockFetch, renderWithClient } from "@/test/utils";
import { useTranslation } from "react-i18next";
import { InterestRateResource, type InterestRateView } from "@innfri/core/ledger/interest/interest-rate.schema";
import { ResourceFormDialog } from "@/components/resource/resource-form-dialog";
import { INTEREST_FORM, texts } from "./interests-page";

type InterestRate = InterestRateView;

/** The rate dialog exactly as the interests page opens it. */
function RateDialog({ rate, onOpenChange }: { rate?: InterestRate; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const x = texts(t);
  return (
    <ResourceFormDialog
      descriptor={InterestRateResource}
      item={rate}
      open
      onOpenChange={onOpenChange}
      title={rate ? x.editHeading(rate) : x.createHeading}
      description={x.formDescription}
      submitLabel={x.save}
      label={x.label}
      help={x.help}
      {...INTEREST_FORM}
      onSaved={() => onOpenChange(false)}
    />
  );
}

const H2_2026: InterestRate = {
  from: "2026-07-01",
  to: "2026-12-31",
  ratePercent: 12.25,
  rateBasisPoints: 1225,
  compensationOre: 43_000,
  source: "FOR-2026-06-25-1372",
  updatedBy: "seed",
  createdAt: 0,
  updatedAt: 0,
};

function open(rate?: InterestRate) {
  const onOpenChange = vi.fn();
  renderWithClient(<RateDialog rate={rate} onOpenChange={onOpenChange} />);
  return { dialog: screen.getByRole("dialog"), onOpenChange };
}

afterEach(() => vi.unstubAllGlobals());

describe("the interest rate form", () => {
  it("validates 1 March and a rate that is not a number with the API's messages, without calling it", async () => {
    const fetch = mockFetch({ "POST /v1/interests": () => jsonResponse(201, {}) });
    const { dialog } = open();
    const d = within(dialog);
    const user = userEvent.setup({ delay: null });
    expect(d.getByLabelText(labelText("Gjelder fra"))).toHaveAttribute("name", "from");
    await user.type(d.getByLabelText(labelText("Gjelder fra")), "01.03.2026");
    await user.type(d.getByLabelText(labelText("Rente i prosent")), "abc");
    await user.type(d.getByLabelText(labelText("Kompensasjon § 3a i kroner")), "x");
    await user.click(d.getByRole("button", { name: "Lagre renten" }));
    expect(await d.findByText("Velg 1. januar eller 1. juli (01.01.ÅÅÅÅ eller 01.07.ÅÅÅÅ).")).toBeInTheDocument();
    expect(d.getByText("Skriv inn en rente i prosent fra 0 til 50, med høyst to desimaler.")).toBeInTheDocument();
    expect(d.getByText("Skriv inn et beløp i kroner, for eksempel 430,00.")).toBeInTheDocument();
    expect(d.getByLabelText(labelText("Gjelder fra"))).toHaveAttribute("aria-invalid", "true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("creates a half-year with the values as typed", async () => {
    const fetch = mockFetch({ "POST /v1/interests": () => jsonResponse(201, { ...H2_2026, from: "2027-01-01" }) });
    const { dialog, onOpenChange } = open();
    const d = within(dialog);
    const user = userEvent.setup({ delay: null });
    await user.type(d.getByLabelText(labelText("Gjelder fra")), "01.01.2027");
    await user.type(d.getByLabelText(labelText("Rente i prosent")), "12,75");
    await user.click(d.getByRole("button", { name: "Lagre renten" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/v1\/interests$/);
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      from: "2027-01-01",
      ratePercent: "12,75",
      compensation: null,
      source: null,
    });
  });

  it("changes a half-year from its stored values and shows a 422 on the field", async () => {
    const fetch = mockFetch({
      "PUT /v1/interests/2026-07-01": [
        () =>
          jsonResponse(422, {
            message: "Opplysningene er ugyldige.",
            errors: { ratePercent: ["Skriv inn en rente i prosent fra 0 til 50, med høyst to desimaler."] },
          }),
        () => jsonResponse(200, H2_2026),
      ],
    });
    const { dialog, onOpenChange } = open(H2_2026);
    const d = within(dialog);
    expect(d.getByRole("heading", { name: "Forsinkelsesrente for 2. halvår 2026" })).toBeInTheDocument();
    expect(d.queryByLabelText(labelText("Gjelder fra"))).toBeNull();
    expect(d.getByLabelText(labelText("Rente i prosent"))).toHaveValue("12,25");
    expect(d.getByLabelText(labelText("Kompensasjon § 3a i kroner"))).toHaveValue("430,00");
    const user = userEvent.setup({ delay: null });
    await user.click(d.getByRole("button", { name: "Lagre renten" }));
    expect(
      await d.findByText("Skriv inn en rente i prosent fra 0 til 50, med høyst to desimaler."),
    ).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    await user.click(d.getByRole("button", { name: "Lagre renten" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = fetch.mock.calls[1]!;
    expect(String(url)).toMatch(/\/v1\/interests\/2026-07-01$/);
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({
      ratePercent: "12,25",
      compensation: "430,00",
      source: "FOR-2026-06-25-1372",
    });
  });
});
