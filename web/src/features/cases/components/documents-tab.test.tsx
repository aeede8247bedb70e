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
import { MONDAY_8, caseDocument, caseEmail, caseStep, idempotencyKeys } from "../step-fixtures";
import { caseView, owner } from "../test-fixtures";
import { CasePage, type CaseFocus } from "./case-page";

afterEach(async () => {
  await i18n.changeLanguage("no");
  vi.restoreAllMocks();
});

async function render(tab: CaseTab, focus?: CaseFocus) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserKey, owner);
  await renderWithRouter(
    () => (
      <>
        <CasePage caseId="k7" tab={tab} focus={focus} />
        <Toaster />
      </>
    ),
    { path: "/customer/cases/view/k7", queryClient },
  );
  return userEvent.setup({ delay: null });
}

const pdf = () =>
  new Response("%PDF-1.7", {
    status: 200,
    headers: { "Content-Type": "application/pdf", "Content-Disposition": 'attachment; filename="betalingspaminnelse-7.pdf"' },
  });

const documents = {
  data: [caseDocument("l2", { caseStepId: "r2", title: "Purring", fileName: "purring-7.pdf", channels: ["post"], status: "queued-for-print" }), caseDocument("l1")],
  total: 2,
};

describe("the documents tab", () => {
  it.each([
    ["no", "Betalingspåminnelse", "E-post, Post", "E-post i kø", "Åpne Betalingspåminnelse", "Last ned betalingspaminnelse-7.pdf"],
    ["en", "Betalingspåminnelse", "E-mail, Post", "E-mail queued", "Open Betalingspåminnelse", "Download betalingspaminnelse-7.pdf"],
  ] as const)("%s: lists the letters with date, title, channels, status; opens one in a new tab and downloads it", async (lng, title, channels, status, open, download) => {
    await i18n.changeLanguage(lng);
    const fetch = mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/k7/documents": () => jsonResponse(200, documents),
      "GET /v1/cases/k7/documents/l1": pdf,
      "GET /v1/cases/k7/uploaded-documents": () => jsonResponse(200, { data: [], total: 0 }),
    });
    const tab = { location: { href: "" } };
    const opened = vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => "blob:letter");
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const u = await render("documents");
    const row = (await screen.findByRole("cell", { name: title })).closest("tr")!;
    expect(row).toHaveTextContent("30.11.2026 08:00");
    expect(row).toHaveTextContent(channels);
    expect(row).toHaveTextContent(status);
    await u.click(within(row).getByRole("button", { name: open }));
    expect(opened).toHaveBeenCalledWith("", "_blank");
    await waitFor(() => expect(tab.location.href).toBe("blob:letter"));
    await u.click(within(row).getByRole("button", { name: download }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const a = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(a.download).toBe("betalingspaminnelse-7.pdf");
    expect(fetch.requests.filter((r) => r.path.startsWith("/v1/cases/k7/documents/l1")).map((r) => r.path)).toEqual([
      "/v1/cases/k7/documents/l1?inline=1",
      "/v1/cases/k7/documents/l1",
    ]);
  });

  it("/generated-documents/{caseStepId} shows that step's letters only; step 0 has none", async () => {
    mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/k7/documents": () => jsonResponse(200, documents),
      "GET /v1/cases/k7/steps": () => jsonResponse(200, { data: [caseStep("r2", { createdAt: 2, letterId: "l2" }), caseStep("r1", { createdAt: 1 })], total: 2 }),
    });
    await render("documents", { kind: "generated-documents", caseStepId: 2 });
    expect(await screen.findByRole("cell", { name: "Purring" })).toBeVisible();
    expect(screen.queryByRole("cell", { name: "Betalingspåminnelse" })).toBeNull();
    expect(screen.getByRole("cell", { name: "Post: i utskriftskø" })).toBeVisible();
  });

  it("no letters: says so", async () => {
    mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/k7/documents": () => jsonResponse(200, { data: [], total: 0 }),
      "GET /v1/cases/k7/uploaded-documents": () => jsonResponse(200, { data: [], total: 0 }),
    });
    await render("documents");
    expect(await screen.findByText("Ingen dokumenter er laget i saken ennå.")).toBeVisible();
  });
});

describe("the email log", () => {
  it.each([
    ["no", "Levert", "Avvist", "Send på nytt: Purring sak 7 til ola@example.no", "E-posten er sendt på nytt."],
    ["en", "Delivered", "Bounced", "Resend: Purring sak 7 to ola@example.no", "The e-mail was sent again."],
  ] as const)("%s: to, subject, status, sent at, and Resend", async (lng, delivered, bounced, resend, message) => {
    await i18n.changeLanguage(lng);
    const fetch = mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/k7/emails": [
        () => jsonResponse(200, { data: [caseEmail("e2", { subject: "Purring sak 7", status: "bounced" }), caseEmail("e1")], total: 2 }),
        () => jsonResponse(200, { data: [caseEmail("e3", { subject: "Purring sak 7", status: "queued", sentAt: null, resendOf: "e2" })], total: 1 }),
      ],
      "POST /v1/case-emails/resend/e2": () => jsonResponse(202, { data: caseEmail("e3", { status: "queued", sentAt: null, resendOf: "e2" }) }),
    });
    const u = await render("email-log");
    const bouncedRow = (await screen.findByRole("cell", { name: "Purring sak 7" })).closest("tr")!;
    expect(bouncedRow).toHaveTextContent("ola@example.no");
    expect(bouncedRow).toHaveTextContent(bounced);
    expect(bouncedRow).toHaveTextContent("30.11.2026 08:00");
    expect(screen.getByRole("cell", { name: delivered })).toBeVisible();
    await u.click(within(bouncedRow).getByRole("button", { name: resend }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(idempotencyKeys(fetch, "POST")[0]).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(fetch.requests.filter((r) => r.path === "/v1/cases/k7/emails")).toHaveLength(2));
  });
});

describe("the steps history", () => {
  it.each([
    ["no", "Purring · Sendt", "Gebyr 37,50 kr. Purregebyr: 1/20 av inkassosatsen 750 kr.", "Betalingsfrist 14.12.2026: 14 dager fra 30.11.2026.", "Sendt 30.11.2026 08:01 · E-post", "Inkassovarsel · Planlagt", "Sendes mandag 30.11.2026 kl. 08:00."],
    ["en", "Reminder · Sent", "Fee 37,50 kr. Reminder fee: 1/20 of the sats of NOK 750.", "Payment deadline 14.12.2026: 14 days from 30.11.2026.", "Sent 30.11.2026 08:01 · E-mail", "Debt collection notice · Planned", "Goes out Monday 30.11.2026 at 08:00."],
  ] as const)("%s: each step with status, sent or planned time, deadline and fee in words", async (lng, sent, fee, deadline, at, planned, goes) => {
    await i18n.changeLanguage(lng);
    mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/k7/events": () => jsonResponse(200, { data: [], total: 0 }),
      "GET /v1/cases/k7/documents": () => jsonResponse(200, { data: [], total: 0 }),
      "GET /v1/cases/k7/steps": () =>
        jsonResponse(200, {
          data: [
            caseStep("3", { kind: "debt-collection-notice", nameNo: "Inkassovarsel", nameEn: "Debt collection notice", status: "planned", queuedAt: null, sentAt: null, fees: [], feeOre: 0 }),
            caseStep("2"),
          ],
          total: 2,
        }),
    });
    await render("events");
    const section = await screen.findByRole("region", { name: lng === "no" ? "Steg i saken" : "Steps of the case" });
    const [first, second] = within(section).getAllByRole("listitem");
    expect(first).toHaveTextContent(planned);
    expect(first).toHaveTextContent(goes);
    expect(second).toHaveTextContent(sent);
    expect(second).toHaveTextContent(at);
    expect(second).toHaveTextContent(fee);
    expect(second).toHaveTextContent(deadline);
  });
});

describe("where a letter is, channel by channel (C11)", () => {
  // a purring run on Monday: its mail delivered a minute later, its post copy still in the print queue
  const purring = caseStep("r1", { status: "queued", sentAt: null, channels: ["email", "post"], letterId: "l1" });
  const letter = caseDocument("l1", {
    caseStepId: "r1",
    kind: "reminder",
    title: "Purring",
    status: "queued-for-print",
    mailStatus: "delivered",
    mailSentAt: MONDAY_8 + 60_000,
  });

  it.each([
    ["no", "Purring · E-post levert 30.11.2026 08:01 · Post: i utskriftskø", "I kø", "Steg i saken"],
    ["en", "Reminder · E-mail delivered 30.11.2026 08:01 · Post: in the print queue", "Queued", "Steps of the case"],
  ] as const)("%s: the step says what went and what waits, not 'queued'", async (lng, line, queued, region) => {
    await i18n.changeLanguage(lng);
    mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/k7/events": () => jsonResponse(200, { data: [], total: 0 }),
      "GET /v1/cases/k7/steps": () => jsonResponse(200, { data: [purring], total: 1 }),
      "GET /v1/cases/k7/documents": () => jsonResponse(200, { data: [letter], total: 1 }),
    });
    await render("events");
    const step = within(await screen.findByRole("region", { name: region })).getByRole("listitem");
    await waitFor(() => expect(step).toHaveTextContent(line));
    expect(step).not.toHaveTextContent(`· ${queued}`);
  });

  it.each([
    ["no", "E-post levert 30.11.2026 08:01", "Post: i utskriftskø"],
    ["en", "E-mail delivered 30.11.2026 08:01", "Post: in the print queue"],
  ] as const)("%s: the documents tab names the channel of each badge", async (lng, email, post) => {
    await i18n.changeLanguage(lng);
    mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/k7/documents": () => jsonResponse(200, { data: [letter], total: 1 }),
      "GET /v1/cases/k7/uploaded-documents": () => jsonResponse(200, { data: [], total: 0 }),
    });
    await render("documents");
    const row = (await screen.findByRole("cell", { name: "Purring" })).closest("tr")!;
    expect(within(row).getByText(email)).toHaveClass("bg-emerald-50");
    expect(within(row).getByText(post)).toBeVisible();
  });
});
