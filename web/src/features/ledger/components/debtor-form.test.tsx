import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, labelText, mockFetch, renderWithClient } from "@/test/utils";
import { createDebtor } from "../api/debtors";
import { DebtorForm } from "./debtor-form";

describe("DebtorForm", () => {
  it("asks before overwriting other details of the customer number (409 DEBTOR_INFO_EXISTS), then resends", async () => {
    const message = "Det finnes andre kundeopplysninger for dette kundenummeret (10001). Bekreft for å overskrive dem.";
    const fetch = mockFetch({
      "POST /v1/debtors": [
        () => jsonResponse(409, { message, code: "DEBTOR_INFO_EXISTS" }),
        () => jsonResponse(200, { id: "d1", debtorId: "d1", name: "Fjordkaffe AS", customerNumber: "10001" }),
      ],
    });
    const onSaved = vi.fn();
    renderWithClient(<DebtorForm save={createDebtor} onSaved={onSaved} submitLabel="Opprett" ariaLabel="Ny debitor" />);
    const user = userEvent.setup({ delay: null });
    const form = within(screen.getByRole("form", { name: "Ny debitor" }));
    await user.type(form.getByLabelText(labelText("Navn")), "Fjordkaffe AS");
    await user.type(form.getByLabelText(labelText("Kundenummer")), "10001");
    await user.type(form.getByLabelText(labelText("Organisasjonsnummer")), "998877660");
    await user.click(form.getByRole("button", { name: "Opprett" }));

    const confirm = await screen.findByRole("dialog", { name: "Overskrive kundeopplysningene?" });
    expect(within(confirm).getByText(message)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole("button", { name: "Overskriv" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const first = JSON.parse(String(fetch.mock.calls[0]![1]?.body));
    const second = JSON.parse(String(fetch.mock.calls[1]![1]?.body));
    expect(first).toEqual({
      type: "company",
      language: "no",
      country: "NO",
      name: "Fjordkaffe AS",
      customerNumber: "10001",
      orgNumber: "998877660",
    });
    expect(second).toEqual({ ...first, confirmOverwrite: true });
  });

  it("fills a company's name and address from Enhetsregisteret and warns when it is bankrupt (issue 21)", async () => {
    const fetch = mockFetch({
      "GET /v1/company-register/910000020": () =>
        jsonResponse(200, {
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
        }),
      "GET /v1/company-register/910000128": () =>
        jsonResponse(404, { message: "Fant ingen enhet med dette organisasjonsnummeret i Enhetsregisteret.", code: "NOT_FOUND" }),
    });
    renderWithClient(<DebtorForm save={createDebtor} onSaved={vi.fn()} submitLabel="Opprett" ariaLabel="Ny debitor" />);
    const user = userEvent.setup({ delay: null });
    const form = within(screen.getByRole("form", { name: "Ny debitor" }));
    await user.type(form.getByLabelText(labelText("Organisasjonsnummer")), "910000128");
    await user.click(form.getByRole("button", { name: "Hent fra Enhetsregisteret" }));
    expect(await form.findByText("Fant ingen enhet med dette organisasjonsnummeret i Enhetsregisteret.")).toBeInTheDocument();
    await user.clear(form.getByLabelText(labelText("Organisasjonsnummer")));
    await user.type(form.getByLabelText(labelText("Organisasjonsnummer")), "910000020");
    await user.click(form.getByRole("button", { name: "Hent fra Enhetsregisteret" }));
    const status = await form.findByRole("status");
    expect(status).toHaveTextContent("Navn og adresse er hentet fra Enhetsregisteret: KONKURSBO EKSEMPEL AS.");
    expect(status).toHaveTextContent("Enheten er konkurs.");
    expect(form.getByLabelText(labelText("Navn"))).toHaveValue("KONKURSBO EKSEMPEL AS");
    expect(form.getByLabelText(labelText("Postnummer"))).toHaveValue("0155");
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("needs an organisation number for a company but not for a person", async () => {
    const fetch = mockFetch({ "POST /v1/debtors": () => jsonResponse(201, {}) });
    renderWithClient(<DebtorForm save={createDebtor} onSaved={vi.fn()} submitLabel="Opprett" ariaLabel="Ny debitor" />);
    const user = userEvent.setup({ delay: null });
    const form = within(screen.getByRole("form", { name: "Ny debitor" }));
    await user.type(form.getByLabelText(labelText("Navn")), "Kari Nordmann");
    await user.type(form.getByLabelText(labelText("Kundenummer")), "10003");
    await user.click(form.getByRole("button", { name: "Opprett" }));
    expect(await form.findByText("Dette feltet er obligatorisk.")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await user.selectOptions(form.getByLabelText(labelText("Debitortype")), "person");
    expect(form.getByLabelText("Fødselsnummer eller D-nummer")).toBeInTheDocument();
    await user.click(form.getByRole("button", { name: "Opprett" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  });

  it("takes the debtor's country (Norway unless changed), with a foreign postcode abroad (issue 17)", async () => {
    const fetch = mockFetch({ "POST /v1/debtors": () => jsonResponse(201, {}) });
    renderWithClient(<DebtorForm save={createDebtor} onSaved={vi.fn()} submitLabel="Opprett" ariaLabel="Ny debitor" />);
    const user = userEvent.setup({ delay: null });
    const form = within(screen.getByRole("form", { name: "Ny debitor" }));
    await user.selectOptions(form.getByLabelText(labelText("Debitortype")), "person");
    await user.type(form.getByLabelText(labelText("Navn")), "Sven Svensson");
    await user.type(form.getByLabelText(labelText("Kundenummer")), "10004");
    await user.type(form.getByLabelText(labelText("Postnummer")), "111 22");
    const country = form.getByLabelText(labelText("Land (ISO-kode)"));
    expect(country).toHaveValue("NO");
    await user.click(form.getByRole("button", { name: "Opprett" }));
    expect(await form.findByText("Skriv inn et gyldig postnummer (4 siffer).")).toBeInTheDocument();
    await user.clear(country);
    await user.type(country, "XX");
    await user.click(form.getByRole("button", { name: "Opprett" }));
    expect(await form.findByText(/Skriv inn en landkode med to bokstaver/)).toBeInTheDocument();
    await user.clear(country);
    await user.type(country, "SE");
    await user.click(form.getByRole("button", { name: "Opprett" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toMatchObject({ postcode: "111 22", country: "SE" });
  });
});
