import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import i18n from "@/i18n";
import { currentUserKey } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, mockFetch } from "@/test/utils";
import { availableStep, caseStep, idempotencyKeys, reason } from "../step-fixtures";
import { caseView, owner } from "../test-fixtures";
import { CasePage } from "./case-page";

afterEach(async () => {
  await i18n.changeLanguage("no");
});

async function render() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserKey, owner);
  await renderWithRouter(
    () => (
      <>
        <CasePage caseId="k7" tab="claims" />
        <Toaster />
      </>
    ), { path: "/customer/cases/view/k7", queryClient });
  const u = userEvent.setup({ delay: null });
  return u;
}

const available = {
  data: [
    availableStep("1", "payment-reminder"),
    availableStep("2", "reminder", {
      feeOre: 37_50,
      statutoryFeeOre: 37_50,
      feeExplanations: [reason("Purregebyr: 1/20 av inkassosatsen 750 kr.", "Reminder fee: 1/20 of the sats of NOK 750.")],
      deadlineExplanations: [reason("Betalingsfrist 14.12.2026: 14 dager fra 30.11.2026.", "Payment deadline 14.12.2026: 14 days from 30.11.2026.")],
      // no basis for e-mail alone (issue 18): post stays ticked, and the dialog says why
      emailAlone: false,
      emailAloneReason: reason("Sendes ikke bare på e-post (inkassoloven § 3 a).", "Not by e-mail alone (Debt Collection Act § 3 a)."),
    }),
    availableStep("3", "debt-collection-notice", {
      allowed: false,
      earliestDate: "2026-11-29",
      reasons: [
        reason(
          "Gebyrbelagte brev kan sendes fra 29.11.2026, 14 dager etter forfall.",
          "Fee-bearing letters may be sent from 29.11.2026, 14 days after the due date.",
        ),
      ],
    }),
  ],
  total: 3,
};

describe("run step", () => {
  it.each([
    ["no", "Kjør steg", "Inkassovarsel", "Gebyrbelagte brev kan sendes fra 29.11.2026, 14 dager etter forfall.", "Gebyr på dette brevet: 37,50\u00a0kr. Purregebyr: 1/20 av inkassosatsen 750 kr.", "Sendes mandag 30.11.2026 kl. 08:00.", "Betalingsfrist 14.12.2026: 14 dager fra 30.11.2026."],
    ["en", "Run step", "Debt collection notice", "Fee-bearing letters may be sent from 29.11.2026, 14 days after the due date.", "Fee on this letter: 37,50\u00a0kr. Reminder fee: 1/20 of the sats of NOK 750.", "Goes out Monday 30.11.2026 at 08:00.", "Payment deadline 14.12.2026: 14 days from 30.11.2026."],
  ] as const)("%s: a step not allowed is disabled with its reason; an allowed one shows fee, deadline, when it goes", async (lng, open, blocked, why, fee, goes, deadline) => {
    await i18n.changeLanguage(lng);
    mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/k7/available-steps": () => jsonResponse(200, available),
    });
    const u = await render();
    await u.click(await screen.findByRole("button", { name: open }));
    const dialog = await screen.findByRole("dialog", { name: open });
    const radio = await within(dialog).findByRole("radio", { name: new RegExp(blocked) });
    expect(radio).toBeDisabled();
    expect(radio).toHaveAccessibleDescription(why);
    const allowed = within(dialog).getByRole("radio", { name: lng === "no" ? "Purring" : "Reminder" });
    expect(allowed).toBeEnabled();
    expect(allowed).toHaveAccessibleDescription(new RegExp(`${fee.replace(/[.()/]/g, "\\$&")}.*${deadline.replace(/[.()/]/g, "\\$&")}.*${goes.replace(/[.()/]/g, "\\$&")}`));
    // a step with no fee says so
    expect(within(dialog).getByRole("radio", { name: lng === "no" ? "Betalingspåminnelse" : "Payment reminder" })).toHaveAccessibleDescription(
      new RegExp(lng === "no" ? "^Uten gebyr\\. Betalingsfrist 14\\.12\\.2026\\." : "^No fee\\. Payment deadline 14\\.12\\.2026\\."),
    );
  });

  it("runs the chosen step with an Idempotency-Key and the channels, then the case refreshes", async () => {
    const fetch = mockFetch({
      "GET /v1/cases/k7": [() => jsonResponse(200, caseView(7)), () => jsonResponse(200, caseView(7, { feesOre: 37_50 }))],
      "GET /v1/cases/k7/available-steps": () => jsonResponse(200, available),
      "POST /v1/cases/k7/steps": () =>
        jsonResponse(201, { message: "Purring er planlagt.", data: caseStep("2", { status: "planned", queuedAt: null, sentAt: null }) }),
    });
    const u = await render();
    await u.click(await screen.findByRole("button", { name: "Kjør steg" }));
    const dialog = await screen.findByRole("dialog");
    const run = within(dialog).getByRole("button", { name: "Kjør" });
    expect(run).toBeDisabled(); // nothing chosen yet
    await u.click(await within(dialog).findByRole("radio", { name: "Purring" }));
    // e-mail alone is not lawful for this debtor: post cannot be unticked, and the reason is shown
    const postBox = within(dialog).getByRole("checkbox", { name: "Post (en halv utsendelse)" });
    expect(postBox).toBeDisabled();
    expect(within(dialog).getByText("Sendes ikke bare på e-post (inkassoloven § 3 a).")).toBeVisible();
    // post only: e-mail unticked
    await u.click(within(dialog).getByRole("checkbox", { name: "E-post (én utsendelse)" }));
    expect(postBox).toBeChecked();
    await u.click(within(dialog).getByRole("button", { name: "Kjør Purring" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const post = fetch.requests.find((r) => r.method === "POST")!;
    expect(post.body).toEqual({ stepId: "2", channels: ["post"] });
    expect(idempotencyKeys(fetch, "POST")).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(await screen.findByText("Purring er planlagt. Sendes mandag 30.11.2026 kl. 08:00.")).toBeVisible();
    await waitFor(() => expect(fetch.requests.filter((r) => r.path === "/v1/cases/k7").length).toBe(2));
  });

  it.each([
    ["no", "Kjør steg", "Betalingspåminnelse", "Kjør Betalingspåminnelse", "Ikke nok utsendelser", "Kjøp flere saker eller utsendelser for å fortsette."],
    ["en", "Run step", "Payment reminder", "Run Payment reminder", "Not enough sends", "Buy more cases or sends to continue."],
  ] as const)("%s: not enough sends shows the API's words and the top-up prompt; a new try gets a new key", async (lng, open, name, runLabel, message, prompt) => {
    await i18n.changeLanguage(lng);
    const fetch = mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/k7/available-steps": () => jsonResponse(200, available),
      "POST /v1/cases/k7/steps": () =>
        jsonResponse(422, { message, errors: { allowance: [message] }, details: { topUp: "/customer/top-up" } }),
    });
    const u = await render();
    await u.click(await screen.findByRole("button", { name: open }));
    const dialog = await screen.findByRole("dialog");
    await u.click(await within(dialog).findByRole("radio", { name }));
    await u.click(within(dialog).getByRole("button", { name: runLabel }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent(`${message} ${prompt}`);
    const buyMore = lng === "no" ? "Kjøp flere" : "Buy more";
    expect(within(alert).getByRole("link", { name: buyMore })).toHaveAttribute("href", "/customer/top-up");
    await u.click(within(dialog).getByRole("button", { name: runLabel }));
    await waitFor(() => expect(fetch.requests.filter((r) => r.method === "POST")).toHaveLength(2));
    const [a, b] = idempotencyKeys(fetch, "POST");
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(b).not.toBe(a);
  });

  it.each([
    ["no", "Kjør steg", "Betalingspåminnelse", "Uten gebyr. Kompensasjon etter forsinkelsesrenteloven § 3a: 430,00\u00a0kr."],
    ["en", "Run step", "Payment reminder", "No fee. Compensation under the Late Payment Interest Act § 3a: 430,00\u00a0kr."],
  ] as const)("%s: a business debtor's first letter shows the § 3a compensation it claims", async (lng, open, name, text) => {
    await i18n.changeLanguage(lng);
    mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/k7/available-steps": () =>
        jsonResponse(200, { data: [availableStep("1", "payment-reminder", { claimedCompensationOre: 430_00 })], total: 1 }),
    });
    const u = await render();
    await u.click(await screen.findByRole("button", { name: open }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByRole("radio", { name })).toHaveAccessibleDescription(
      new RegExp(`^${text.replace(/[.()/§]/g, "\\$&")}`),
    );
  });

  it("is not offered on a closed case", async () => {
    mockFetch({ "GET /v1/cases/k7": () => jsonResponse(200, caseView(7, { status: "closed", statusId: 6 })) });
    await render();
    await screen.findByRole("heading", { name: "Sak 7" });
    expect(screen.queryByRole("button", { name: "Kjør steg" })).toBeNull();
  });
});
