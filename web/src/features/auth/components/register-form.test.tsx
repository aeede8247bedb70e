import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import i18n from "@/i18n";
import { jsonResponse, mockFetch, renderWithClient } from "@/test/utils";
import { RegisterForm } from "./register-form";

function fields() {
  return {
    firstName: screen.getByLabelText("Fornavn"),
    lastName: screen.getByLabelText("Etternavn"),
    email: screen.getByLabelText("E-post"),
    phone: screen.getByLabelText("Mobilnummer"),
    password: screen.getByLabelText("Passord"),
    passwordConfirmation: screen.getByLabelText("Gjenta passordet"),
    acceptTerms: screen.getByLabelText(/Jeg godtar vilkårene/),
  };
}

describe("RegisterForm", () => {
  it("has inputs named after the API fields", () => {
    renderWithClient(<RegisterForm onRegistered={vi.fn()} />);
    for (const [name, input] of Object.entries(fields())) {
      expect(input).toHaveAttribute("name", name);
      expect(input).toHaveAttribute("id", name);
    }
  });

  it.each([
    ["no", "Les vilkårene for bruk og personvernerklæringen", "Vilkår for bruk av Innfri", "Personvern: opplysninger om deg", "Vilkår for behandling av personopplysninger", "Lukk"],
    ["en", "Read the terms of use and the privacy statement", "Terms of use of Innfri", "Privacy: your own details", "Terms for processing personal data", "Close"],
  ] as const)("lets the user read the terms before ticking them (C17, %s)", async (lng, read, use, privacy, processing, close) => {
    await i18n.changeLanguage(lng);
    renderWithClient(<RegisterForm onRegistered={vi.fn()} />);
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole("button", { name: read }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: use })).toBeVisible();
    expect(within(dialog).getByRole("heading", { name: privacy })).toBeVisible();
    expect(within(dialog).getByRole("heading", { name: processing })).toBeVisible();
    expect(dialog).toHaveTextContent("hjelp@innfri.no");
    await u.click(within(dialog).getAllByRole("button", { name: close })[0]!);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("checkbox")).not.toBeChecked();
    await i18n.changeLanguage("no");
  });

  it("requires every field and the terms, without calling the server", async () => {
    const fetch = mockFetch({ "POST /v1/auth/register": () => jsonResponse(201, { message: "ok" }) });
    renderWithClient(<RegisterForm onRegistered={vi.fn()} />);
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Opprett konto" }));

    expect(await screen.findAllByText("Dette feltet er obligatorisk.")).toHaveLength(6);
    expect(screen.getByText("Du må godta vilkårene for å registrere deg.")).toBeInTheDocument();
    expect(fields().acceptTerms).toHaveAttribute("aria-invalid", "true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("checks the email, the password rules and the confirmation", async () => {
    const fetch = mockFetch({ "POST /v1/auth/register": () => jsonResponse(201, { message: "ok" }) });
    renderWithClient(<RegisterForm onRegistered={vi.fn()} />);
    const user = userEvent.setup({ delay: null });
    const f = fields();
    await user.type(f.email, "kari@example");
    await user.type(f.password, "kortpass");
    await user.type(f.passwordConfirmation, "annerledes");
    await user.click(screen.getByRole("button", { name: "Opprett konto" }));

    expect(await screen.findByText("Skriv inn en gyldig e-postadresse.")).toBeInTheDocument();
    expect(screen.getByText("Passordet må ha minst 10 tegn.")).toBeInTheDocument();
    expect(screen.getByText("Passordene er ikke like.")).toBeInTheDocument();

    await user.clear(f.password);
    await user.type(f.password, "langtpassord1!");
    await user.click(screen.getByRole("button", { name: "Opprett konto" }));
    expect(await screen.findByText("Passordet må inneholde minst én stor bokstav.")).toBeInTheDocument();

    await user.clear(f.password);
    await user.type(f.password, "Langtpassord!");
    await user.click(screen.getByRole("button", { name: "Opprett konto" }));
    expect(await screen.findByText("Passordet må inneholde minst ett tall.")).toBeInTheDocument();

    await user.clear(f.password);
    await user.type(f.password, "Langtpassord1");
    await user.click(screen.getByRole("button", { name: "Opprett konto" }));
    expect(await screen.findByText("Passordet må inneholde minst ett spesialtegn.")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends a valid registration, with the referral link's code, and reports success", async () => {
    const fetch = mockFetch({ "POST /v1/auth/register": () => jsonResponse(201, { message: "Sjekk e-posten din." }) });
    const onRegistered = vi.fn();
    renderWithClient(<RegisterForm onRegistered={onRegistered} referralCode="7KQ2M9XZ" />);
    const user = userEvent.setup({ delay: null });
    const f = fields();
    await user.type(f.firstName, "Kari");
    await user.type(f.lastName, "Nordmann");
    await user.type(f.email, "Kari@Example.no");
    await user.type(f.phone, "+47 912 34 567");
    await user.type(f.password, "Sterkt-passord1");
    await user.type(f.passwordConfirmation, "Sterkt-passord1");
    await user.click(f.acceptTerms);
    await user.click(screen.getByRole("button", { name: "Opprett konto" }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith("kari@example.no", "Sjekk e-posten din."));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/v1/auth/register");
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: "Kari",
      lastName: "Nordmann",
      email: "kari@example.no",
      phone: "+47 912 34 567",
      password: "Sterkt-passord1",
      passwordConfirmation: "Sterkt-passord1",
      acceptTerms: true,
      ref: "7KQ2M9XZ",
    });
  });

  it("puts the server's 422 messages on the fields", async () => {
    mockFetch({
      "POST /v1/auth/register": () =>
        jsonResponse(422, { message: "Ugyldige data.", errors: { email: ["E-postadressen er allerede i bruk."] } }),
    });
    renderWithClient(<RegisterForm onRegistered={vi.fn()} />);
    const user = userEvent.setup({ delay: null });
    const f = fields();
    await user.type(f.firstName, "Kari");
    await user.type(f.lastName, "Nordmann");
    await user.type(f.email, "kari@example.no");
    await user.type(f.phone, "91234567");
    await user.type(f.password, "Sterkt-passord1");
    await user.type(f.passwordConfirmation, "Sterkt-passord1");
    await user.click(f.acceptTerms);
    await user.click(screen.getByRole("button", { name: "Opprett konto" }));
    expect(await screen.findByText("E-postadressen er allerede i bruk.")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Ugyldige data.");
  });
});
