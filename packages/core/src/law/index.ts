/**
 * The collection law of Norway as dated data and pure rules (issue 10; docs/collection-law.md). Everything exported
 * here is pure (no AWS, no clock): the web imports it too. The tables come from `loadLawTables()` in
 * `law/fee-table.ts` (the API and jobs; reads DynamoDB, not exported here) or PUBLISHED_LAW_TABLES (tests, web).
 *
 * The API the cases, procedures and letters call:
 *
 *   decideFee(tables, { kind, sendDate, debtorType, dueDate, history, claimsCompensation?, disputed? }): FeeDecision
 *     May the step run on sendDate, the earliest date if not, the regime, who sends it (creditor or partner), the
 *     statutory fee and the fee to charge (after the § 3a offset for business debtors), and why (explanations).
 *     Store `statutoryFeeOre`, `sentDate` and the letter's `deadlineDate` in the claim's history for the next call.
 *   letterDeadline(kind, sentDate, days?): LetterDeadline
 *     The deadline a letter gives (raised to the legal minimum), the konkursvarsel's court-by date, the
 *     betalingsoppfordring's valid-until date, and why. MIN_DEADLINE_DAYS[kind] for validating a procedure's step.
 *   servedDeadline(kind, servedDate, days?), serviceFee(tables, kind, servedDate): a served notice (the konkursvarsel,
 *     SERVED_STEP_KINDS) gets its deadline and fee from its recorded service, not its sending (issue 18 #1)
 *   bankruptcyNoticeState(servedDate, day), paymentDemandValidOn(sentDate, day)
 *   From "law/sending-window" (not re-exported here: date-holidays would weigh on the web bundle):
 *   nextSendingTime(instant): Date, isWithinSendingWindow(instant), nextSendingDay(instant): the Oslo day a letter
 *     planned at `instant` goes (decide its fee for that day), isPublicHoliday(date)
 *   regimeOn(tables, day), stepOfferOn(tables, kind, day), senderUnder(regime, kind)
 *   chapterOneFee, courtFee, rettsgebyrOn, compensationOn, rowInForce: the figures themselves
 *   explainText(lang, explanation): an explanation in words ("no" | "en")
 * A missing figure throws LawFigureMissingError (an AppError: 422 with a message naming the figure and date).
 */
export * from "./dates";
export * from "./deadlines";
export * from "./explanation";
export * from "./fee-rules";
export * from "./figures";
export * from "./regimes";
