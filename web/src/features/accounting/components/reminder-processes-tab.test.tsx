import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReminderProcessView } from "@innfri/core/accounting/reminder-process.schema";
import { STANDARD_ACCOUNTS } from "@innfri/core/accounting/standard-accounts";
import { Toaster } from "@/components/ui/toaster";
import i18n from "@/i18n";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, mockFetch } from "@/test/utils";
import { clientFor, setting, SYSTEMS } from "./fixtures";
import { ReminderProcessesTab } from "./reminder-processes-tab";

const ok = (body: unknown) => () => jsonResponse(200, body);

const process = (over: Partial<ReminderProcessView> = {}): ReminderProcessView => ({
  id: "p1",
  name: "Privatkunder",
  isDefault: true,
  accounts: { bank: "1920:10001" },
  rule: { ...STANDARD_ACCOUNTS, bank: "1920:10001" },
  templates: {},
  updatedAt: Date.UTC(2026, 2, 1),
  ...over,
});
const list = (data: ReminderProcessView[]) => ok({ data, total: data.length, standard: STANDARD_ACCOUNTS });
const TEMPLATES = ok({
  data: [
    { template: "reminder", name: "Purring", stepKind: "reminder" },
    { template: "reminder-mild", name: "Vennlig purring", stepKind: "reminder" },
  ],
});

function renderTab(kind: "owner" | "sales" = "owner") {
  return renderWithRouter(
    () => (
      <>
        <ReminderProcessesTab />
        <Toaster />
      </>
    ),
    { path: "/customer/settings/reminder-processes", queryClient: clientFor(kind) },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  void i18n.changeLanguage("no");
});

describe("Settings → Purreprosesser", () => {
  it("creates a process with Fiken's bank account from its list and a typed loss account; a 422 shows on its field", async () => {
    const created = process({ id: "p2", name: "Bedrifter", isDefault: false });
    const fetch = mockFetch({
      "GET /v1/reminder-processes": [list([process()]), list([process(), created])],
      "GET /v1/reminder-processes/templates": TEMPLATES,
      "GET /v1/integration-settings": ok(setting("fiken")),
      "GET /v1/integration-settings/systems": ok({ data: SYSTEMS }),
      // Fiken lists its bank accounts only: the bank field offers them, the others are typed
      "GET /v1/integration-settings/fiken/account-numbers": ok({
        data: [
          { number: "1920:10001", name: "Driftskonto" },
          { number: "1920:10002", name: "Skattetrekk" },
        ],
      }),
      "POST /v1/reminder-processes": [
        () =>
          jsonResponse(422, {
            message: "Opplysningene er ugyldige.",
            errors: { name: ["Du har allerede en purreprosess med dette navnet."] },
          }),
        () => jsonResponse(201, created),
      ],
    });
    const user = userEvent.setup();
    renderTab();

    const table = await screen.findByRole("table", { name: "Purreprosesser" });
    const row = within(table).getByRole("row", { name: /Privatkunder/ });
    expect(within(row).getByText("Standard")).toBeInTheDocument();
    expect(within(row).getByText(/Bank 1920:10001 · Fordringer 1500 · Tap 7830/)).toBeInTheDocument();
    // the default may go when it is the last one
    expect(within(row).getByRole("button", { name: "Slett Privatkunder" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Ny purreprosess" }));
    const dialog = await screen.findByRole("dialog", { name: "Ny purreprosess" });
    const bank = await within(dialog).findByRole("combobox", { name: "Bankkonto (innbetalinger)" });
    expect(within(bank).getByRole("option", { name: "Standard (1920)" })).toBeInTheDocument();
    await user.selectOptions(bank, "1920:10002");
    const loss = within(dialog).getByRole("textbox", { name: "Tap på fordringer (avskrivninger)" });
    expect(loss).toHaveAccessibleDescription("Tom: 7830 (NS 4102)");
    await user.type(loss, "78");
    await user.type(within(dialog).getByRole("textbox", { name: /Navn/ }), "Privatkunder");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Purring" }), "reminder-mild");

    // the form's own check first (the API's schema): two digits are not an account
    await user.click(within(dialog).getByRole("button", { name: "Lagre" }));
    expect(
      await within(dialog).findByText("Skriv et kontonummer med fire sifre mellom 1000 og 8999."),
    ).toBeInTheDocument();
    expect(fetch.requests.some((r) => r.method === "POST")).toBe(false);
    await user.clear(loss);
    await user.type(loss, "7830");

    // the server's refusal on its field
    await user.click(within(dialog).getByRole("button", { name: "Lagre" }));
    expect(await within(dialog).findByText("Du har allerede en purreprosess med dette navnet.")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: /Navn/ })).toHaveAttribute("aria-invalid", "true");

    const name = within(dialog).getByRole("textbox", { name: /Navn/ });
    await user.clear(name);
    await user.type(name, "Bedrifter");
    await user.click(within(dialog).getByRole("button", { name: "Lagre" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const posts = fetch.requests.filter((r) => r.method === "POST");
    // as the API's schema reads the form: the empty accounts and templates left out (the standard ones apply)
    expect(posts.at(-1)?.body).toEqual({
      name: "Bedrifter",
      isDefault: false,
      accounts: { bank: "1920:10002", loss: "7830" },
      templates: { reminder: "reminder-mild" },
    });
    expect(await within(table).findByRole("row", { name: /Bedrifter/ })).toBeInTheDocument();
  });

  it("makes another process the default, and deletes one after asking", async () => {
    const other = process({ id: "p2", name: "Bedrifter", isDefault: false, accounts: {}, rule: STANDARD_ACCOUNTS });
    const fetch = mockFetch({
      "GET /v1/reminder-processes": [
        list([other, process()]),
        list([
          { ...other, isDefault: true },
          { ...process(), isDefault: false },
        ]),
        list([{ ...other, isDefault: true }]),
      ],
      "GET /v1/reminder-processes/templates": TEMPLATES,
      "GET /v1/integration-settings": ok(setting("file")),
      "GET /v1/integration-settings/systems": ok({ data: SYSTEMS }),
      "PUT /v1/reminder-processes/p2": ok({ ...other, isDefault: true }),
      "DELETE /v1/reminder-processes/p1": ok({ message: "Slettet." }),
    });
    const user = userEvent.setup();
    renderTab();
    const table = await screen.findByRole("table", { name: "Purreprosesser" });
    // the default goes only as the last one: no delete on it while another exists
    const privat = within(table).getByRole("row", { name: /Privatkunder/ });
    expect(within(privat).queryByRole("button", { name: "Slett Privatkunder" })).toBeNull();

    await user.click(within(table).getByRole("button", { name: "Gjør til standard Bedrifter" }));
    expect(await screen.findByText("Bedrifter er nå standard.")).toBeInTheDocument();
    expect(fetch.requests.find((r) => r.method === "PUT")?.body).toEqual({
      name: "Bedrifter",
      isDefault: true,
      accounts: {},
      templates: {},
    });

    await user.click(await within(table).findByRole("button", { name: "Slett Privatkunder" }));
    const confirm = await screen.findByRole("dialog", { name: "Slette Privatkunder?" });
    expect(within(confirm).getByText(/følger standardprosessen fra nå av/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Slett" }));
    expect(await screen.findByText("Purreprosessen er slettet.")).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole("row", { name: /Privatkunder/ })).toBeNull());
  });

  it("shows the processes to sales without the ways to change them, in English too", async () => {
    await i18n.changeLanguage("en");
    mockFetch({
      "GET /v1/reminder-processes": list([process()]),
      "GET /v1/integration-settings": ok(setting("fiken")),
      "GET /v1/integration-settings/systems": ok({ data: SYSTEMS }),
    });
    renderTab("sales");
    const table = await screen.findByRole("table", { name: "Reminder processes" });
    expect(within(table).getByRole("row", { name: /Privatkunder/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "New reminder process" })).toBeNull();
    expect(screen.getByText("You can see the reminder processes, but not change them.")).toBeInTheDocument();
  });
});
