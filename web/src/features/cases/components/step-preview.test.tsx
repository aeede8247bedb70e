import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { sampleLetter } from "@innfri/core/letters/pdf/sample-letter";
import i18n from "@/i18n";
import { currentUserKey } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, mockFetch } from "@/test/utils";
import { availableStep, MONDAY_8 } from "../step-fixtures";
import { caseEvent, caseView, owner } from "../test-fixtures";
import { CasePage } from "./case-page";

// The run-step dialog's "Preview letter" (POST case-documents/preview/{caseId}/content with the step) and the
// events tab's words for a step run.

afterEach(async () => {
  await i18n.changeLanguage("no");
});

async function render(tab: "claims" | "events" = "claims") {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserKey, owner);
  await renderWithRouter(() => <CasePage caseId="k7" tab={tab} />, { path: "/customer/cases/view/k7", queryClient });
  return userEvent.setup({ delay: null });
}

const available = { data: [availableStep("1", "payment-reminder"), availableStep("2", "reminder", { feeOre: 38_00, statutoryFeeOre: 38_00 })], total: 2 };
const preview = { caseId: "7", kind: "payment-demand", fileName: "betalingsoppfordring-2026-0017.pdf", model: sampleLetter() };

describe("the letter preview in the run-step dialog", () => {
  it.each([
    ["no", "Kjør steg", "Purring", "Forhåndsvis brev", "Skjul forhåndsvisning", "Forhåndsvisning av brevet", "Brevet Purring ville sendt nå: ingenting sendes før du kjører steget.", "Renter 16.05.2026–30.06.2026 (12,00 %)", "Å betale", "E-post (én utsendelse)"],
    ["en", "Run step", "Reminder", "Preview letter", "Hide preview", "Preview of the letter", "The letter Reminder would send now: nothing is sent until you run it.", "Interest 16.05.2026–30.06.2026 (12,00 %)", "Total to pay", "E-mail (one send)"],
  ] as const)("%s: shows the letter the chosen step would send, with the channels ticked, before anything runs", async (lng, open, step, show, hide, region, intro, interest, total, email) => {
    await i18n.changeLanguage(lng);
    const fetch = mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/k7/available-steps": () => jsonResponse(200, available),
      "POST /v1/case-documents/preview/k7/content": () => jsonResponse(200, preview),
    });
    const u = await render();
    await u.click(await screen.findByRole("button", { name: open }));
    const dialog = await screen.findByRole("dialog", { name: open });
    expect(within(dialog).queryByRole("button", { name: show })).toBeNull(); // no step chosen yet
    await u.click(await within(dialog).findByRole("radio", { name: step }));
    await u.click(within(dialog).getByRole("checkbox", { name: email })); // post only
    await u.click(within(dialog).getByRole("button", { name: show }));

    const shown = await within(dialog).findByRole("region", { name: region });
    expect(shown).toHaveTextContent(intro);
    const letter = within(shown).getByRole("article", { name: "Betalingsoppfordring" });
    expect(within(letter).getByRole("row", { name: /F-1001/ })).toHaveTextContent(`F-1001Husleie mai01.05.202615.05.20267 500,00 kr`);
    expect(within(letter).getByRole("row", { name: (n) => n.startsWith("Purregebyr") })).toHaveTextContent(`38,00 kr`);
    expect(within(letter).getByRole("row", { name: (n) => n.replace(/\s/g, " ").startsWith(interest) })).toHaveTextContent(`151,23 kr`);
    expect(within(letter).getByRole("row", { name: (n) => n.startsWith(total) })).toHaveTextContent(`9 953,26 kr`);
    expect(letter).toHaveTextContent("1234 56 78903");
    expect(letter).toHaveTextContent("100420260174");
    expect(letter).toHaveTextContent("28.08.2026");

    // the step and channels as chosen; nothing ran
    const posts = fetch.requests.filter((r) => r.method === "POST");
    expect(posts.map((r) => [r.path, r.body])).toEqual([["/v1/case-documents/preview/k7/content", { stepId: "2", channels: ["post"] }]]);
    await u.click(within(dialog).getByRole("button", { name: hide }));
    expect(within(dialog).queryByRole("region", { name: region })).toBeNull();
  });

  it.each([
    ["no", "Kjør steg", "Betalingspåminnelse", "Forhåndsvis brev", "Brev med gebyr kan sendes fra 29.11.2026."],
    ["en", "Run step", "Payment reminder", "Preview letter", "Fee-bearing letters may be sent from 29.11.2026."],
  ] as const)("%s: a step the law refuses by now says why, in the dialog", async (lng, open, step, show, why) => {
    await i18n.changeLanguage(lng);
    mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/k7/available-steps": () => jsonResponse(200, available),
      "POST /v1/case-documents/preview/k7/content": () =>
        jsonResponse(422, { message: "The step cannot be run on the case now.", errors: { stepId: [why] } }),
    });
    const u = await render();
    await u.click(await screen.findByRole("button", { name: open }));
    const dialog = await screen.findByRole("dialog");
    await u.click(await within(dialog).findByRole("radio", { name: step }));
    await u.click(within(dialog).getByRole("button", { name: show }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(why);
  });
});

describe("a step run on the events tab", () => {
  it.each([
    ["no", "Purring kjørt: sendes på e-post og i posten", "av Kari Nordmann", "Betalingspåminnelse sendes på e-post mandag 30.11.2026 kl. 08:00"],
    ["en", "Reminder run: goes by e-mail and by post", "by Kari Nordmann", "Payment reminder to be sent by e-mail Monday 30.11.2026 at 08:00"],
  ] as const)("%s: names the step, how it went (or when it goes) and who ran it", async (lng, sent, by, planned) => {
    await i18n.changeLanguage(lng);
    const run = (runId: string, extra: Record<string, unknown>) => ({
      stepId: "person-2",
      kind: "reminder",
      name: "Purring",
      nameEn: "Reminder",
      runId,
      feeOre: 38_00,
      plannedSendAt: Date.UTC(2026, 10, 20, 9, 30),
      deadlineDate: "2026-12-04",
      channels: ["email", "post"],
      ...extra,
    });
    const events = {
      data: [
        caseEvent("e1", "step-run", run("r1", {})),
        caseEvent("e2", "step-run", run("r2", { kind: "payment-reminder", name: "Betalingspåminnelse", nameEn: "Payment reminder", channels: ["email"], plannedSendAt: MONDAY_8 })),
      ],
      total: 2,
    };
    mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/k7/events": () => jsonResponse(200, events),
      "GET /v1/cases/k7/steps": () => jsonResponse(200, { data: [], total: 0 }),
    });
    await render("events");
    const list = await screen.findByRole("list", { name: lng === "no" ? "Hendelser" : "Events" });
    const items = within(list).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent(sent);
    expect(items[0]).toHaveTextContent(by);
    expect(items[1]).toHaveTextContent(planned);
  });
});
