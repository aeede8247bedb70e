import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import i18n from "@/i18n";
import { getSession } from "@/lib/session";
import { jsonResponse, mockFetch, renderWithClient } from "@/test/utils";
import { LoginForm } from "./login-form";

afterEach(async () => {
  await i18n.changeLanguage("no");
});

async function fillAndSubmit(email = "Kari@Example.no", password = "Hemmelig-passord1") {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText("E-post"), email);
  await user.type(screen.getByLabelText("Passord"), password);
  await user.click(screen.getByRole("button", { name: "Logg inn" }));
  return user;
}

describe("LoginForm", () => {
  it("shows the server's 422 message under the field, and a general message", async () => {
    const fetch = mockFetch({
      "POST /v1/auth/login": () =>
        jsonResponse(422, {
          message: "Skjemaet har feil.",
          errors: { email: ["E-postadressen er ikke gyldig hos oss.", "second message is not shown"] },
        }),
    });
    renderWithClient(<LoginForm onSignedIn={vi.fn()} />);
    await fillAndSubmit();

    expect(await screen.findByText("E-postadressen er ikke gyldig hos oss.")).toBeInTheDocument();
    expect(screen.queryByText("second message is not shown")).not.toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Skjemaet har feil.");
    expect(screen.getByLabelText("E-post")).toHaveAttribute("aria-invalid", "true");

    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/v1/auth/login");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ email: "kari@example.no", password: "Hemmelig-passord1" });
    expect((init?.headers as Record<string, string>)["Accept-Language"]).toBe("no");
  });

  it("shows a 401 inline on the form, not as a session timeout", async () => {
    mockFetch({
      "POST /v1/auth/login": () =>
        jsonResponse(401, { message: "Feil brukernavn eller passord", code: "UNAUTHENTICATED" }),
    });
    const onSignedIn = vi.fn();
    renderWithClient(<LoginForm onSignedIn={onSignedIn} />);
    await fillAndSubmit();

    expect(await screen.findByRole("alert")).toHaveTextContent("Feil brukernavn eller passord");
    expect(screen.queryByText("Økten er utløpt. Logg inn igjen.")).not.toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("validates on the client before calling the server", async () => {
    const fetch = mockFetch({ "POST /v1/auth/login": () => jsonResponse(200, {}) });
    renderWithClient(<LoginForm onSignedIn={vi.fn()} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Logg inn" }));
    expect(await screen.findAllByText("Dette feltet er obligatorisk.")).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks for the six-digit code when the account has two-factor authentication", async () => {
    const result = {
      user: { type: "user", id: "u1", accessToken: "a", tokenType: "Bearer", refreshToken: "r", expiresIn: 900 },
      customer: null,
    };
    const fetch = mockFetch({
      "POST /v1/auth/login": () => jsonResponse(200, { twoFactorRequired: true, twoFactorToken: "tf-token" }),
      "POST /v1/google-2fa/login": () => jsonResponse(200, result),
    });
    const onSignedIn = vi.fn();
    renderWithClient(<LoginForm onSignedIn={onSignedIn} />);
    const user = await fillAndSubmit();

    const code = await screen.findByLabelText("Engangskode");
    expect(code).toHaveAttribute("name", "code");
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "Bekreft" }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(result));
    const [url, init] = fetch.mock.calls[1]!;
    expect(url).toBe("/v1/google-2fa/login");
    expect(JSON.parse(String(init?.body))).toEqual({ twoFactorToken: "tf-token", code: "123456" });
    expect(getSession()).toBeNull(); // storing the session is the caller's job
  });

  it("follows the language: English labels and required text", async () => {
    await i18n.changeLanguage("en");
    mockFetch({ "POST /v1/auth/login": () => jsonResponse(200, {}) });
    renderWithClient(<LoginForm onSignedIn={vi.fn()} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findAllByText("Please type something")).toHaveLength(2);
    expect(screen.getByLabelText("Email")).toHaveAttribute("name", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("id", "password");
  });
});
