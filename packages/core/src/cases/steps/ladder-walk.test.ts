import { beforeAll, describe, expect, it } from "vitest";
import { addDays, isCourtStep, isServedStep, PUBLISHED_LAW_TABLES, servedDeadline, type FeeHistoryEntry } from "../../law";
import { loadPublicHolidays } from "../../law/sending-window";
import type { StepView } from "../../procedures";
import { SEEDED_PROCEDURES, seededStepId } from "../../procedures/seed";
import type { Case } from "../store";
import { SEEDED_PROCEDURE_IDS, type StepKind } from "../vocabulary";
import { decideStep } from "./available";

/**
 * Issue 17 (G1, C8): each seeded procedure walked from "nothing sent", a day at a time, running the first step the
 * law allows each day. No court-fee step (nor the § 4-18 notice) is offered before the ladder is done: an
 * inkassovarsel, then a betalingsoppfordring whose deadline has passed (inkassoloven §§ 9-10); no fee of any kind
 * before due date + 14; and every court step of the procedure IS offered once its turn comes.
 */

const DUE = "2026-06-01";
const COURT_KINDS: Record<(typeof SEEDED_PROCEDURE_IDS)[number], StepKind[]> = {
  person: ["enforcement-petition"],
  "sole-proprietorship": ["enforcement-petition"],
  company: ["enforcement-petition", "bankruptcy-notice", "bankruptcy-petition"],
  rent: ["eviction", "enforcement-petition"],
};

const ladderOf = (id: (typeof SEEDED_PROCEDURE_IDS)[number]): StepView[] =>
  SEEDED_PROCEDURES[id].steps.map(
    (s, i) =>
      ({
        ...s,
        id: seededStepId(id, i + 1),
        procedureId: id,
        order: i + 1,
      }) as unknown as StepView,
  );

/** The ladder is done on `day`: an inkassovarsel, then a betalingsoppfordring whose deadline is before `day`. */
const ladderDone = (history: FeeHistoryEntry[], day: string) =>
  history.some((h) => h.kind === "debt-collection-notice") &&
  history.some((h) => h.kind === "payment-demand" && h.deadlineDate !== null && h.deadlineDate < day);

describe.each(SEEDED_PROCEDURE_IDS)("the seeded procedure %s, walked from nothing sent", (id) => {
  beforeAll(loadPublicHolidays);

  it("offers no court-fee step until the ladder is done, and each court step after it", () => {
    const appliesTo = SEEDED_PROCEDURES[id].appliesTo;
    const c = {
      status: "active",
      debtorType: appliesTo === "rent" ? "person" : appliesTo,
      dueDate: DUE,
      rent: appliesTo === "rent",
      // the rent ladder's notice and eviction stand on the lease the creditor records (issue 18 #9)
      ...(appliesTo === "rent"
        ? { lease: { clauseConfirmed: true, address: "Leieveien 3", postcode: "0155", city: "Oslo", by: "u", at: 1 } }
        : {}),
    } as Case;
    const ladder = ladderOf(id);
    const history: FeeHistoryEntry[] = [];
    const ran: StepKind[] = [];
    const offeredAfterLadder = new Set<StepKind>();
    let lastOrder = 0;
    for (let day = addDays(DUE, 1); day <= addDays(DUE, 180) && lastOrder < ladder.length; day = addDays(day, 1)) {
      const now = new Date(`${day}T09:00:00Z`); // 11:00 in Oslo (summer)
      const decisions = ladder
        .filter((s) => s.order > lastOrder)
        .map((s) => decideStep(PUBLISHED_LAW_TABLES, c, history, s, now, undefined, false, {}, appliesTo === "rent"));
      for (const d of decisions.filter((x) => x.allowed)) {
        const what = `${d.step.kind} on ${d.sendDate} after ${ran.join(", ") || "nothing"}`;
        if (d.fee!.feeOre > 0) expect(d.sendDate >= addDays(DUE, 14), what).toBe(true);
        if (isCourtStep(d.step.kind) || d.step.kind === "enforcement-notice") {
          expect(ladderDone(history, d.sendDate) || d.step.kind === "enforcement-notice", what).toBe(true);
          expect(
            history.some((h) => h.kind === "payment-demand"),
            what,
          ).toBe(true);
          offeredAfterLadder.add(d.step.kind);
        }
      }
      // and the refused court steps say why, in both languages
      for (const d of decisions.filter((x) => !x.allowed && isCourtStep(x.step.kind)))
        expect(d.reasons[0]!.textNo && d.reasons[0]!.textEn).toBeTruthy();
      const next = decisions.find((x) => x.allowed);
      if (!next) continue;
      // a served notice (the konkursvarsel) is recorded served three days after it goes; its deadline runs from then
      const servedDate = isServedStep(next.step.kind) ? addDays(next.sendDate, 3) : null;
      history.push({
        kind: next.step.kind,
        sentDate: next.sendDate,
        deadlineDate: servedDate ? servedDeadline(next.step.kind, servedDate).deadlineDate : next.deadline.deadlineDate,
        statutoryFeeOre: next.fee!.statutoryFeeOre,
        ...(servedDate ? { servedDate } : {}),
      });
      ran.push(next.step.kind);
      lastOrder = next.step.order;
    }
    expect(ran).toEqual(ladder.map((s) => s.kind));
    for (const kind of COURT_KINDS[id]) expect(offeredAfterLadder.has(kind), kind).toBe(true);
  });
});
