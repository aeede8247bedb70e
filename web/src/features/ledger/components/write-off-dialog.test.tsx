import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import i18n from "@/i18n";
import { jsonResponse, mockFetch } from "@/test/utils";
import type { DebtorLedgerView as DebtorLedger } from "@innfri/core/ledger/ledger-views.schema";
import { clientFor, connection, setting } from "../../accounting/components/fixtures";
import { WriteOffDialog } from "./write-off-dialog";

/** The ledger's write-off posted to the connected accounting system in the same flow (issue 22). */

const ok = (body: unknown) => () => jsonResponse(200, body);
const item = (voucherId: string, source: string, balanceOre: number) => ({
  voucherId,
  side: "debit",
  source,
  balanceOre,
});
/** Kari's two open invoices (40 kr from Fiken, 10 kr typed in by hand): 50 kr to write off. */
const LEDGER = {
  openItems: [item("inv-fiken", "fiken", 4_000), item("inv-manual", "manual", 1_000)],
  totals: { balanceOre: 5_000 },
} as unknown as DebtorLedger;
const WRITTEN_OFF = ok({
  message: "Saldoen er avskrevet.",
  data: {
    voucherId: "corr-1",
    allocations: [
      { voucherId: "inv-fiken", amountOre: 4_000 },
      { voucherId: "inv-manual", amountOre: 1_000 },
    ],
  },
});

function renderDialog(
  integration = setting("fiken", connection()),
  postAnswer: Parameters<typeof mockFetch>[0][string] = () => jsonResponse(202, { queued: 1 }),
) {
  const fetch = mockFetch({
    "GET /v1/integration-settings": ok(integration),
    "POST /v1/debtors/d1/write-off": WRITTEN_OFF,
    "POST /v1/integration-settings/fiken/write-offs": postAnswer,
  });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={clientFor("owner")}>
      <WriteOffDialog open onClose={onClose} debtorId="d1" name="Kari Solberg" ledger={LEDGER} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { fetch, onClose };
}

const posts = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.requests.filter((r) => r.method === "POST" && r.path.endsWith("/write-offs"));

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage("no"));
});

describe("WriteOffDialog", () => {
  it("posts the write-off of the system's invoices to Fiken, with the reason chosen (on by default)", async () => {
    const user = userEvent.setup();
    const { fetch, onClose } = renderDialog();
    const post = await screen.findByRole("checkbox", { name: "Før avskrivningen i Fiken" });
    expect(post).toBeChecked();
    expect(post).toHaveAccessibleDescription(/føres som tap i Fiken også/);
    const reason = screen.getByRole("combobox", { name: "Årsak" });
    expect(reason).toHaveDisplayValue("Inkasso uten resultat");
    await user.selectOptions(reason, "Skyldneren er konkurs");
    await user.click(screen.getByRole("button", { name: "Avskriv" }));

    expect(await screen.findByText("Avskrivningen føres i Fiken. Se Innstillinger → Integrasjon.")).toBeInTheDocument();
    expect(screen.getByText("Saldoen er avskrevet.")).toBeInTheDocument();
    // only the invoice that came from Fiken: the one typed in by hand is the ledger's own
    expect(posts(fetch).map((r) => r.body)).toEqual([{ voucherIds: ["inv-fiken"], reason: "debtorBankrupt" }]);
    expect(onClose).toHaveBeenCalled();
  });

  it("writes off without posting when the box is cleared; a post that fails says the write-off stands", async () => {
    const user = userEvent.setup();
    const first = renderDialog();
    await user.click(await screen.findByRole("checkbox", { name: "Før avskrivningen i Fiken" }));
    expect(screen.queryByRole("combobox", { name: "Årsak" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Avskriv" }));
    expect(await screen.findByText("Saldoen er avskrevet.")).toBeInTheDocument();
    expect(posts(first.fetch)).toEqual([]);
    first.onClose.mockClear();

    cleanup();
    const second = renderDialog(setting("fiken", connection()), [
      () => jsonResponse(409, { message: "Regnskapssystemet svarer ikke akkurat nå.", code: "CONFLICT" }),
      () => jsonResponse(202, { queued: 1 }),
    ]);
    await user.click(await screen.findByRole("button", { name: "Avskriv" }));
    expect(
      await screen.findByText(
        "Saldoen er avskrevet, men avskrivningen ble ikke sendt til Fiken. Regnskapssystemet svarer ikke akkurat nå.",
      ),
    ).toBeInTheDocument();
    expect(posts(second.fetch)).toHaveLength(1);
    // the write-off stands; the toast sends the post again (the same invoices and reason), and says when it went
    // (a click event: the dialog here stays open, its onClose a mock, so the page behind it takes no pointer)
    fireEvent.click(screen.getByRole("button", { name: "Send på nytt" }));
    expect(await screen.findByText("Avskrivningen føres i Fiken. Se Innstillinger → Integrasjon.")).toBeInTheDocument();
    expect(posts(second.fetch).map((r) => r.body)).toEqual([
      { voucherIds: ["inv-fiken"], reason: "collectionFailed" },
      { voucherIds: ["inv-fiken"], reason: "collectionFailed" },
    ]);
    expect(second.fetch.requests.filter((r) => r.path.endsWith("/write-off"))).toHaveLength(1); // written off once
  });

  it("offers no posting without a connected system, and reads in English", async () => {
    renderDialog(setting("fiken", connection({ status: "reconnect" })));
    expect(await screen.findByRole("button", { name: "Avskriv" })).toBeVisible();
    expect(screen.queryByRole("checkbox")).toBeNull();

    cleanup();
    await act(() => i18n.changeLanguage("en"));
    renderDialog(setting("tripletex", connection()));
    // Tripletex is connected, but Kari's invoices came from Fiken and by hand: nothing of Tripletex's to post
    expect(await screen.findByRole("button", { name: "Write off" })).toBeVisible();
    expect(screen.queryByRole("checkbox")).toBeNull();
    cleanup();
    renderDialog();
    expect(await screen.findByRole("checkbox", { name: "Post the write-off to Fiken" })).toBeChecked();
    expect(screen.getByRole("combobox", { name: "Reason" })).toHaveDisplayValue("Collection failed");
  });
});
