import { describe, expect, it } from "vitest";
import type { StepKind } from "../vocabulary";
import type { FeeHistoryEntry } from "../../law/fee-question";
import { LETTERS_NO } from "../../letters/seed-texts-no";
import { LETTERS_EN } from "../../letters/seed-texts-en";
import { enforcementMeans, historySentence, petitionGrounds } from "./letter-history";

// What the legal letters say happened is what happened (issue 18; letters-legal-review #4, #6, #8, #10).
const sent = (kind: StepKind, sentDate: string, deadlineDate: string | null, feeOnly = false): FeeHistoryEntry => ({
  kind,
  sentDate,
  deadlineDate,
  statutoryFeeOre: 0,
  ...(feeOnly ? { feeOnly } : {}),
});

const LADDER = [
  sent("reminder", "2026-11-30", "2026-12-14"),
  sent("debt-collection-notice", "2026-12-15", "2026-12-29"),
  sent("payment-demand", "2026-12-30", "2027-01-13"),
];

describe("the history a letter states", () => {
  it("names each letter whose deadline passed unpaid, once, in order, in both languages (#8)", () => {
    expect(historySentence("no", LADDER, "2027-01-14")).toBe(
      "Kravet er ikke betalt til tross for purring, inkassovarsel og betalingsoppfordring.",
    );
    expect(historySentence("en", LADDER, "2027-01-14")).toBe(
      "The claim has not been paid despite a reminder, a debt collection notice and a payment demand.",
    );
    // a skipped purring is not claimed; a betalingsoppfordring still running (the § 4-18 notice with it) is not
    // yet ignored; a merged case's second inkassovarsel is the same kind; a reverted letter was not sent
    const merged = [...LADDER.slice(1), sent("debt-collection-notice", "2026-12-20", "2027-01-03")];
    expect(historySentence("no", merged, "2027-01-05")).toBe("Kravet er ikke betalt til tross for inkassovarsel.");
    expect(historySentence("no", [sent("reminder", "2026-11-30", "2026-12-14", true)], "2027-01-05")).toBe(
      "Kravet er ikke betalt.",
    );
  });

  it("names no wage deduction to a company (#10)", () => {
    expect(enforcementMeans("no", "company")).not.toContain("lønn");
    expect(enforcementMeans("en", "company")).not.toContain("wage");
    expect(enforcementMeans("no", "person")).toContain("trekk i lønn");
    expect(enforcementMeans("en", "sole-proprietorship")).toContain("wages");
  });

  it("states «ikke bestridt» and the § 4-18 notice only when true, else the judgment (#4, #6)", () => {
    const notice = [...LADDER, sent("enforcement-notice", "2027-01-14", "2027-01-28")];
    expect(petitionGrounds("no", notice, "2027-01-29", false)).toBe(
      "Tvangsgrunnlag: tvangsfullbyrdelsesloven § 7-2 bokstav f. Kravet er skriftlig og ikke bestridt. Varsel etter § 4-18 ble sendt 14.01.2027, og fristen gikk ut 28.01.2027 uten betaling.",
    );
    expect(petitionGrounds("no", notice, "2027-01-29", true)).not.toContain("ikke bestridt");
    expect(petitionGrounds("en", notice, "2027-01-29", true)).not.toContain("undisputed");
    // a betalingsoppfordring is no § 4-18 notice
    expect(petitionGrounds("no", LADDER, "2027-01-29", false)).not.toContain("4-18");
    const judged = [...LADDER, sent("conciliation-claim", "2027-01-14", null)];
    expect(petitionGrounds("no", judged, "2027-03-01", true)).toContain("forliksrådets dom");
    expect(petitionGrounds("en", judged, "2027-03-01", true)).toContain("section 4-1 (2) (a)");
  });

  it("the seeded letters take these from the case, never as fixed words", () => {
    for (const letters of [LETTERS_NO, LETTERS_EN]) {
      for (const kind of ["enforcement-notice", "enforcement-notice-rent", "bankruptcy-notice"] as const)
        expect(letters[kind].upperText, kind).toContain("{{case.history}}");
      expect(letters["conciliation-claim"].lowerText).toContain("{{case.history}}");
      expect(letters["enforcement-petition"].lowerText).toContain("{{petition.grounds}}");
      expect(letters["enforcement-notice"].lowerText).toContain("{{enforcement.means}}");
      // the seeded «Innsigelser» paragraph goes with the inkassovarsel
      expect(letters["debt-collection-notice"].lowerText).toMatch(/bestridt|disputed/);
    }
    expect(LETTERS_NO["enforcement-petition"].lowerText).not.toContain("ikke bestridt");
    expect(LETTERS_NO["enforcement-notice"].lowerText).not.toContain("trekk i lønn");
    expect(LETTERS_NO["enforcement-notice"].lowerText).toContain("forliksrådet");
    expect(LETTERS_EN["enforcement-notice"].lowerText).toContain("conciliation board");
    // the rent notice's avoidance sentence as politiet.no words it (#9)
    expect(LETTERS_NO["enforcement-notice-rent"].lowerText).toContain("forfalt leie frem til betalingstidspunktet");
    expect(LETTERS_EN["enforcement-notice-rent"].lowerText).toContain("rent falling due up to the day of payment");
  });
});
