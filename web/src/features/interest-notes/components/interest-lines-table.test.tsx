import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "@/i18n";
import type { InterestLine } from "../api/interest-notes";
import { InterestLinesTable, periodRows } from "./interest-lines-table";

/** The worked example (research 1.5): NOK 10 000 due 2026-05-15, paid 2026-08-14, and a second, smaller claim. */
const lines: InterestLine[] = [
  {
    voucherId: "inv-1",
    number: "F-1001",
    dueDate: "2026-05-15",
    fromDate: "2026-05-15",
    toDate: "2026-08-14",
    principalOre: 10_000_00,
    periods: [
      { from: "2026-05-16", to: "2026-06-30", days: 46, ratePercent: 12, baseOre: 10_000_00, interestOre: 151_23 },
      { from: "2026-07-01", to: "2026-08-14", days: 45, ratePercent: 12.25, baseOre: 10_000_00, interestOre: 151_03 },
    ],
    interestOre: 302_26,
  },
  {
    voucherId: "x-2",
    number: null,
    dueDate: "2026-08-01",
    fromDate: "2026-08-01",
    toDate: "2026-09-01",
    principalOre: 1_234_50,
    periods: [
      { from: "2026-08-02", to: "2026-09-01", days: 31, ratePercent: 12.25, baseOre: 1_234_50, interestOre: 12_84 },
    ],
    interestOre: 12_84,
  },
];

const NBSP = "\u00a0";

describe("InterestLinesTable", () => {
  it("shows one row per claim per rate period, with the rate written with a comma and dates as DD.MM.YYYY", () => {
    render(<InterestLinesTable lines={lines} caption="Renter for Kari Nordmann" />);
    const table = screen.getByRole("table", { name: "Renter for Kari Nordmann" });
    const rows = within(table).getAllByRole("row");
    // header, three periods, the total
    expect(rows).toHaveLength(5);
    expect(
      within(rows[1]!)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["16.05.2026–30.06.2026", "46", `12,00${NBSP}%`, `10${NBSP}000,00${NBSP}kr`, `151,23${NBSP}kr`]);
    expect(within(rows[1]!).getByRole("rowheader")).toHaveTextContent("F-1001");
    expect(within(rows[2]!).getByRole("cell", { name: `12,25${NBSP}%` })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole("cell", { name: "01.07.2026–14.08.2026" })).toBeInTheDocument();
    // a claim without a number says so
    expect(within(rows[3]!).getByRole("rowheader")).toHaveTextContent("Uten nummer");
  });

  it("adds the periods' interest up to the total", () => {
    render(<InterestLinesTable lines={lines} caption="Renter" />);
    const total = screen.getByTestId("interest-total");
    expect(total.textContent).toBe(`315,10${NBSP}kr`);
    const sum = periodRows(lines).reduce((s, r) => s + r.period.interestOre, 0);
    expect(sum).toBe(lines.reduce((s, l) => s + l.interestOre, 0));
    expect(within(screen.getAllByRole("row").at(-1)!).getByRole("rowheader")).toHaveTextContent("Sum");
  });

  it("shows the worked example's NOK 302,26 in its two periods", () => {
    render(<InterestLinesTable lines={[lines[0]!]} caption="Renter" />);
    expect(screen.getAllByRole("row")).toHaveLength(4);
    expect(screen.getByTestId("interest-total").textContent).toBe(`302,26${NBSP}kr`);
  });
});
