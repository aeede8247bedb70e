import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "@/test/router";
import { StartCaseBar } from "./start-case-bar";

describe("Start case from the ledger's open items", () => {
  it("links to the wizard with the debtor and the items of one debtor", async () => {
    const items = [
      { voucherId: "v1", debtorId: "d1" },
      { voucherId: "v2", debtorId: "d1" },
    ];
    await renderWithRouter(() => <StartCaseBar selected={items} />, { path: "/customer/ledger" });
    const link = await screen.findByRole("link", { name: "Start sak" });
    expect(link).toHaveAttribute("href", "/customer/new-case?debtorId=d1&items=v1%2Cv2");
    expect(screen.getByRole("status")).toHaveTextContent("2 poster valgt");
  });

  it("is disabled, with the reason, for items of two debtors", async () => {
    const items = [
      { voucherId: "v1", debtorId: "d1" },
      { voucherId: "v3", debtorId: "d2" },
    ];
    await renderWithRouter(() => <StartCaseBar selected={items} />, { path: "/customer/ledger" });
    const button = await screen.findByRole("button", { name: "Start sak" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("Velg poster hos én debitor: en sak samler kravene til én debitor.");
  });

  it("is disabled while nothing is selected", async () => {
    await renderWithRouter(() => <StartCaseBar selected={[]} />, { path: "/customer/ledger" });
    expect(await screen.findByRole("button", { name: "Start sak" })).toBeDisabled();
  });
});
