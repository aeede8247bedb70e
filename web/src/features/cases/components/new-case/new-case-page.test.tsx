import { useSearch } from "@tanstack/react-router";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import i18n from "@/i18n";
import { currentUserKey } from "@/lib/current-user";
import { validateNewCaseSearch } from "@/lib/new-case-link";
import { createQueryClient } from "@/lib/query-client";
import { reminderProcess as process, reminderProcessesAnswer } from "@/test/reminder-processes";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, labelText, mockFetch } from "@/test/utils";
import { caseView, debtor, debtorLedger, owner, voucher } from "../../test-fixtures";
import { NewCasePage } from "./new-case-page";

const v1 = voucher("v1", "20001", 1_234_50);
const v2 = voucher("v2", "20002", 500_00);

/** The wizard at `path`, in a router whose validateSearch is the route's own. */
function render(path = "/customer/new-case") {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserKey, owner);
  return renderWithRouter(() => <NewCasePage search={useSearch({ strict: false })} />, {
    path,
    validateSearch: validateNewCaseSearch,
    queryClient,
  });
}

const ledgerApi = (extra: Record<string, () => Response | Promise<Response>> = {}) =>
  mockFetch({
    "GET /v1/debtors": () => jsonResponse(200, { data: [debtor], total: 1 }),
    "GET /v1/debtors/d1": () => jsonResponse(200, debtor),
    "GET /v1/integration-settings": () => jsonResponse(200, { integration: "file", createdAt: 1, importMappings: {} }),
    "GET /v1/debtors/d1/ledger": () => jsonResponse(200, debtorLedger([v1, v2])),
    "GET /v1/reminder-processes": reminderProcessesAnswer([]),
    ...extra,
  });

const user = () => userEvent.setup({ delay: null });

async function chooseOla(u: ReturnType<typeof user>) {
  await u.type(screen.getByLabelText("Søk etter debitor"), "Ola");
  await u.click(await screen.findByRole("button", { name: "Velg Ola Nordmann" }));
}

afterEach(async () => {
  await i18n.changeLanguage("no");
});

describe("the new-case wizard", () => {
  it("finds the debtor, picks an open item, adds a typed claim, shows the total and starts the case", async () => {
    const fetch = ledgerApi({
      "POST /v1/cases": () => jsonResponse(201, { message: "Sak 7 er startet.", data: caseView(7) }),
    });
    const { router } = await render();
    const u = user();
    await chooseOla(u);
    expect(fetch.requests.some((r) => r.path === "/v1/debtors?page=1&rowsPerPage=10&search=Ola")).toBe(true);
    await u.click(await screen.findByRole("checkbox", { name: "Velg Faktura 20001" }));
    await u.type(screen.getByLabelText(labelText("Fakturanummer")), "30001");
    await u.type(screen.getByLabelText(labelText("Fakturadato")), "01.10.2026");
    await u.type(screen.getByLabelText(labelText("Forfallsdato")), "15.10.2026");
    await u.type(screen.getByLabelText(labelText("Beløp")), "1 000,50");
    await u.click(screen.getByRole("button", { name: "Legg til krav" }));
    expect(await screen.findByText(/30001/)).toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: "Neste" }));
    expect(await screen.findByRole("heading", { name: "Kontroller og start" })).toBeVisible();
    expect(screen.getByTestId("case-total").textContent).toBe("2\u00a0235,00\u00a0kr");
    await u.click(screen.getByRole("button", { name: "Start sak" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/cases/view/k7"));
    expect(fetch.requests.find((r) => r.method === "POST")?.body).toEqual({
      debtorId: "d1",
      voucherIds: ["v1"],
      claims: [{ number: "30001", voucherDate: "2026-10-01", dueDate: "2026-10-15", amount: "1 000,50" }],
    });
  });

  it("lets the case follow another reminder process than the default when the customer has several", async () => {
    const processes = [process("p-1", "Privat", true), process("p-2", "Bedrift", false)];
    const fetch = ledgerApi({
      "GET /v1/reminder-processes": reminderProcessesAnswer(processes),
      "POST /v1/cases": () => jsonResponse(201, { message: "Sak 8 er startet.", data: caseView(8) }),
    });
    await i18n.changeLanguage("en");
    await render("/customer/new-case?debtorId=d1&items=v1");
    const u = user();
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Pick Invoice 20001" })).toBeChecked());
    await u.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { name: "Check and start" })).toBeVisible();
    const select = await screen.findByRole("combobox", { name: "Reminder process" });
    expect(select).toHaveValue("p-1"); // the default, said so
    expect(within(select).getByRole("option", { name: "Privat (default)" })).toBeInTheDocument();
    expect(select).toHaveAccessibleDescription(/letter templates and accounts the case follows/);
    await u.selectOptions(select, "Bedrift");
    await u.click(screen.getByRole("button", { name: "Start case" }));
    await waitFor(() => expect(fetch.requests.some((r) => r.method === "POST")).toBe(true));
    expect(fetch.requests.find((r) => r.method === "POST")?.body).toMatchObject({ reminderProcessId: "p-2" });
  });

  it("shows no choice of process with one process (the default applies), and sends none", async () => {
    const fetch = ledgerApi({
      "GET /v1/reminder-processes": reminderProcessesAnswer([process("p-1", "Standard", true)]),
      "POST /v1/cases": () => jsonResponse(201, { message: "Sak 9 er startet.", data: caseView(9) }),
    });
    await render();
    const u = user();
    await chooseOla(u);
    await u.click(await screen.findByRole("checkbox", { name: "Velg Faktura 20001" }));
    await u.click(screen.getByRole("button", { name: "Neste" }));
    expect(await screen.findByRole("heading", { name: "Kontroller og start" })).toBeVisible();
    expect(screen.queryByRole("combobox", { name: "Purreprosess" })).toBeNull();
    await u.click(screen.getByRole("button", { name: "Start sak" }));
    await waitFor(() => expect(fetch.requests.some((r) => r.method === "POST")).toBe(true));
    expect(fetch.requests.find((r) => r.method === "POST")?.body).not.toHaveProperty("reminderProcessId");
  });

  it("shows what the company register says of a company debtor before the case starts (issue 21)", async () => {
    const company = { ...debtor, type: "company", name: "Konkursbo Eksempel AS", orgNumber: "910000020" };
    ledgerApi({
      "GET /v1/debtors": () => jsonResponse(200, { data: [company], total: 1 }),
      "GET /v1/debtors/d1": () => jsonResponse(200, company),
      "GET /v1/company-register/910000020": () =>
        jsonResponse(200, {
          orgNumber: "910000020",
          name: "KONKURSBO EKSEMPEL AS",
          organisationForm: { code: "AS", description: "Aksjeselskap" },
          address: null,
          vatRegistered: true,
          bankrupt: true,
          underLiquidation: false,
          underForcedLiquidation: false,
          deletedOn: null,
          warnings: ["companyRegister.bankrupt"],
        }),
    });
    await render();
    const u = user();
    await u.type(screen.getByLabelText("Søk etter debitor"), "Konkurs");
    await u.click(await screen.findByRole("button", { name: "Velg Konkursbo Eksempel AS" }));
    await u.click(await screen.findByRole("checkbox", { name: "Velg Faktura 20001" }));
    await u.click(screen.getByRole("button", { name: "Neste" }));
    const notice = await screen.findByRole("status");
    expect(notice).toHaveTextContent("Enhetsregisteret sier om debitoren:");
    expect(notice).toHaveTextContent("Enheten er konkurs. Et krav må meldes i konkursboet, ikke inndrives som vanlig.");
  });

  it("refuses to go on without a claim, and checks a typed claim by core's rules (Norwegian)", async () => {
    const fetch = ledgerApi();
    await render();
    const u = user();
    await chooseOla(u);
    await screen.findByRole("checkbox", { name: "Velg Faktura 20001" });
    await u.click(screen.getByRole("button", { name: "Neste" }));
    expect(await screen.findByText("Legg til minst ett krav.")).toBeVisible();
    await u.type(screen.getByLabelText(labelText("Beløp")), "abc");
    await u.click(screen.getByRole("button", { name: "Legg til krav" }));
    expect(await screen.findByText("Skriv inn et tall.")).toBeVisible();
    expect(screen.getAllByText("Dette feltet er obligatorisk.").length).toBeGreaterThanOrEqual(3);
    expect(fetch.requests.some((r) => r.method === "POST")).toBe(false);
  });

  it("says the same in English", async () => {
    await i18n.changeLanguage("en");
    ledgerApi();
    await render();
    const u = user();
    await u.type(screen.getByLabelText("Search for a debtor"), "Ola");
    await u.click(await screen.findByRole("button", { name: "Choose Ola Nordmann" }));
    await screen.findByRole("checkbox", { name: "Pick Invoice 20001" });
    await u.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("At least one invoice/claim must be added.")).toBeVisible();
    await u.click(screen.getByRole("button", { name: "Add claim" }));
    expect(screen.getAllByText("Please type something").length).toBeGreaterThanOrEqual(3);
  });

  it("arrives from the ledger with the debtor and its picked items", async () => {
    ledgerApi();
    await render("/customer/new-case?debtorId=d1&items=v2");
    const item = await screen.findByRole("checkbox", { name: "Velg Faktura 20002" });
    await waitFor(() => expect(item).toBeChecked());
    expect(screen.getByRole("checkbox", { name: "Velg Faktura 20001" })).not.toBeChecked();
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent("Krav");
  });

  it("counts the ledger's picked items when Neste is clicked before they have loaded (C10)", async () => {
    let answer: (r: Response) => void = () => {};
    const ledger = new Promise<Response>((resolve) => (answer = resolve));
    ledgerApi({ "GET /v1/debtors/d1/ledger": () => ledger });
    await render("/customer/new-case?debtorId=d1&items=v2");
    const u = user();
    const next = await screen.findByRole("button", { name: "Neste" });
    expect(next).toBeDisabled();
    await u.click(next);
    answer(jsonResponse(200, debtorLedger([v1, v2])));
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Velg Faktura 20002" })).toBeChecked());
    expect(screen.queryByText("Legg til minst ett krav.")).toBeNull();
    await u.click(screen.getByRole("button", { name: "Neste" }));
    expect(await screen.findByRole("heading", { name: "Kontroller og start" })).toBeVisible();
  });

  it("without a ledger the claims are typed in only (no ledger call)", async () => {
    const fetch = mockFetch({
      "GET /v1/debtors/d1": () => jsonResponse(200, debtor),
      "GET /v1/integration-settings": () => jsonResponse(200, null),
      "GET /v1/reminder-processes": reminderProcessesAnswer([]),
    });
    await render("/customer/new-case?debtorId=d1");
    expect(await screen.findByText("Kunden har ingen reskontro: skriv inn kravene.")).toBeVisible();
    expect(fetch.requests.some((r) => r.path.includes("/ledger"))).toBe(false);
  });

  it.each([
    ["no", "customer", "Kundeopplysninger mangler: kontroller før du starter.", false],
    ["en", "customer", "Missing customer information: check before starting", false],
    ["en", "debtorId", "Foreign customer: forced recovery is impossible", false],
    ["no", "allowance", "Ikke nok saker.", true],
    ["en", "allowance", "Not enough cases", true],
  ] as const)("shows the API's refusal as it words it (%s, %s: %s)", async (lng, field, message, topUp) => {
    await i18n.changeLanguage(lng);
    // issue 19: a refusal for want of units names the page that sells more
    const details = topUp ? { details: { topUp: "/customer/top-up" } } : {};
    ledgerApi({ "POST /v1/cases": () => jsonResponse(422, { message, errors: { [field]: [message] }, ...details }) });
    await render("/customer/new-case?debtorId=d1&items=v1");
    const u = user();
    await waitFor(() => expect(screen.getAllByRole("checkbox", { checked: true }).length).toBeGreaterThan(0));
    await u.click(screen.getByRole("button", { name: lng === "no" ? "Neste" : "Next" }));
    await u.click(await screen.findByRole("button", { name: lng === "no" ? "Start sak" : "Start case" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(message);
    const prompt = lng === "no" ? "Kjøp flere saker eller utsendelser" : "Buy more cases or sends";
    const buyMore = within(alert).queryByRole("link", { name: lng === "no" ? "Kjøp flere" : "Buy more" });
    if (topUp) {
      expect(alert).toHaveTextContent(prompt);
      expect(buyMore).toHaveAttribute("href", "/customer/top-up");
    } else {
      expect(alert).not.toHaveTextContent(prompt);
      expect(buyMore).toBeNull();
    }
  });

  it.each([
    ["no", "Neste", "Holddato", "Varslingsdato", "Dagen leien ble holdt tilbake", "tvangsfullbyrdelsesloven § 4-18"],
    ["en", "Next", "Held date", "Notification date", "The day the rent was withheld", "Enforcement Act § 4-18"],
  ] as const)(
    "asks the held and notification dates only for rent, each with its explanation (C14, %s)",
    async (lng, next, held, notified, heldHelp, notifiedHelp) => {
      await i18n.changeLanguage(lng);
      const rent = voucher("v3", "20003", 9_000_00, { type: 5 });
      ledgerApi({ "GET /v1/debtors/d1/ledger": () => jsonResponse(200, debtorLedger([v1, rent])) });
      await render("/customer/new-case?debtorId=d1&items=v1");
      const u = user();
      await waitFor(() => expect(screen.getAllByRole("checkbox", { checked: true }).length).toBeGreaterThan(0));
      await u.click(screen.getByRole("button", { name: next }));
      await screen.findByTestId("case-total");
      expect(screen.queryByLabelText(labelText(held))).toBeNull();
      expect(screen.queryByLabelText(labelText(notified))).toBeNull();

      cleanup();
      await render("/customer/new-case?debtorId=d1&items=v3");
      await waitFor(() => expect(screen.getAllByRole("checkbox", { checked: true }).length).toBeGreaterThan(0));
      await u.click(screen.getByRole("button", { name: next }));
      const heldField = await screen.findByLabelText(labelText(held));
      expect(heldField).toBeRequired();
      expect(heldField).toHaveAccessibleDescription(expect.stringContaining(heldHelp));
      expect(screen.getByLabelText(labelText(notified))).toHaveAccessibleDescription(
        expect.stringContaining(notifiedHelp),
      );
    },
  );

  it("puts a refused held date on its field and stays on the start step", async () => {
    ledgerApi({
      "POST /v1/cases": () =>
        jsonResponse(422, { message: "Fyll inn holddato.", errors: { heldDate: ["Fyll inn holddato."] } }),
    });
    await render("/customer/new-case?debtorId=d1&items=v1");
    const u = user();
    await waitFor(() => expect(screen.getAllByRole("checkbox", { checked: true }).length).toBeGreaterThan(0));
    await u.click(screen.getByRole("button", { name: "Neste" }));
    await u.click(await screen.findByRole("button", { name: "Start sak" }));
    expect(await screen.findByText("Fyll inn holddato.")).toBeVisible();
    expect(screen.getByLabelText(labelText("Holddato"))).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("puts the API's 422 on the typed claim it is about and goes back to the claims", async () => {
    ledgerApi({
      "POST /v1/cases": () =>
        jsonResponse(422, {
          message: "Ugyldige data",
          errors: { "claims.0.number": ["Faktura 30001 finnes allerede i produktet."] },
        }),
    });
    await render("/customer/new-case?debtorId=d1");
    const u = user();
    await u.type(await screen.findByLabelText(labelText("Fakturanummer")), "30001");
    await u.type(screen.getByLabelText(labelText("Fakturadato")), "01.10.2026");
    await u.type(screen.getByLabelText(labelText("Forfallsdato")), "15.10.2026");
    await u.type(screen.getByLabelText(labelText("Beløp")), "100");
    await u.click(screen.getByRole("button", { name: "Legg til krav" }));
    await u.click(screen.getByRole("button", { name: "Neste" }));
    await u.click(await screen.findByRole("button", { name: "Start sak" }));
    const list = await screen.findByRole("list", { name: "Krav som skrives inn" });
    expect(within(list).getByText(/Faktura 30001 finnes allerede i produktet\./)).toBeVisible();
  });
});
