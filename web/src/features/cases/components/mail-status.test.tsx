import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import i18n from "@/i18n";
import { currentUserKey } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, mockFetch } from "@/test/utils";
import type { CaseTab } from "../search";
import { caseDocument, caseEmail } from "../step-fixtures";
import { caseView, owner } from "../test-fixtures";
import { CasePage } from "./case-page";

afterEach(async () => {
  await i18n.changeLanguage("no");
  vi.restoreAllMocks();
});

async function render(tab: CaseTab, user = owner) {
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

const bounced = caseDocument("l1", { channels: ["email"], emailBounced: true, mailStatus: "bounced" });
const delivered = caseDocument("l2", { title: "Purring", channels: ["email"], mailStatus: "delivered" });
const posted = caseDocument("l1", {
  channels: ["email", "post"],
  status: "queued-for-print",
  emailBounced: true,
  mailStatus: "bounced",
});
const docs =
  (...data: unknown[]) =>
  () =>
    jsonResponse(200, { data, total: data.length });
const page = {
  "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
  "GET /v1/cases/k7/uploaded-documents": docs(),
};

describe("mail status on the documents tab", () => {
  it.each([
    [
      "no",
      "E-post avvist",
      "E-post levert",
      "Send Betalingspåminnelse med post",
      "Send med post",
      "Brevet er lagt i køen for utskrift og sendes med post.",
    ],
    [
      "en",
      "E-mail bounced",
      "E-mail delivered",
      "Send Betalingspåminnelse by post",
      "Send by post",
      "The letter is in the print queue and will be sent by post.",
    ],
  ] as const)(
    "%s: a badge of each letter's mail; a bounced letter is sent by post after asking",
    async (lng, bouncedText, deliveredText, postNamed, post, message) => {
      await i18n.changeLanguage(lng);
      const fetch = mockFetch({
        ...page,
        "GET /v1/cases/k7/documents": [docs(bounced, delivered), docs(posted, delivered)],
        "POST /v1/cases/k7/documents/l1/post": () => jsonResponse(200, { message, data: posted }),
      });
      const u = await render("documents");
      const row = (await screen.findByRole("cell", { name: /Betalingspåminnelse/ })).closest("tr")!;
      expect(within(row).getByText(bouncedText)).toBeVisible();
      const other = screen.getByRole("cell", { name: /^Purring/ }).closest("tr")!;
      expect(within(other).getByText(deliveredText)).toBeVisible();
      // only the bounced letter offers post
      expect(within(other).queryByRole("button", { name: /post/i })).toBeNull();

      await u.click(within(row).getByRole("button", { name: postNamed }));
      const dialog = await screen.findByRole("dialog");
      expect(dialog).toHaveTextContent(lng === "no" ? "koster en halv utsending" : "costs half a send");
      await u.click(within(dialog).getByRole("button", { name: post }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(fetch.requests.filter((r) => r.method === "POST").map((r) => r.path)).toEqual([
        "/v1/cases/k7/documents/l1/post",
      ]);
      // posted: the list is read again and the button is gone
      await waitFor(() => expect(screen.queryByRole("button", { name: postNamed })).toBeNull());
    },
  );

  it("a refusal (posted already) shows the server's words", async () => {
    mockFetch({
      ...page,
      "GET /v1/cases/k7/documents": docs(bounced),
      "POST /v1/cases/k7/documents/l1/post": () =>
        jsonResponse(422, {
          message: "Dataene er ugyldige.",
          errors: { letterId: ["Brevet er allerede sendt med post."] },
        }),
    });
    const u = await render("documents");
    await u.click(await screen.findByRole("button", { name: "Send Betalingspåminnelse med post" }));
    await u.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Send med post" }));
    expect(await screen.findByText("Brevet er allerede sendt med post.")).toBeInTheDocument();
  });
});

describe("mail status on the email log", () => {
  it("shows delivered, bounced and complained as badges", async () => {
    mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/k7/emails": () =>
        jsonResponse(200, {
          data: [
            caseEmail("e1", { subject: "A", status: "delivered" }),
            caseEmail("e2", { subject: "B", status: "bounced" }),
            caseEmail("e3", { subject: "C", status: "complained" }),
          ],
          total: 3,
        }),
    });
    await render("email-log");
    const statusOf = async (subject: string) => (await screen.findByRole("cell", { name: subject })).closest("tr")!;
    expect(within(await statusOf("A")).getByText("Levert")).toHaveClass("bg-emerald-50");
    expect(within(await statusOf("B")).getByText("Avvist")).toHaveClass("bg-red-50");
    expect(within(await statusOf("C")).getByText("Klaget")).toHaveClass("bg-amber-50");
  });
});
