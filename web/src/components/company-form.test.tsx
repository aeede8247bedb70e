import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, labelText, mockFetch, renderWithClient } from "@/test/utils";
import { createCustomer } from "@/lib/customer-api";
import { CompanyForm } from "./company-form";

// The registration-details form (also /customer/add-customer and /admin/customer/create).
function renderForm(onDone = vi.fn()) {
  renderWithClient(
    <CompanyForm
      ariaLabel="Registrer selskapet ditt"
      submitLabel="Registrer selskapet"
      submit={(values) => createCustomer("u1", values)}
      onDone={onDone}
    />,
  );
  return onDone;
}

const labels = {
  name: "Firmanavn",
  orgNumber: "Organisasjonsnummer",
  type: "Selskapsform",
  email: "Firmaets e-post",
  phone: "Telefon",
  address: "Adresse",
  coAddress: "c/o-adresse",
  postNumber: "Postnummer",
  city: "Poststed",
  accountNumber: "Kontonummer",
  isRegisteredInVatRegister: "Selskapet er registrert i Merverdiavgiftsregisteret",
};

async function fillValid() {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(labelText(labels.name)), "Fjord Regnskap AS");
  await user.type(screen.getByLabelText(labelText(labels.orgNumber)), "923 609 016");
  await user.selectOptions(screen.getByLabelText(labelText(labels.type)), "ENK");
  await user.type(screen.getByLabelText(labelText(labels.email)), "post@fjord.no");
  await user.type(screen.getByLabelText(labelText(labels.phone)), "22 33 44 55");
  await user.type(screen.getByLabelText(labelText(labels.address)), "Storgata 1");
  await user.type(screen.getByLabelText(labelText(labels.postNumber)), "0155");
  await user.type(screen.getByLabelText(labelText(labels.city)), "Oslo");
  await user.type(screen.getByLabelText(labelText(labels.accountNumber)), "1234.56.78903");
  await user.click(screen.getByLabelText(labelText(labels.isRegisteredInVatRegister)));
  await user.click(screen.getByRole("button", { name: "Legg til valutakonto" }));
  await user.type(screen.getByLabelText(labelText("Valuta")), "eur");
  await user.type(screen.getByLabelText(labelText("IBAN")), "DE89 3704 0044 0532 0130 00");
  return user;
}

describe("CompanyForm (registration details)", () => {
  it("labels every input and names it after the API field", () => {
    renderForm();
    for (const [name, label] of Object.entries(labels)) {
      expect(screen.getByLabelText(labelText(label))).toHaveAttribute("name", name);
    }
  });

  it("requires the fields and checks the check digits without calling the server", async () => {
    const fetch = mockFetch({ "POST /v1/users/u1/customers": () => jsonResponse(201, {}) });
    renderForm();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Registrer selskapet" }));
    // name, orgNumber, address, postNumber, city, email, phone, accountNumber
    expect(await screen.findAllByText("Dette feltet er obligatorisk.")).toHaveLength(8);
    expect(screen.getByLabelText(labelText(labels.coAddress))).not.toHaveAttribute("aria-invalid");

    await user.type(screen.getByLabelText(labelText(labels.orgNumber)), "923609017"); // wrong check digit
    await user.type(screen.getByLabelText(labelText(labels.accountNumber)), "12345678901");
    await user.type(screen.getByLabelText(labelText(labels.postNumber)), "12");
    await user.click(screen.getByRole("button", { name: "Registrer selskapet" }));
    await waitFor(() =>
      expect(screen.getByLabelText(labelText(labels.orgNumber))).toHaveAttribute("aria-invalid", "true"),
    );
    expect(screen.getByLabelText(labelText(labels.accountNumber))).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(labelText(labels.postNumber))).toHaveAttribute("aria-invalid", "true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("posts the normalised company to /users/{id}/customers", async () => {
    const fetch = mockFetch({
      "POST /v1/users/u1/customers": () =>
        jsonResponse(201, { id: "c9", name: "Fjord Regnskap AS", gdprTermsAccepted: false }),
    });
    const onDone = renderForm();
    const user = await fillValid();
    await user.click(screen.getByRole("button", { name: "Registrer selskapet" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: "c9" })));
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/v1\/users\/u1\/customers$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Fjord Regnskap AS",
      orgNumber: "923609016",
      type: "ENK",
      email: "post@fjord.no",
      phone: "22 33 44 55",
      address: "Storgata 1",
      coAddress: "",
      postNumber: "0155",
      city: "Oslo",
      accountNumber: "12345678903",
      isRegisteredInVatRegister: true,
      customerCurrencyAccounts: [{ currency: "EUR", iban: "DE89370400440532013000" }],
    });
  });

  it("shows a 422 from the server per field, also inside the currency accounts", async () => {
    mockFetch({
      "POST /v1/users/u1/customers": () =>
        jsonResponse(422, {
          message: "Opplysningene er ugyldige.",
          errors: {
            accountNumber: ["Ugyldig kontonummer."],
            "customerCurrencyAccounts.0.iban": ["IBAN er allerede i bruk."],
          },
        }),
    });
    const onDone = renderForm();
    const user = await fillValid();
    await user.click(screen.getByRole("button", { name: "Registrer selskapet" }));
    expect(await screen.findByText("IBAN er allerede i bruk.")).toBeInTheDocument();
    expect(screen.getByText("Ugyldig kontonummer.")).toBeInTheDocument();
    expect(screen.getByLabelText(labelText(labels.accountNumber))).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(labelText("IBAN"))).toHaveAttribute("aria-invalid", "true");
    expect(onDone).not.toHaveBeenCalled();
  });
});

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
