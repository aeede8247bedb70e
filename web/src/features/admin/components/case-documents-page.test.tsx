import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSearch } from "@tanstack/react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import i18n from "@/i18n";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, mockFetch } from "@/test/utils";
import { validateCaseDocumentsSearch } from "../case-documents-search";
import { CaseDocumentsPage } from "./case-documents-page";

afterEach(async () => {
  await i18n.changeLanguage("no");
  vi.restoreAllMocks();
});

const batch = (batchId: string, status: "ready" | "printed" | "sent") => ({
  batchId,
  status,
  pdfKey: `print-batches/${batchId}.pdf`,
  letterCount: 2,
  pageCount: 4,
  createdAt: Date.parse(`${batchId}T18:00:00Z`),
});
const letter = (letterId: string, status: "queued" | "printed" | "sent", extra: Record<string, unknown> = {}) => ({
  customerId: "c1",
  customerName: "Demo AS",
  caseId: "7",
  letterId,
  caseNumber: "2026-0007",
  debtorName: "Ola Nordmann",
  status,
  queuedAt: Date.parse("2026-11-20T09:30:00Z"),
  ...extra,
});

async function render(path = "/admin/case-documents") {
  const view = await renderWithRouter(
    () => {
      const { status } = validateCaseDocumentsSearch(useSearch({ strict: false }));
      return (
        <>
          <CaseDocumentsPage status={status} />
          <Toaster />
        </>
      );
    },
    { path, validateSearch: validateCaseDocumentsSearch },
  );
  return { ...view, u: userEvent.setup({ delay: null }) };
}

describe("the admin page of letters to post", () => {
  it("shows the batches and waiting letters; downloads the day's batch and marks it printed", async () => {
    const fetch = mockFetch({
      "GET /v1/case-documents/sent-by-partner": [
        () => jsonResponse(200, { batches: [batch("2026-11-20", "ready")], queued: [] }),
        () => jsonResponse(200, { batches: [batch("2026-11-20", "printed")], queued: [] }),
      ],
      "GET /v1/case-documents?status=queued": () =>
        jsonResponse(200, { data: [letter("l1", "queued")], total: 1, more: false }),
      "GET /v1/case-documents/print-batches/2026-11-20": () =>
        new Response("%PDF-1.4", {
          status: 200,
          headers: {
            "Content-Type": "application/pdf",
            "Content-Disposition": 'attachment; filename="utskrift-2026-11-20.pdf"',
          },
        }),
      "PUT /v1/case-documents/status": () =>
        jsonResponse(200, { batches: [batch("2026-11-20", "printed")], queued: [] }),
    });
    URL.createObjectURL = vi.fn(() => "blob:batch");
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const { u } = await render();
    expect(await screen.findByRole("heading", { name: "Brev til utsending" })).toBeVisible();
    const row = (await screen.findByRole("cell", { name: "20.11.2026" })).closest("tr")!;
    expect(row).toHaveTextContent("Klar for trykkpartneren");
    const letterRow = (await screen.findByRole("cell", { name: "Demo AS" })).closest("tr")!;
    expect(letterRow).toHaveTextContent("2026-0007");
    expect(letterRow).toHaveTextContent("Ola Nordmann");
    expect(letterRow).toHaveTextContent("Venter på bunke");

    await u.click(within(row).getByRole("button", { name: "Last ned utskriftsbunken fra 20.11.2026" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe("utskrift-2026-11-20.pdf");

    await u.click(within(row).getByRole("button", { name: "Merk utskriftsbunken fra 20.11.2026 som skrevet ut" }));
    expect(await screen.findByText("Merket som skrevet ut.")).toBeInTheDocument();
    expect(fetch.requests.find((r) => r.method === "PUT")?.body).toEqual({ batchId: "2026-11-20", status: "printed" });
    await waitFor(() => expect(within(row).getByText("Skrevet ut")).toBeVisible());
    // a printed batch can only be marked sent
    expect(within(row).queryByRole("button", { name: /som skrevet ut/ })).toBeNull();
    expect(within(row).getByRole("button", { name: "Merk utskriftsbunken fra 20.11.2026 som sendt" })).toBeVisible();
  });

  it("filters the letters by status (in the URL) and marks one letter sent, in English", async () => {
    await i18n.changeLanguage("en");
    const fetch = mockFetch({
      "GET /v1/case-documents/sent-by-partner": () => jsonResponse(200, { batches: [], queued: [] }),
      "GET /v1/case-documents?status=queued": () => jsonResponse(200, { data: [], total: 0, more: false }),
      "GET /v1/case-documents?status=printed": () =>
        jsonResponse(200, { data: [letter("l2", "printed", { batchId: "2026-11-19" })], total: 1, more: true }),
      "PUT /v1/case-documents/status": () => jsonResponse(200, { batches: [], queued: [] }),
    });
    const { u, router } = await render();
    expect(await screen.findByText("No print batch has been made yet.")).toBeVisible();
    expect(await screen.findByText("No letters with this status.")).toBeVisible();
    await u.selectOptions(screen.getByLabelText("Status"), "printed");
    await waitFor(() => expect(router.state.location.search).toEqual({ status: "printed" }));
    const row = (await screen.findByRole("cell", { name: "Demo AS" })).closest("tr")!;
    expect(row).toHaveTextContent("19.11.2026");
    expect(screen.getByText("Showing the first 1 letters.")).toBeVisible();
    await u.click(within(row).getByRole("button", { name: "Mark the letter of case 2026-0007 to Ola Nordmann sent" }));
    await waitFor(() =>
      expect(fetch.requests.find((r) => r.method === "PUT")?.body).toEqual({
        customerId: "c1",
        letterId: "l2",
        status: "sent",
      }),
    );
  });
});
