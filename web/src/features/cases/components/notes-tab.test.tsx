import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CaseNoteView } from "@innfri/core/cases/operations/case-notes.schema";
import { Toaster } from "@/components/ui/toaster";
import i18n from "@/i18n";
import { currentUserKey, type CurrentUser } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, mockFetch } from "@/test/utils";
import { caseEvent, caseView, owner } from "../test-fixtures";
import { CasePage } from "./case-page";

afterEach(async () => {
  await i18n.changeLanguage("no");
  vi.restoreAllMocks();
});

const note = (id: string, text: string, extra: Record<string, unknown> = {}) =>
  CaseNoteView.parse({
    id,
    caseId: "7",
    text,
    createdBy: "u1",
    createdByName: "Kari Nordmann",
    createdAt: Date.parse("2026-11-20T09:30:00Z"),
    updatedBy: null,
    updatedByName: null,
    updatedAt: Date.parse("2026-11-20T09:30:00Z"),
    ...extra,
  });

async function render(tab: "notes" | "events", user: CurrentUser = owner) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserKey, user);
  await renderWithRouter(
    () => (
      <>
        <CasePage caseId="k7" tab={tab} />
        <Toaster />
      </>
    ),
    { path: "/customer/cases/view/k7", queryClient },
  );
  return userEvent.setup({ delay: null });
}

const list =
  (...notes: ReturnType<typeof note>[]) =>
  () =>
    jsonResponse(200, { data: notes, total: notes.length });

describe("the notes tab", () => {
  it("lists the notes with who and when, and adds one (the server's message shown)", async () => {
    const fetch = mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/case-notes?caseId=k7": [list(), list(note("n1", "Ringte skyldner."))],
      "POST /v1/case-notes": () =>
        jsonResponse(201, { message: "Notatet er lagret.", data: note("n1", "Ringte skyldner.") }),
    });
    const u = await render("notes");
    expect(await screen.findByText("Ingen notater i saken.")).toBeVisible();
    await u.type(screen.getByLabelText("Nytt notat"), "Ringte skyldner.");
    expect(screen.getByText("16 av 2000 tegn")).toBeVisible();
    await u.click(screen.getByRole("button", { name: "Legg til notat" }));
    expect(await screen.findByText("Notatet er lagret.")).toBeInTheDocument();
    const item = (await screen.findByText("Ringte skyldner.")).closest("li")!;
    expect(item).toHaveTextContent("20.11.2026 10:30 · av Kari Nordmann");
    expect(fetch.requests.find((r) => r.method === "POST")?.body).toEqual({ caseId: "k7", text: "Ringte skyldner." });
    expect(screen.getByLabelText("Nytt notat")).toHaveValue("");
  });

  it("refuses an empty note before sending, and shows the server's 422 on the field", async () => {
    const fetch = mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/case-notes?caseId=k7": list(),
      "POST /v1/case-notes": () =>
        jsonResponse(422, {
          message: "The given data was invalid.",
          errors: { text: ["A note can have at most 2000 characters."] },
        }),
    });
    await i18n.changeLanguage("en");
    const u = await render("notes");
    await u.click(await screen.findByRole("button", { name: "Add note" }));
    expect(screen.getByText("Please type something")).toBeVisible();
    expect(fetch.requests.some((r) => r.method === "POST")).toBe(false);
    await u.type(screen.getByLabelText("New note"), "x");
    await u.click(screen.getByRole("button", { name: "Add note" }));
    expect(await screen.findByText("A note can have at most 2000 characters.")).toBeVisible();
    expect(screen.getByLabelText("New note")).toHaveAttribute("aria-invalid", "true");
  });

  it("edits a note (POST /case-notes/{id}) and deletes one after confirming", async () => {
    const fetch = mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/case-notes?caseId=k7": [
        list(note("n1", "Første")),
        list(
          note("n1", "Endret", {
            updatedBy: "u1",
            updatedByName: "Kari Nordmann",
            updatedAt: Date.parse("2026-11-21T08:00:00Z"),
          }),
        ),
        list(),
      ],
      "POST /v1/case-notes/n1": () => jsonResponse(200, { message: "Notatet er endret.", data: note("n1", "Endret") }),
      "DELETE /v1/case-notes/n1": () => jsonResponse(200, { message: "Notatet er slettet." }),
    });
    const u = await render("notes");
    await u.click(await screen.findByRole("button", { name: "Endre notatet fra 20.11.2026 10:30" }));
    const field = screen.getByLabelText("Endre notatet");
    expect(field).toHaveValue("Første");
    await u.clear(field);
    await u.type(field, "Endret");
    await u.click(screen.getByRole("button", { name: "Lagre" }));
    expect(await screen.findByText("Notatet er endret.")).toBeInTheDocument();
    const item = (await screen.findByText("Endret")).closest("li")!;
    expect(item).toHaveTextContent("endret 21.11.2026 09:00 av Kari Nordmann");
    expect(fetch.requests.find((r) => r.method === "POST")?.body).toEqual({ text: "Endret" });

    await u.click(within(item).getByRole("button", { name: "Slett notatet fra 20.11.2026 10:30" }));
    const dialog = await screen.findByRole("dialog", { name: "Slette notatet?" });
    await u.click(within(dialog).getByRole("button", { name: "Slett" }));
    expect(await screen.findByText("Notatet er slettet.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("Ingen notater i saken.")).toBeVisible());
    expect(fetch.requests.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual(["/v1/case-notes/n1"]);
  });

  it("sales reads the notes but gets no form and no edit or delete", async () => {
    mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/case-notes?caseId=k7": list(note("n1", "Les bare")),
    });
    await render("notes", { ...owner, type: "sales" } as CurrentUser);
    expect(await screen.findByText("Les bare")).toBeVisible();
    expect(screen.queryByLabelText("Nytt notat")).toBeNull();
    expect(screen.queryByRole("button", { name: /Slett|Endre/ })).toBeNull();
  });
});

describe("the events tab words notes, uploads and payments", () => {
  it.each([
    [
      "no",
      "Notat lagt til",
      "«Ringte skyldner.»",
      "Dokument lastet opp",
      "avtale.pdf",
      "av Kari Nordmann",
      "Innbetaling",
      "Kreditnota",
    ],
    [
      "en",
      "Note added",
      "«Ringte skyldner.»",
      "Document uploaded",
      "avtale.pdf",
      "by Kari Nordmann",
      "Payment",
      "Credit note",
    ],
  ] as const)("%s", async (lng, added, excerpt, uploaded, file, by, payment, creditNote) => {
    await i18n.changeLanguage(lng);
    mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/k7/events": () =>
        jsonResponse(200, {
          data: [
            caseEvent("e1", "note", { action: "created", noteId: "n1", excerpt: "Ringte skyldner." }),
            caseEvent("e2", "document-uploaded", { documentId: "d1", fileName: "avtale.pdf", size: 10 }),
            caseEvent("e3", "payment", { amountOre: 123450, kind: "payment", voucherDate: "2026-11-20" }),
            caseEvent("e4", "payment", { amountOre: 5000, kind: "creditNote", voucherDate: "2026-11-20" }),
          ],
          total: 4,
        }),
      "GET /v1/cases/k7/steps": () => jsonResponse(200, { data: [], total: 0 }),
    });
    await render("events");
    const first = (await screen.findByText(added)).closest("li")!;
    expect(first).toHaveTextContent(excerpt);
    expect(first).toHaveTextContent(by);
    const second = screen.getByText(uploaded).closest("li")!;
    expect(second).toHaveTextContent(file);
    expect(second).toHaveTextContent(by);
    // the amount as money is shown (1 234,50 kr with no-break spaces)
    const paid = screen.getByText(new RegExp(`^${payment} 1\\s234,50\\skr$`)).closest("li")!;
    expect(paid).toHaveTextContent(by);
    expect(screen.getByText(new RegExp(`^${creditNote} 50,00\\skr$`))).toBeVisible();
  });
});
