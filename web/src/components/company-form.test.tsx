import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, labelText, mockFetch, renderWithClient } from "@/test/utils";
import { CompanyForm } from "./company-form";

const record = {
  orgNumber: "910000020",
  name: "KONKURSBO EKSEMPEL AS",
  organisationForm: { code: "AS", description: "Aksjeselskap" },
  address: { lines: ["Storgata 10"], postcode: "0155", city: "OSLO", country: "Norge", countryCode: "NO" },
  vatRegistered: true,
  bankrupt: true,
  underLiquidation: false,
  underForcedLiquidation: false,
  deletedOn: null,
  warnings: ["companyRegister.bankrupt"],
};

describe("CompanyForm and the company register (issue 21)", () => {
  it("fills the company's own name, address, legal form and VAT registration from Enhetsregisteret, with its warnings", async () => {
    const fetch = mockFetch({
      "GET /v1/company-register/910000020": () => jsonResponse(200, record),
      "GET /v1/company-register/910000128": () =>
        jsonResponse(404, {
          message: "Fant ingen enhet med dette organisasjonsnummeret i Enhetsregisteret.",
          code: "NOT_FOUND",
        }),
    });
    renderWithClient(
      <CompanyForm submit={vi.fn()} onDone={vi.fn()} submitLabel="Registrer selskapet" ariaLabel="Selskapet" />,
    );
    const user = userEvent.setup({ delay: null });
    const form = within(screen.getByRole("form", { name: "Selskapet" }));
    const org = form.getByLabelText(labelText("Organisasjonsnummer"));
    await user.type(org, "910000128");
    await user.click(form.getByRole("button", { name: "Hent fra Enhetsregisteret" }));
    expect(
      await form.findByText("Fant ingen enhet med dette organisasjonsnummeret i Enhetsregisteret."),
    ).toBeInTheDocument();

    await user.clear(org);
    await user.type(org, "910000020");
    await user.click(form.getByRole("button", { name: "Hent fra Enhetsregisteret" }));
    const status = await form.findByRole("status");
    expect(status).toHaveTextContent(
      "Navn, adresse, selskapsform og MVA-registrering er hentet fra Enhetsregisteret: KONKURSBO EKSEMPEL AS.",
    );
    expect(status).toHaveTextContent("Enheten er konkurs.");
    expect(form.getByLabelText(labelText("Firmanavn"))).toHaveValue("KONKURSBO EKSEMPEL AS");
    expect(form.getByLabelText(labelText("Adresse"))).toHaveValue("Storgata 10");
    expect(form.getByLabelText(labelText("Postnummer"))).toHaveValue("0155");
    expect(form.getByLabelText(labelText("Poststed"))).toHaveValue("OSLO");
    expect(form.getByLabelText(labelText("Selskapsform"))).toHaveValue("AS");
    expect(form.getByLabelText("Selskapet er registrert i Merverdiavgiftsregisteret")).toBeChecked();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("offers no look-up on a form the user may only read", () => {
    mockFetch({});
    renderWithClient(
      <CompanyForm submit={vi.fn()} onDone={vi.fn()} submitLabel="Lagre" ariaLabel="Selskapet" readOnly />,
    );
    expect(screen.queryByRole("button", { name: "Hent fra Enhetsregisteret" })).toBeNull();
  });
});
