import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { idempotencyKeys } from "@/features/cases/step-fixtures";
import { owner } from "@/features/cases/test-fixtures";
import { currentUserKey } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { jsonResponse, mockFetch } from "@/test/utils";
import { reminderProcess as process, reminderProcessesAnswer } from "@/test/reminder-processes";
import { renderWithRouter } from "@/test/router";
import { StartCaseBar } from "./start-case-bar";

describe("Start case from the ledger's open items", () => {
  it("links to the wizard with the debtor and the items of one debtor", async () => {
    const items = [
      { voucherId: "v1", debtorId: "d1" },
      { voucherId: "v2", debtorId: "d1" },
    ];
    await renderWithRouter(() => <StartCaseBar selected={items} />, { path: "/customer/ledger" });
    const link = await screen.findByRole("link", { name: "Start sak" });
    expect(link).toHaveAttribute("href", "/customer/new-case?debtorId=d1&items=v1%2Cv2");
    expect(screen.getByRole("status")).toHaveTextContent("2 poster valgt");
  });

  it("for items of two debtors: the wizard is disabled with the reason, and one case per debtor starts in one action", async () => {
    const items = [
      { voucherId: "v1", debtorId: "d1" },
      { voucherId: "v3", debtorId: "d2" },
      { voucherId: "v2", debtorId: "d1" },
    ];
    const fetch = mockFetch({
      "POST /v1/cases/start-many": () =>
        jsonResponse(200, {
          data: [
            { debtorId: "d1", ok: true, caseId: "7", caseNumber: 7, message: null },
            { debtorId: "d2", ok: false, caseId: null, caseNumber: null, message: "Ikke nok saker." },
          ],
        }),
    });
    const started = vi.fn();
    await renderWithRouter(() => <StartCaseBar selected={items} onStarted={started} />, { path: "/customer/ledger" });
    const button = await screen.findByRole("button", { name: "Start sak" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      "Poster hos flere debitorer: start én sak per debitor, eller velg poster hos én debitor for veiviseren.",
    );
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Start én sak per debitor (2)" }));
    await waitFor(() => expect(started).toHaveBeenCalled());
    expect(fetch.requests[0]!.body).toEqual({ voucherIds: ["v1", "v3", "v2"] });
    expect(idempotencyKeys(fetch, "POST")[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("starts them on the reminder process chosen beside the button, when the customer has several", async () => {
    const fetch = mockFetch({
      "GET /v1/reminder-processes": reminderProcessesAnswer([
        process("p-1", "Privat", true),
        process("p-2", "Bedrift", false),
      ]),
      "POST /v1/cases/start-many": () =>
        jsonResponse(200, { data: [{ debtorId: "d1", ok: true, caseId: "7", caseNumber: 7, message: null }] }),
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserKey, owner);
    const items = [
      { voucherId: "v1", debtorId: "d1" },
      { voucherId: "v3", debtorId: "d2" },
    ];
    await renderWithRouter(() => <StartCaseBar selected={items} />, { path: "/customer/ledger", queryClient });
    const u = userEvent.setup({ delay: null });
    const select = await screen.findByRole("combobox", { name: "Purreprosess" });
    expect(select).toHaveValue("p-1");
    await u.selectOptions(select, "Bedrift");
    await u.click(screen.getByRole("button", { name: "Start én sak per debitor (2)" }));
    await waitFor(() => expect(fetch.requests.some((r) => r.method === "POST")).toBe(true));
    expect(fetch.requests.find((r) => r.method === "POST")!.body).toEqual({
      voucherIds: ["v1", "v3"],
      reminderProcessId: "p-2",
    });
  });

  it("is disabled while nothing is selected", async () => {
    await renderWithRouter(() => <StartCaseBar selected={[]} />, { path: "/customer/ledger" });
    expect(await screen.findByRole("button", { name: "Start sak" })).toBeDisabled();
  });
});
