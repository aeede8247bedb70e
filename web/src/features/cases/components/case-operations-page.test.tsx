import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentUserKey } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, mockFetch } from "@/test/utils";
import type { CaseTab } from "../search";
import { caseStep } from "../step-fixtures";
import { caseView, owner } from "../test-fixtures";
import { CasePage } from "./case-page";

function render(tab: CaseTab) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserKey, owner);
  return renderWithRouter(() => <CasePage caseId="k7" tab={tab} />, { path: "/customer/cases/view/k7", queryClient });
}

describe("the case page's operations (issue 11)", () => {
  it("offers Merge in the header, and Revert on each step still on the case; a reverted one says whether its fee was kept", async () => {
    const runs = {
      data: [
        caseStep("r1", { createdAt: 1, status: "reverted", feesKept: true, revertedAt: 5 }),
        caseStep("r2", { createdAt: 2, nameNo: "Inkassovarsel", kind: "debt-collection-notice" }),
      ],
      total: 2,
    };
    mockFetch({
      "GET /v1/cases/k7": () => jsonResponse(200, caseView(7)),
      "GET /v1/cases/k7/events": () => jsonResponse(200, { data: [], total: 0 }),
      "GET /v1/cases/k7/steps": () => jsonResponse(200, runs),
      "GET /v1/cases/k7/documents": () => jsonResponse(200, { data: [], total: 0 }),
    });
    await render("events");
    expect(await screen.findByText("Purring · Tilbakestilt (gebyrer beholdt)")).toBeVisible();
    expect(screen.getByRole("button", { name: "Tilbakestill fra Inkassovarsel" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Tilbakestill fra Purring" })).toBeNull();
    expect(screen.getByRole("button", { name: "Slå sammen" })).toBeVisible();
  });

  it("offers to move each claim of a case with more than one", async () => {
    const c = caseView(7);
    const two = { ...c, claims: [c.claims[0]!, { ...c.claims[0]!, voucherId: "v2", number: "20002" }], claimCount: 2 };
    mockFetch({ "GET /v1/cases/k7": () => jsonResponse(200, two) });
    await render("claims");
    expect(await screen.findByRole("button", { name: "Flytt kravet 20002 til en annen sak" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Flytt kravet 20001 til en annen sak" })).toBeVisible();
  });

  it("offers no merge on a merged case", async () => {
    mockFetch({ "GET /v1/cases/k7": () => jsonResponse(200, caseView(7, { status: "merged", statusId: 8 })) });
    await render("claims");
    await screen.findByRole("heading", { name: "Sak 7" });
    expect(screen.queryByRole("button", { name: "Slå sammen" })).toBeNull();
  });
});
