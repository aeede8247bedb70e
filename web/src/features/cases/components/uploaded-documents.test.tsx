import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CaseUploadView } from "@innfri/core/cases/operations/case-notes.schema";
import { Toaster } from "@/components/ui/toaster";
import i18n from "@/i18n";
import { currentUserKey } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, mockFetch } from "@/test/utils";
import { caseView, owner } from "../test-fixtures";
import { CasePage } from "./case-page";
import { fileSize } from "./uploaded-documents";

afterEach(async () => {
  await i18n.changeLanguage("no");
  vi.restoreAllMocks();
});

const upload = (id: string, fileName: string, size = 345_678) =>
  CaseUploadView.parse({
    id,
    caseId: "7",
    fileName,
    size,
    uploadedBy: "u1",
    uploadedByName: "Kari Nordmann",
    createdAt: Date.parse("2026-11-20T09:30:00Z"),
  });

async function render() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserKey, owner);
  await renderWithRouter(
    () => (
      <>
        <CasePage caseId="k7" tab="documents" />
        <Toaster />
      </>
    ),
    { path: "/customer/cases/view/k7", queryClient },
  );
  return userEvent.setup({ delay: null, applyAccept: false });
}

const noLetters = () => jsonResponse(200, { data: [], total: 0 });
const pdfFile = (name = "avtale.pdf", size = 20) =>
  new File([new Uint8Array(size).fill(0x25)], name, { type: "application/pdf" });

describe("uploaded documents on the documents tab", () => {
  it("uploads a PDF (multipart field file), lists it and downloads it under its name", async () => {
    const fetch = mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/k7/documents": noLetters,
      "GET /v1/cases/k7/uploaded-documents": [
        noLetters,
        () => jsonResponse(200, { data: [upload("d1", "avtale.pdf")], total: 1 }),
      ],
      "POST /v1/cases/k7/upload-document": () =>
        jsonResponse(201, { message: "Dokumentet er lastet opp.", data: upload("d1", "avtale.pdf") }),
      "GET /v1/cases/k7/uploaded-documents/d1": () =>
        new Response("%PDF-1.4", {
          status: 200,
          headers: { "Content-Type": "application/pdf", "Content-Disposition": 'attachment; filename="avtale.pdf"' },
        }),
    });
    URL.createObjectURL = vi.fn(() => "blob:upload");
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const u = await render();
    expect(await screen.findByText("Ingen dokumenter er lastet opp i denne saken.")).toBeVisible();
    expect(screen.getByText("Bare PDF, høyst 4 MB.")).toBeVisible();
    await u.upload(screen.getByLabelText("Last opp en PDF"), pdfFile());
    expect(await screen.findByText("Dokumentet er lastet opp.")).toBeInTheDocument();
    const sent = fetch.requests.find((r) => r.method === "POST")!.body as FormData;
    expect((sent.get("file") as File).name).toBe("avtale.pdf");
    const row = (await screen.findByRole("cell", { name: "avtale.pdf" })).closest("tr")!;
    expect(row).toHaveTextContent("20.11.2026 10:30");
    expect(row).toHaveTextContent("338 kB");
    expect(row).toHaveTextContent("Kari Nordmann");
    await u.click(within(row).getByRole("button", { name: "Last ned avtale.pdf" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe("avtale.pdf");
  });

  it.each([
    ["no", "Last opp en PDF", "Filen er større enn 4 MB. Komprimer PDF-en og prøv igjen."],
    ["en", "Upload a PDF", "The file is larger than 4 MB. Compress the PDF and try again."],
  ] as const)(
    "%s: a file over 4 MB is refused before it is sent, with the message to compress and retry",
    async (lng, label, message) => {
      await i18n.changeLanguage(lng);
      const fetch = mockFetch({
        "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
        "GET /v1/cases/k7/documents": noLetters,
        "GET /v1/cases/k7/uploaded-documents": noLetters,
      });
      const u = await render();
      await u.upload(await screen.findByLabelText(label), pdfFile("stor.pdf", 4 * 1024 * 1024 + 1));
      expect(await screen.findByText(message)).toBeVisible();
      expect(screen.getByLabelText(label)).toHaveAttribute("aria-invalid", "true");
      expect(fetch.requests.some((r) => r.method === "POST")).toBe(false);
    },
  );

  it("shows the server's refusal of a file that is not a PDF on the control", async () => {
    mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/k7/documents": noLetters,
      "GET /v1/cases/k7/uploaded-documents": noLetters,
      "POST /v1/cases/k7/upload-document": () =>
        jsonResponse(422, {
          message: "Opplysningene er ugyldige.",
          errors: { file: ["Bare PDF-filer kan lastes opp."] },
        }),
    });
    const u = await render();
    await u.upload(
      await screen.findByLabelText("Last opp en PDF"),
      new File(["hei"], "notat.txt", { type: "text/plain" }),
    );
    expect(await screen.findByText("Bare PDF-filer kan lastes opp.")).toBeVisible();
  });

  it("words sizes in both languages", () => {
    expect(fileSize(345_678, "no")).toBe("338 kB");
    expect(fileSize(3_500_000, "no")).toBe("3,3 MB");
    expect(fileSize(3_500_000, "en")).toBe("3.3 MB");
    expect(fileSize(10, "en")).toBe("1 kB");
  });
});
