import type { StepKind } from "../law/vocabulary";
import { addDays, daysBetween, showDate } from "../law/dates";
import { MIN_DEADLINE_DAYS } from "../law/deadlines";
import { workingDayFrom } from "../law/sending-window";
import type { QueuedLetterModel } from "./letter-model";

/**
 * A letter dated again for the day it is really sent (docs/letters.md "Dating"; docs/collection-law.md "Posted
 * letters are dated by their posting day"). Pure, after `loadPublicHolidays()`. Used where a letter leaves on a later
 * day than it was dated: the print batch posting a letter that missed its day, a re-post after a bounced mail, a
 * letter job that ran after the sending window closed. The deadline is counted afresh from the new date with at
 * least the days the letter first gave, and never fewer than the kind's legal minimum (inkassoloven §§ 9, 10,
 * tvangsfullbyrdelsesloven § 4-18, konkursloven § 63: «fra det tidspunkt da varslet ble sendt»), moved to a working
 * day (domstolloven § 149). A down-payment plan keeps its deadline (its first instalment's due date). The texts were
 * filled with the old dates (DD.MM.YYYY): those are written again with the new ones. The amounts, fees and interest
 * stay as they were: a letter sent later charges no second fee and claims no new interest.
 */
export interface Redated {
  model: QueuedLetterModel;
  /**
   * The new deadline (the letter's payment deadline), to hold the next step back; null for a served notice, whose
   * deadline runs from its service, not its posting (issue 18 #1): its step's deadline is set when that is recorded.
   */
  deadline: string | null;
  changed: boolean;
}

export function redateLetter(model: QueuedLetterModel, day: string): Redated {
  const { date, kind } = model.letter;
  const served = !!model.service;
  if (day <= date) return { model, deadline: served ? null : model.payment.deadline, changed: false };
  const old = model.payment.deadline;
  let deadline = old;
  // a served notice prints no deadline date: only its date moves (its payment.deadline is its date)
  if (served) deadline = day;
  else if (kind !== "down-payment-plan") {
    const min = MIN_DEADLINE_DAYS[kind as StepKind] ?? 0;
    const given = Math.max(daysBetween(date, old), min);
    deadline = given === 0 ? day : workingDayFrom(addDays(day, given));
  }
  const swap = (text: string) =>
    text.split(showDate(old)).join(showDate(deadline)).split(showDate(date)).join(showDate(day));
  const letter = {
    ...model.letter,
    date: day,
    title: swap(model.letter.title),
    upperText: swap(model.letter.upperText),
    lowerText: swap(model.letter.lowerText),
    consequences: swap(model.letter.consequences),
  };
  return {
    model: { ...model, letter, payment: { ...model.payment, deadline } },
    deadline: served ? null : deadline,
    changed: true,
  };
}
