import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import i18n from "@/i18n";
import { currentUserKey } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, labelText, mockFetch } from "@/test/utils";
import { caseStep, stepResponse } from "../step-fixtures";
import { caseView, owner } from "../test-fixtures";
import { CasePage, type CaseFocus } from "./case-page";

afterEach(async () => {
  await i18n.changeLanguage("no");
});

async function render(focus: CaseFocus) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserKey, owner);
  await renderWithRouter(
    () => (
      <>
        <CasePage caseId="k7" tab="events" focus={focus} />
        <Toaster />
      </>
    ),
    { path: "/customer/cases/view/k7", queryClient },
  );
  return userEvent.setup({ delay: null });
}

// The case's second step run is an enforcement petition (procedure step "person-6"): /step-response/2.
const petition = caseStep("r2", { kind: "enforcement-petition", stepId: "person-6", nameNo: "Utleggsbegjæring", nameEn: "Enforcement petition", createdAt: 2 });
const runs = { data: [petition, caseStep("r1", { createdAt: 1 })], total: 2 };

describe("step responses", () => {
  it.each([
    ["no", "Avgjørelsesdato", "Namsboknummer", "Månedlig trekk", "Lagre", "Postnummeret må ha fire sifre.", "Svaret er lagret."],
    ["en", "Issue date", "Namsbok number", "Monthly deduction amount", "Save", "The postcode must have four digits.", "The response was saved."],
  ] as const)("%s: the form has the fields of the step's kind, sends øre, and shows a 422 on its field", async (lng, issue, namsbok, monthly, save, postcodeError, saved) => {
    await i18n.changeLanguage(lng);
    const fetch = mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/k7/steps": () => jsonResponse(200, runs),
      "GET /v1/cases/k7/steps/person-6/response": () => jsonResponse(200, stepResponse()),
      "PUT /v1/cases/k7/steps/person-6/response": [
        () => jsonResponse(422, { message: postcodeError, errors: { propertyPostcode: [postcodeError] } }),
        () => jsonResponse(200, stepResponse({ namsbokNumber: "24-123456", monthlyDeductionOre: 1_500_00, issueDate: "2026-11-20", updatedAt: 1, updatedBy: "u1" })),
      ],
    });
    const u = await render({ kind: "step-response", stepId: 2 });
    await u.type(await screen.findByLabelText(labelText(issue)), "20.11.2026");
    await u.type(screen.getByLabelText(labelText(namsbok)), "24-123456");
    await u.type(screen.getByLabelText(labelText(monthly)), "1 500,00");
    await u.type(screen.getByLabelText(labelText(lng === "no" ? "Postnummer" : "Postcode")), "12");
    // a kind's fields only: an enforcement petition has no agreed total
    expect(screen.queryByLabelText(labelText(lng === "no" ? "Avtalt totalbeløp" : "Total agreed amount"))).toBeNull();
    await u.click(screen.getByRole("button", { name: save }));
    const postcode = screen.getByLabelText(labelText(lng === "no" ? "Postnummer" : "Postcode"));
    await waitFor(() => expect(postcode).toHaveAttribute("aria-invalid", "true"));
    expect(postcode).toHaveAccessibleDescription(postcodeError);
    const put = fetch.requests.find((r) => r.method === "PUT")!;
    expect(put.body).toMatchObject({ issueDate: "2026-11-20", namsbokNumber: "24-123456", monthlyDeductionOre: 150000, propertyPostcode: "12", vehicleRegistration: null });
    await u.clear(postcode);
    await u.click(screen.getByRole("button", { name: save }));
    expect(await screen.findByText(saved)).toBeInTheDocument();
  });

  it("an amount that is no number is refused before sending", async () => {
    const fetch = mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/k7/steps": () => jsonResponse(200, runs),
      "GET /v1/cases/k7/steps/person-6/response": () => jsonResponse(200, stepResponse()),
    });
    const u = await render({ kind: "step-response", stepId: 2 });
    await u.type(await screen.findByLabelText(labelText("Månedlig trekk")), "mye");
    await u.click(screen.getByRole("button", { name: "Lagre" }));
    expect(await screen.findByLabelText(labelText("Månedlig trekk"))).toHaveAttribute("aria-invalid", "true");
    expect(fetch.requests.some((r) => r.method === "PUT")).toBe(false);
  });

  it("/view-step-response shows the recorded values of the steps that receive one", async () => {
    mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/k7/steps": () => jsonResponse(200, runs),
      "GET /v1/cases/k7/steps/person-6/response": () =>
        jsonResponse(200, stepResponse({ issueDate: "2026-11-20", monthlyDeductionOre: 1_500_00, updatedAt: 1, updatedBy: "u1" })),
    });
    await render({ kind: "view-step-response" });
    const card = await screen.findByRole("region", { name: "Utleggsbegjæring" });
    expect(await within(card).findByText("20.11.2026")).toBeVisible();
    expect(within(card).getByText("1 500,00 kr", { normalizer: (s) => s.replace(/\s+/g, " ") })).toBeVisible();
    expect(within(card).getByRole("link", { name: "Registrer svar på Utleggsbegjæring" })).toHaveAttribute(
      "href",
      "/customer/cases/view/k7/step-response/2",
    );
    // a letter step (reminder) receives no response: no card
    expect(screen.queryByRole("region", { name: "Purring" })).toBeNull();
  });
});
