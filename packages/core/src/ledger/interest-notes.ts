import "./entities"; // registers the entities named here
import "../i18n/interest"; // registers the texts of the keys named here
import "../i18n/ledger"; // registers the texts of the keys named here
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { fieldError } from "../util/error";
import { getDebtor } from "./debtors";
import { calculateInterest, MissingRateError, type InterestPeriod } from "./interest/interest";
import { loadRates, missingRateError } from "./interest/interest-rates";
import { writeLedger, type Voucher, type VoucherChange } from "./store";
import { BEARS_INTEREST, VOUCHER_TYPES } from "./voucher-rules";
import { debtorVouchers } from "./lists";
import { buildVoucher, getVoucher } from "./new-voucher";
import { retrying } from "../command/retrying";

/**
 * Interest notes (rentenota): late-payment interest (forsinkelsesrente) on a debtor's claims, proposed per debtor
 * and charged as an interest-calculation voucher (type 11) whose lines show every rate period of every claim.
 * Interest is kept apart from the principal (DESIGN.md section 4): the note is a claim of its own, and each claim
 * remembers the day up to which interest has been charged, so the next note starts the day after.
 */

/** Days a new interest note gives the debtor to pay. */
export const INTEREST_NOTE_DAYS = 14;

export interface InterestLine {
  voucherId: string;
  number: string | null;
  dueDate: string;
  /** Interest is charged from the day after this date (the due date, or the end of the last note). */
  fromDate: string;
  /** The last interest day: the until date, or the day the claim was paid in full. */
  toDate: string;
  principalOre: number;
  periods: InterestPeriod[];
  interestOre: number;
}

export interface InterestProposal {
  debtorId: string;
  debtorName: string;
  customerNumber: string;
  untilDate: string;
  lines: InterestLine[];
  totalOre: number;
}

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * The interest of one claim up to `untilDate`, from the vouchers of its debtor (the payments' own dates reduce
 * the base, research 1.5). A claim paid in full is charged up to its last payment; one charged before starts after
 * the last note. Null when no interest day remains.
 */
export function interestLineOf(
  claim: Voucher,
  creditDates: Map<string, string>,
  untilDate: string,
  rates: Parameters<typeof calculateInterest>[0]["rates"],
): InterestLine | null {
  if (!BEARS_INTEREST.has(claim.type) || claim.deletedAt || claim.side !== "debit") return null;
  const payments = claim.allocations
    .map((a) => ({ date: creditDates.get(a.voucherId) ?? "", amountOre: a.amountOre }))
    .filter((p) => p.date !== "")
    .sort((a, b) => a.date.localeCompare(b.date));
  const charged = claim.interestCalculatedUntil;
  const fromDate = charged && charged > claim.dueDate ? charged : claim.dueDate;
  const paidInFull = claim.balanceOre === 0 && payments.length > 0;
  const lastPayment = payments.at(-1)?.date;
  const toDate = paidInFull && lastPayment! < untilDate ? lastPayment! : untilDate;
  if (toDate <= fromDate) return null;
  // payments made before the start of this note already reduced the base interest was charged on
  const principalOre =
    claim.amountOre - payments.filter((p) => p.date <= fromDate).reduce((s, p) => s + p.amountOre, 0);
  const later = payments.filter((p) => p.date > fromDate && p.date < toDate);
  const result = calculateInterest({
    principalOre,
    dueDate: fromDate,
    ...(paidInFull && toDate === lastPayment ? { paidDate: toDate } : { untilDate: toDate }),
    payments: later,
    rates,
  } as Parameters<typeof calculateInterest>[0]);
  if (result.totalOre <= 0) return null;
  return {
    voucherId: claim.voucherId,
    number: claim.number ?? null,
    dueDate: claim.dueDate,
    fromDate,
    toDate,
    principalOre,
    periods: [...result.periods],
    interestOre: result.totalOre,
  };
}

/** `GET debtors/{id}/interest-calculations`: the interest a note for the debtor would charge up to `untilDate`. */
export async function debtorInterest(
  customerId: string,
  debtorId: string,
  untilDate: string,
): Promise<InterestProposal> {
  return (await computeInterest(customerId, debtorId, untilDate)).proposal;
}

/** The proposal, and the claims as read for it (their versions condition the note's transaction). */
async function computeInterest(customerId: string, debtorId: string, untilDate: string) {
  if (untilDate > Clock.today())
    throw fieldError("untilDate", "validation.dateInFuture");
  const debtor = await getDebtor(customerId, debtorId);
  const vouchers = await debtorVouchers(customerId, debtorId);
  const { rates } = await loadRates();
  const creditDates = new Map(vouchers.filter((v) => v.side === "credit").map((v) => [v.voucherId, v.voucherDate]));
  const lines: InterestLine[] = [];
  for (const v of vouchers) {
    try {
      const line = interestLineOf(v, creditDates, untilDate, rates);
      if (line) lines.push(line);
    } catch (err) {
      if (err instanceof MissingRateError) throw missingRateError(err.date);
      throw err;
    }
  }
  const proposal: InterestProposal = {
    debtorId,
    debtorName: debtor.name,
    customerNumber: debtor.customerNumber,
    untilDate,
    lines,
    totalOre: lines.reduce((s, l) => s + l.interestOre, 0),
  };
  return { proposal, debtor, claims: new Map(vouchers.map((v) => [v.voucherId, v])) };
}

/** An open claim that bears interest and has interest days left up to `untilDate` (not charged that far yet). */
const stillBearing = (
  v: { type: number; dueDate: string; interestCalculatedUntil?: string | null },
  untilDate: string,
) => BEARS_INTEREST.has(v.type) && (v.interestCalculatedUntil ?? v.dueDate) < untilDate;

/** The number the next interest note gets: one above the highest (`interest-note#<000001>` refs, the numbers' locks). */
async function nextNoteNumber(customerId: string): Promise<number> {
  const { data } = await db()
    .entities.ledgerRef.query.byRef({ customerId })
    .begins({ ref: NOTE_REF })
    .go({ order: "desc", limit: 1, consistent: true });
  return data[0] ? Number(data[0].ref.slice(NOTE_REF.length)) + 1 : 1;
}
const NOTE_REF = "interest-note#";

/**
 * Interest note proposals: the debtors with claims overdue at `untilDate` (in the order their oldest claim fell due),
 * then those with claims paid late whose interest is not charged yet, a page at a time, each with the interest a
 * note would charge. Debtors come from the open-items index and the `interest-due` list, never the whole ledger.
 */
export async function interestProposals(
  customerId: string,
  opts: { untilDate: string; page: number; rowsPerPage: number },
): Promise<{ data: InterestProposal[]; total: number }> {
  const order: string[] = [];
  const seen = new Set<string>();
  let cursor: string | null = null;
  do {
    const res: { data: { debtorId: string }[]; cursor: string | null } = await db()
      .entities.voucher.query.openItems({ customerId })
      .lt({ dueDate: opts.untilDate })
      .go({ cursor, limit: 1000, attributes: ["debtorId", "dueDate", "voucherId", "type", "interestCalculatedUntil"] });
    // B11: only claims with interest days left before the date (a debtor just charged up to it leaves the list)
    for (const v of res.data.filter((c) => stillBearing(c as never, opts.untilDate)))
      if (!seen.has(v.debtorId)) {
        seen.add(v.debtorId);
        order.push(v.debtorId);
      }
    cursor = res.cursor;
  } while (cursor);
  const paidLate = await db()
    .entities.voucher.query.byList({ customerId, listName: "interest-due" })
    .go({ pages: "all", attributes: ["debtorId", "voucherId", "voucherDate"] });
  for (const v of paidLate.data)
    if (!seen.has(v.debtorId)) {
      seen.add(v.debtorId);
      order.push(v.debtorId);
    }
  const pageIds = order.slice((opts.page - 1) * opts.rowsPerPage, opts.page * opts.rowsPerPage);
  const data: InterestProposal[] = [];
  for (const id of pageIds) data.push(await debtorInterest(customerId, id, opts.untilDate));
  return { data, total: order.length };
}

/** `GET interest-calculations/dates-range`: the dates a calculation can run between (the rate table's span, today). */
export async function interestDatesRange(): Promise<{ from: string | null; to: string }> {
  const { rates } = await loadRates();
  return { from: rates[0]?.from ?? null, to: Clock.today() };
}

/**
 * Charges the interest of a debtor up to `untilDate` as one interest-calculation voucher (type 11) carrying its
 * lines, and marks every claim it covers as charged up to its last interest day, in one transaction conditioned
 * on the claims' versions: a second note for the same days cannot be made, also not by a concurrent request.
 */
export async function createInterestNote(
  customerId: string,
  debtorId: string,
  untilDate: string,
  actor: { userId: string },
): Promise<Voucher> {
  let noteId = "";
  await retrying(async () => {
    const { proposal, debtor, claims } = await computeInterest(customerId, debtorId, untilDate);
    if (proposal.totalOre <= 0)
      throw fieldError("debtorId", "interest.nothingToCharge");
    if (proposal.lines.length > 98)
      throw fieldError("debtorId", "ledger.tooManyItems");
    const today = Clock.today();
    const note = buildVoucher(
      customerId,
      debtor,
      {
        type: VOUCHER_TYPES.interestCalculation,
        voucherDate: today,
        dueDate: addDays(today, INTEREST_NOTE_DAYS),
        amountOre: proposal.totalOre,
        description: `interest until ${untilDate}`,
        source: "interest",
      },
      actor,
    );
    note.interestLines = proposal.lines;
    note.interestUntil = untilDate;
    // B11: a note has a number of its own ("Rentenota 3"), in sequence per customer; its ref is the number's lock,
    // so two notes made at once cannot share one (the loser's transaction fails and `retrying` takes the next)
    const number = await nextNoteNumber(customerId);
    note.number = String(number);
    const changes: VoucherChange[] = [{ before: null, after: note }];
    for (const line of proposal.lines) {
      const claim = claims.get(line.voucherId)!;
      changes.push({ before: claim, after: { ...claim, interestCalculatedUntil: line.toDate } });
    }
    const lock = {
      ref: `${NOTE_REF}${String(number).padStart(6, "0")}`,
      targetId: note.voucherId,
      op: "create" as const,
    };
    await writeLedger(customerId, changes, [lock]);
    noteId = note.voucherId;
  });
  return getVoucher(customerId, noteId);
}
