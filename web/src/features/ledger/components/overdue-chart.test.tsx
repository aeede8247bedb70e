import { render } from "@testing-library/react";
import { afterAll, describe, expect, it } from "vitest";
import i18n from "@/i18n";
import { AxisTick, tickLayout, tickLines } from "./overdue-chart";

const PERIODS = ["notDue", "1to14", "15to30", "31to60", "61to90", "over90"] as const;

/**
 * The aging chart's x-axis (usability-review-2 C15: its labels overlapped at 1366 px). Six ticks share half of the
 * content width at 1366 px (about 55 px each) and the whole of a phone's: a label's line stays short enough for
 * that at 12 px (8 characters, about 50 px), in both languages.
 */
describe("the aging chart's axis labels", () => {
  afterAll(() => i18n.changeLanguage("no"));
  it.each(["no", "en"] as const)("are short lines in %s, two words on two lines", async (lang) => {
    await i18n.changeLanguage(lang);
    const t = i18n.getFixedT(lang);
    for (const p of PERIODS) {
      const label = t(`overview.figures.periodsShort.${p}`);
      const { container, unmount } = render(
        <svg>
          <AxisTick x={40} y={10} payload={{ value: label }} />
        </svg>,
      );
      const lines = [...container.querySelectorAll("tspan")].map((s) => s.textContent);
      expect(lines).toEqual(tickLines(label));
      expect(lines.join(" ")).toBe(label);
      for (const line of lines) expect(line!.length, `${lang} ${p}: "${line}"`).toBeLessThanOrEqual(8);
      unmount();
    }
    expect(tickLines(t("overview.figures.periodsShort.notDue"))).toHaveLength(2);
  });

  it("are upright with room (a 1366 px page: about 55 px a tick), tilted on one line where they would touch (a phone)", () => {
    expect(tickLayout("Ikke forfalt", 55)).toEqual({ tilt: false, lines: ["Ikke", "forfalt"] });
    expect(tickLayout("Ikke forfalt", 38)).toEqual({ tilt: true, lines: ["Ikke forfalt"] });
    // recharts gives the tick the axis' width and the number of ticks
    const { container } = render(
      <svg>
        <AxisTick x={40} y={10} width={230} visibleTicksCount={6} payload={{ value: "31–60" }} />
      </svg>,
    );
    expect(container.querySelector("text")).toHaveAttribute("transform", "rotate(-40 40 14)");
    expect(container.querySelector("text")).toHaveAttribute("text-anchor", "end");
  });
});
