import { beforeAll, describe, expect, it } from "vitest";
import { loadPublicHolidays } from "../law/sending-window";
import { QueuedLetterModel } from "./letter-model";
import { sampleLetter } from "./pdf/sample-letter";
import { fairShare } from "./print-queue";
import { redateLetter } from "./redate";

const model = (over: Parameters<typeof sampleLetter>[0] = {}) => QueuedLetterModel.parse(sampleLetter(over));

describe("a letter posted later than its date is dated again (issue 18 #3)", () => {
  beforeAll(loadPublicHolidays);
  it("counts a fresh deadline of at least 14 days from the posting day and writes the new dates in its texts", () => {
    const m = model({
      letter: {
        ...sampleLetter().letter,
        upperText: "Brevet er datert 14.08.2026. Betal innen 28.08.2026.",
      },
    });
    // dated Friday 14.08, posted after a bounced mail on Tuesday 25.08
    const { model: posted, deadline, changed } = redateLetter(m, "2026-08-25");
    expect(changed).toBe(true);
    expect(posted.letter.date).toBe("2026-08-25");
    expect(deadline).toBe("2026-09-08"); // 25.08 + 14 days, a Tuesday
    expect(posted.payment.deadline).toBe("2026-09-08");
    expect(posted.letter.upperText).toBe("Brevet er datert 25.08.2026. Betal innen 08.09.2026.");
    // no second fee and no new interest: the amounts are the letter's
    expect(posted.amounts).toEqual(m.amounts);
    expect(QueuedLetterModel.safeParse(posted).success).toBe(true);
  });

  it("moves only a served konkursvarsel's date: its deadline runs from the service, so no step deadline (issue 18 #1)", () => {
    const base = sampleLetter();
    const m = model({
      letter: { ...base.letter, kind: "bankruptcy-notice" },
      payment: { ...base.payment, deadline: base.letter.date },
      service: {
        addressee: { name: "Namsmannen i Oslo", addressLines: ["Postboks 1", "0101 Oslo"] },
        copies: 3,
        days: 14,
      },
    });
    const { model: posted, deadline, changed } = redateLetter(m, "2026-08-25");
    expect(changed).toBe(true);
    expect(deadline).toBeNull();
    expect(posted.letter.date).toBe("2026-08-25");
    expect(posted.payment.deadline).toBe("2026-08-25");
    expect(QueuedLetterModel.safeParse(posted).success).toBe(true);
  });

  it("keeps a letter posted on its own day, gives at least the legal minimum and moves a weekend deadline", () => {
    const m = model();
    expect(redateLetter(m, "2026-08-14")).toEqual({ model: m, deadline: "2026-08-28", changed: false });
    // a letter that gave fewer days than the law asks (a payment demand: 14) gets the minimum
    const short = model({ payment: { ...sampleLetter().payment, deadline: "2026-08-20" } });
    expect(redateLetter(short, "2026-08-15").deadline).toBe("2026-08-31"); // 29.08 is a Saturday → Monday
  });

  it("keeps a down-payment plan's deadline (its first instalment's due date)", () => {
    const m = model({
      letter: { ...sampleLetter().letter, kind: "down-payment-plan" },
    });
    const { model: posted, deadline } = redateLetter(m, "2026-08-17");
    expect(posted.letter.date).toBe("2026-08-17");
    expect(deadline).toBe("2026-08-28");
  });
});

describe("the print batch shares its parts fairly (issue 18 'No platform-wide cap on post')", () => {
  it("takes each customer's oldest in turn, so a big customer's backlog does not hold back the others", () => {
    const big = Array.from({ length: 5 }, (_, i) => ({ customerId: "big", n: i }));
    const queue = [...big, { customerId: "small", n: 0 }, { customerId: "other", n: 0 }, { customerId: "small", n: 1 }];
    expect(fairShare(queue, 4).map((l) => `${l.customerId}${l.n}`)).toEqual(["big0", "small0", "other0", "big1"]);
    expect(fairShare(queue, 100)).toHaveLength(queue.length);
    expect(fairShare([], 10)).toEqual([]);
  });
});
