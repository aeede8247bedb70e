import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import i18n from "@/i18n";
import { jsonResponse, mockFetch, renderWithClient } from "@/test/utils";
import { caseStep } from "../step-fixtures";
import { caseItem, caseView } from "../test-fixtures";
import { MergeCasesDialog } from "./merge-cases-dialog";
import { MoveClaimDialog } from "./move-claim-dialog";
import { RevertStepDialog } from "./revert-step-dialog";

afterEach(async () => {
  await i18n.changeLanguage("no");
});

const noop = () => {};

describe("revert a step", () => {
  it("asks whether to keep the fees, warns of double fees, and sends the choice", async () => {
    const fetch = mockFetch({
      "POST /v1/cases/k7/revert": () =>
        jsonResponse(200, { message: "Stegene er tilbakestilt.", data: caseView(7), reverted: [] }),
    });
    renderWithClient(<RevertStepDialog caseId="k7" customerId="c1" step={caseStep("r1")} open onOpenChange={noop} />);
    expect(screen.getByRole("heading", { name: "Tilbakestill fra Purring" })).toBeVisible();
    expect(screen.getByText(/kan debitor få gebyret to ganger/)).toBeVisible();
    const submit = screen.getByRole("button", { name: "Tilbakestill" });
    expect(submit).toBeDisabled(); // the user must choose
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole("radio", { name: "Nei, fjern gebyrene" }));
    await u.click(submit);
    await waitFor(() => expect(fetch.requests.some((r) => r.method === "POST")).toBe(true));
    expect(fetch.requests.find((r) => r.method === "POST")!.body).toEqual({ runId: "r1", keepFees: false });
  });

  it("shows the server's refusal of a judicial step, in English", async () => {
    await i18n.changeLanguage("en");
    mockFetch({
      "POST /v1/cases/k7/revert": () =>
        jsonResponse(422, {
          message: "Rights for judicial steps already started in the case",
          errors: { runId: ["Rights for judicial steps already started in the case"] },
        }),
    });
    renderWithClient(<RevertStepDialog caseId="k7" customerId="c1" step={caseStep("r1")} open onOpenChange={noop} />);
    expect(screen.getByText(/may be charged the fee twice/)).toBeVisible();
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole("radio", { name: "Yes, keep the fees" }));
    await u.click(screen.getByRole("button", { name: "Revert" }));
    expect(await screen.findByText("Rights for judicial steps already started in the case")).toBeVisible();
  });
});

describe("merge cases", () => {
  it("merges the selected cases into the one chosen, and asks to confirm closed ones when the server says so", async () => {
    const confirm = "Sak 1 er avsluttet. Bekreft at den skal slås sammen.";
    const fetch = mockFetch({
      "POST /v1/cases/k2/merge": [
        () => jsonResponse(422, { message: confirm, errors: { confirmClosed: [confirm] } }),
        () => jsonResponse(200, { message: "Sakene 1 er slått sammen med sak 2.", data: caseView(2) }),
      ],
    });
    const cases = [caseItem(1, { status: "closed" }), caseItem(2)];
    renderWithClient(<MergeCasesDialog customerId="c1" cases={cases} open onOpenChange={noop} />);
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole("radio", { name: /^Sak 2 ·/ }));
    await u.click(screen.getByRole("button", { name: "Slå sammen" }));
    expect(await screen.findByText(confirm)).toBeVisible();
    await u.click(screen.getByRole("checkbox", { name: "Slå sammen de avsluttede sakene også" }));
    await u.click(screen.getByRole("button", { name: "Slå sammen" }));
    await waitFor(() => expect(fetch.requests.filter((r) => r.method === "POST")).toHaveLength(2));
    const [first, second] = fetch.requests.filter((r) => r.method === "POST");
    expect(first!.body).toEqual({ caseIds: ["k1"] });
    expect(second!.body).toEqual({ caseIds: ["k1"], confirmClosed: true });
  });

  it("shows the SPEC 8 refusal as the server words it, in English", async () => {
    await i18n.changeLanguage("en");
    mockFetch({
      "POST /v1/cases/k7/merge": () =>
        jsonResponse(422, {
          message: "Debtors must be the same in all cases",
          errors: { caseIds: ["Debtors must be the same in all cases"] },
        }),
    });
    renderWithClient(
      <MergeCasesDialog customerId="c1" cases={[caseItem(8)]} target={caseItem(7)} open onOpenChange={noop} />,
    );
    const u = userEvent.setup({ delay: null });
    const submit = screen.getByRole("button", { name: "Merge" });
    expect(submit).toBeDisabled(); // nothing chosen to merge in yet
    await u.click(screen.getByRole("checkbox", { name: /^Case 8 ·/ }));
    await u.click(submit);
    expect(await screen.findByText("Debtors must be the same in all cases")).toBeVisible();
  });
});

describe("move a claim", () => {
  it("offers the debtor's other open cases and moves the claim to the one chosen", async () => {
    const list = { data: [caseItem(7), caseItem(8), caseItem(9, { status: "merged" })], total: 3 };
    const fetch = mockFetch({
      "GET /v1/cases?page=1&rowsPerPage=50&debtorId=d1": () => jsonResponse(200, list),
      "PATCH /v1/cases/k7/move-claims": () =>
        jsonResponse(200, { message: "1 krav er flyttet.", data: caseView(7), target: caseView(8) }),
    });
    const c = caseView(7);
    renderWithClient(<MoveClaimDialog c={c} claim={c.claims[0]!} customerId="c1" open onOpenChange={noop} />);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole("radio", { name: /^Sak 8 ·/ }));
    expect(screen.queryByRole("radio", { name: /^Sak 9 ·/ })).toBeNull(); // merged: not a place for claims
    await u.click(screen.getByRole("button", { name: "Flytt kravet" }));
    await waitFor(() => expect(fetch.requests.some((r) => r.method === "PATCH")).toBe(true));
    expect(fetch.requests.find((r) => r.method === "PATCH")!.body).toEqual({ voucherIds: ["v1"], targetCaseId: "k8" });
  });
});
