import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, labelText, mockFetch, renderWithClient } from "@/test/utils";
import { InviteUserDialog } from "./invite-user-dialog";

const permissions = [
  { value: "accountant", label: "Regnskapsfører" },
  { value: "pt1", label: "Begrenset" },
];

function open(onOpenChange = vi.fn()) {
  renderWithClient(<InviteUserDialog customerId="c1" permissions={permissions} open onOpenChange={onOpenChange} />);
  const dialog = screen.getByRole("dialog", { name: "Inviter en bruker" });
  return { dialog, onOpenChange };
}

async function fill(dialog: HTMLElement) {
  const user = userEvent.setup({ delay: null });
  const d = within(dialog);
  await user.type(d.getByLabelText(labelText("E-post")), "ingrid@example.no");
  await user.type(d.getByLabelText(labelText("Fornavn")), "Ingrid");
  await user.type(d.getByLabelText(labelText("Etternavn")), "Invitert");
  await user.type(d.getByLabelText(labelText("Mobilnummer")), "41234567");
  await user.selectOptions(d.getByLabelText(labelText("Rolle")), "pt1");
  return user;
}

describe("InviteUserDialog", () => {
  it("names its inputs after the API fields", () => {
    const { dialog } = open();
    const d = within(dialog);
    for (const [label, name] of [
      ["E-post", "email"],
      ["Fornavn", "firstName"],
      ["Etternavn", "lastName"],
      ["Mobilnummer", "phone"],
      ["Rolle", "permission"],
    ] as const) {
      expect(d.getByLabelText(labelText(label))).toHaveAttribute("name", name);
    }
    expect(d.getByRole("radio", { name: "Bare denne kontoen" })).toBeChecked();
    expect(d.getByRole("radio", { name: "Alle mine kontoer" })).not.toBeChecked();
  });

  it("validates on the client without calling the server", async () => {
    const fetch = mockFetch({ "POST /v1/customers/c1/users": () => jsonResponse(201, {}) });
    const { dialog } = open();
    const user = userEvent.setup({ delay: null });
    await user.type(within(dialog).getByLabelText(labelText("E-post")), "ikke-en-adresse");
    await user.click(within(dialog).getByRole("button", { name: "Send invitasjon" }));
    expect(await within(dialog).findByText("Skriv inn en gyldig e-postadresse.")).toBeInTheDocument();
    expect(within(dialog).getAllByText("Dette feltet er obligatorisk.")).toHaveLength(3);
    expect(within(dialog).getByLabelText(labelText("E-post"))).toHaveAttribute("aria-invalid", "true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the invitation for this account only or for all accounts", async () => {
    const fetch = mockFetch({ "POST /v1/customers/c1/users": () => jsonResponse(201, { id: "u2" }) });
    const { dialog, onOpenChange } = open();
    const user = await fill(dialog);
    await user.click(within(dialog).getByRole("radio", { name: "Alle mine kontoer" }));
    await user.click(within(dialog).getByRole("button", { name: "Send invitasjon" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/v1\/customers\/c1\/users$/);
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      email: "ingrid@example.no",
      firstName: "Ingrid",
      lastName: "Invitert",
      phone: "41234567",
      permission: "pt1",
      allAccounts: true,
    });
  });

  it("shows a 422 from the server on the field and keeps the dialog open", async () => {
    mockFetch({
      "POST /v1/customers/c1/users": () =>
        jsonResponse(422, {
          message: "Opplysningene er ugyldige.",
          errors: { permission: ["Eierrollen finnes allerede."], email: ["E-posten er allerede i bruk."] },
        }),
    });
    const { dialog, onOpenChange } = open();
    const user = await fill(dialog);
    await user.click(within(dialog).getByRole("button", { name: "Send invitasjon" }));
    expect(await within(dialog).findByText("Eierrollen finnes allerede.")).toBeInTheDocument();
    expect(within(dialog).getByText("E-posten er allerede i bruk.")).toBeInTheDocument();
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Opplysningene er ugyldige.");
    expect(within(dialog).getByLabelText(labelText("Rolle"))).toHaveAttribute("aria-invalid", "true");
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
