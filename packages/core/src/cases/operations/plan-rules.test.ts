import { afterEach, describe, expect, it } from "vitest";
import { Clock } from "../../clock";
import { fieldErrorsFrom } from "../../util/field-errors";
import {
  DownPaymentPlanInput,
  instalmentStates,
  instalmentsNeeded,
  MAX_PLAN_INSTALMENTS,
  planProgress,
  planSchedule,
} from "./plan-rules";

const errorsOf = (input: unknown) => {
  const r = DownPaymentPlanInput.safeParse(input);
  return r.success ? {} : fieldErrorsFrom(r.error);
};

describe("the schedule of a down-payment plan", () => {
  it("first payment 31.01: due on each month's last day when the month is shorter, back to the 31st after", () => {
    const s = planSchedule({ agreedOre: 10_000_00, monthlyOre: 3_000_00, instalments: 4, firstPaymentDate: "2027-01-31" });
    expect(s).toEqual([
      { number: 1, dueDate: "2027-01-31", amountOre: 3_000_00 },
      { number: 2, dueDate: "2027-02-28", amountOre: 3_000_00 },
      { number: 3, dueDate: "2027-03-31", amountOre: 3_000_00 },
      // the rest: 10 000 − 3 × 3 000
      { number: 4, dueDate: "2027-04-30", amountOre: 1_000_00 },
    ]);
  });

  it("leap year: 31.01.2028 → 29.02.2028; 30.11 → 30.12 → 30.01 across the year end", () => {
    expect(
      planSchedule({ agreedOre: 200, monthlyOre: 100, instalments: 2, firstPaymentDate: "2028-01-31" }).map((i) => i.dueDate),
    ).toEqual(["2028-01-31", "2028-02-29"]);
    expect(
      planSchedule({ agreedOre: 300, monthlyOre: 100, instalments: 3, firstPaymentDate: "2026-11-30" }).map((i) => i.dueDate),
    ).toEqual(["2026-11-30", "2026-12-30", "2027-01-30"]);
  });

  it("the instalments add up to the agreed amount to the øre; an exact multiple ends on a full instalment", () => {
    const odd = planSchedule({ agreedOre: 12_747_23, monthlyOre: 2_000_00, instalments: 7, firstPaymentDate: "2026-12-15" });
    expect(odd.reduce((s, i) => s + i.amountOre, 0)).toBe(12_747_23);
    expect(odd.at(-1)).toEqual({ number: 7, dueDate: "2027-06-15", amountOre: 747_23 });
    const even = planSchedule({ agreedOre: 6_000_00, monthlyOre: 2_000_00, instalments: 3, firstPaymentDate: "2026-12-15" });
    expect(even.map((i) => i.amountOre)).toEqual([2_000_00, 2_000_00, 2_000_00]);
    expect(instalmentsNeeded(12_747_23, 2_000_00)).toBe(7);
    expect(instalmentsNeeded(6_000_00, 2_000_00)).toBe(3);
  });
});

describe("paid, due, missed", () => {
  const schedule = planSchedule({ agreedOre: 3_000_00, monthlyOre: 1_000_00, instalments: 3, firstPaymentDate: "2027-01-31" });

  it("nothing paid: upcoming before the due date, due from it through 7 days after, missed on the 8th day", () => {
    expect(instalmentStates(schedule, 0, "2027-01-30")[0]!.state).toBe("upcoming");
    expect(instalmentStates(schedule, 0, "2027-01-31")[0]!.state).toBe("due");
    expect(instalmentStates(schedule, 0, "2027-02-07")[0]).toMatchObject({ state: "due", missedAfter: "2027-02-07" });
    expect(instalmentStates(schedule, 0, "2027-02-08")[0]!.state).toBe("missed");
  });

  it("cover is cumulative, oldest first: a part payment leaves the first one missed; paying two at once covers both", () => {
    const part = instalmentStates(schedule, 600_00, "2027-02-10");
    expect(part.map((i) => [i.state, i.coveredOre])).toEqual([
      ["missed", 600_00],
      ["upcoming", 0],
      ["upcoming", 0],
    ]);
    const two = instalmentStates(schedule, 2_000_00, "2027-03-20");
    expect(two.map((i) => i.state)).toEqual(["paid", "paid", "upcoming"]);
    // 28.02 + 7 = 07.03: the second instalment is missed on 08.03 when only the first is covered
    expect(instalmentStates(schedule, 1_000_00, "2027-03-08").map((i) => i.state)).toEqual(["paid", "missed", "upcoming"]);
    expect(instalmentStates(schedule, 1_000_00, "2027-03-07").map((i) => i.state)).toEqual(["paid", "due", "upcoming"]);
  });

  it("progress: remaining, missed count, next, completed; a negative cover (a payment reversed) counts as none", () => {
    const plan = { agreedOre: 3_000_00, monthlyOre: 1_000_00, instalments: 3, firstPaymentDate: "2027-01-31" };
    const late = planProgress(plan, 0, "2027-04-15");
    expect(late).toMatchObject({ missed: 3, remainingOre: 3_000_00, completed: false, paidSinceOre: 0 });
    expect(late.next?.number).toBe(1);
    expect(planProgress(plan, -500_00, "2027-01-01")).toMatchObject({ paidSinceOre: 0, missed: 0 });
    const done = planProgress(plan, 3_200_00, "2027-05-01");
    expect(done).toMatchObject({ completed: true, missed: 0, remainingOre: 0, next: null });
  });
});

describe("the request (SPEC 3 Down-payment plan)", () => {
  afterEach(() => Clock.setOffset(0));
  const today = () => Clock.today();

  it("reads typed amounts (1 234,50) as øre and defaults calculateInterest to false", () => {
    const v = DownPaymentPlanInput.parse({
      agreedAmount: "12 747,23",
      monthlyAmount: "2 000",
      instalments: 7,
      firstPaymentDate: today(),
    });
    expect(v).toMatchObject({ agreedAmount: 12_747_23, monthlyAmount: 2_000_00, instalments: 7, calculateInterest: false });
  });

  it("refuses each field with its own message", () => {
    expect(errorsOf({})).toMatchObject({
      agreedAmount: ["validation.required"],
      monthlyAmount: ["validation.required"],
      instalments: ["validation.required"],
      firstPaymentDate: ["validation.required"],
    });
    expect(errorsOf({ agreedAmount: "abc", monthlyAmount: "0", instalments: 1.5, firstPaymentDate: "31.01.2027" })).toEqual({
      agreedAmount: ["validation.number"],
      monthlyAmount: ["validation.amountPositive"],
      instalments: ["plans.instalmentsWhole"],
      firstPaymentDate: ["validation.date"],
    });
    expect(errorsOf({ agreedAmount: 100, monthlyAmount: 1, instalments: MAX_PLAN_INSTALMENTS + 1, firstPaymentDate: today() }).instalments).toEqual([
      "plans.instalmentsMax",
    ]);
  });

  it("the first payment date: not before today (Oslo), at most a year ahead", () => {
    Clock.setNow(new Date("2026-11-26T12:00:00Z"));
    const base = { agreedAmount: 1000, monthlyAmount: 500, instalments: 2 };
    expect(errorsOf({ ...base, firstPaymentDate: "2026-11-25" }).firstPaymentDate).toEqual(["plans.firstDateInPast"]);
    expect(errorsOf({ ...base, firstPaymentDate: "2026-11-26" })).toEqual({});
    expect(errorsOf({ ...base, firstPaymentDate: "2027-11-26" })).toEqual({});
    expect(errorsOf({ ...base, firstPaymentDate: "2027-11-27" }).firstPaymentDate).toEqual(["plans.firstDateTooLate"]);
  });

  it("monthly × count must cover the agreed amount, the last instalment the rest (neither short nor an empty last one)", () => {
    const base = { agreedAmount: "10 000", firstPaymentDate: today() };
    expect(errorsOf({ ...base, monthlyAmount: "3 000", instalments: 4 })).toEqual({});
    expect(errorsOf({ ...base, monthlyAmount: "3 000", instalments: 3 }).instalments).toEqual(["plans.instalmentsTooFew"]);
    expect(errorsOf({ ...base, monthlyAmount: "3 000", instalments: 5 }).instalments).toEqual(["plans.instalmentsTooMany"]);
    expect(errorsOf({ ...base, monthlyAmount: "10 001", instalments: 1 }).monthlyAmount).toEqual(["plans.monthlyAboveAgreed"]);
    // 10 000 kr at 80 kr a month is 125 instalments: more than 120
    expect(errorsOf({ ...base, monthlyAmount: "80", instalments: 120 }).monthlyAmount).toEqual(["plans.monthlyTooSmall"]);
  });
});
