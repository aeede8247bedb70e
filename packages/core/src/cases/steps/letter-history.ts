import "../../i18n/steps"; // registers the texts of the keys named here
import { t, type Language } from "../../i18n/messages";
import { showDate } from "../../law/dates";
import type { FeeHistoryEntry } from "../../law/fee-question";
import type { DebtorType } from "../../ledger/debtor-rules";
import { hasLease, premisesOf, type LeasePremises } from "../lease-rules";
import type { StepKind } from "../vocabulary";

/**
 * What a legal letter says of the case's own history and grounds, built from what happened (issue 18; letters-legal-
 * review #4, #6, #8, #10; docs/collection-law.md "What the letters say"). Pure. The seeded texts name them as
 * placeholders (`{{case.history}}`, `{{enforcement.means}}`, `{{petition.grounds}}`), so a letter never claims a
 * letter that was not sent, a § 4-18 notice that was a betalingsoppfordring, an undisputed claim the debtor
 * disputed, or wage deductions from a company.
 */

/** The letters a history sentence may name (a letter whose deadline has passed unpaid). */
const NAMED_KINDS = [
  "payment-reminder",
  "reminder",
  "debt-collection-notice",
  "payment-demand",
  "enforcement-notice",
  "bankruptcy-notice",
] as const;

const isNamed = (kind: string): kind is (typeof NAMED_KINDS)[number] => (NAMED_KINDS as readonly string[]).includes(kind);

/** The letters sent (reverted ones whose fee alone was kept are no letters), oldest first. */
const sentLetters = (history: readonly FeeHistoryEntry[]) =>
  history.filter((h) => !h.feeOnly).sort((a, b) => (a.sentDate < b.sentDate ? -1 : a.sentDate > b.sentDate ? 1 : 0));

/** "a, b og c" / "a, b and c". */
const listed = (lang: Language, items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${t(lang, "steps.history.and")} ${items.at(-1)}`;

/**
 * «Kravet er ikke betalt til tross for purring, inkassovarsel og betalingsoppfordring.»: each kind of letter the case
 * (and the cases merged into it) sent whose deadline had passed before `sendDate`, once, in the order first sent; a
 * letter still running (a § 4-18 notice going with the betalingsoppfordring) is not yet ignored, so not named.
 */
export function historySentence(lang: Language, history: readonly FeeHistoryEntry[], sendDate: string): string {
  const kinds: string[] = [];
  for (const h of sentLetters(history))
    if (isNamed(h.kind) && h.deadlineDate !== null && h.deadlineDate < sendDate && !kinds.includes(h.kind))
      kinds.push(h.kind);
  if (!kinds.length) return t(lang, "steps.history.none");
  return t(lang, "steps.history.despite", { letters: listed(lang, kinds.map((k) => t(lang, `steps.history.${k}`))) });
}

/** The means of utlegg the § 4-18 notice names: no wage deduction from a company (letters-legal-review #10). */
export const enforcementMeans = (lang: Language, debtorType: DebtorType) =>
  t(lang, debtorType === "company" ? "steps.means.company" : "steps.means.person");

/**
 * The petition's ground, as it is. The konkursbegjæring's: the konkursvarsel «forkynt» with its service date only when
 * a service is recorded (issue 18 #1; the law refuses the petition before it). The utleggsbegjæring's: a judgment
 * after a forliksklage (tvfbl. § 4-1 (2) a), else § 7-2 f with «skriftlig og ikke bestridt» only when no objection
 * stands, and «Varsel etter § 4-18 er sendt» only when a § 4-18 notice (not a betalingsoppfordring) was sent and its
 * deadline has passed.
 */
export function petitionGrounds(
  lang: Language,
  history: readonly FeeHistoryEntry[],
  sendDate: string,
  disputed: boolean,
  kind?: StepKind,
): string {
  const letters = sentLetters(history);
  if (kind === "bankruptcy-petition") return bankruptcyGrounds(lang, letters);
  const claim = letters.findLast((h) => h.kind === "conciliation-claim");
  if (claim) return t(lang, "steps.grounds.judgment", { sentDate: showDate(claim.sentDate) });
  const notice = letters.findLast(
    (h) => h.kind === "enforcement-notice" && h.deadlineDate !== null && h.deadlineDate < sendDate,
  );
  return [
    t(lang, "steps.grounds.direct"),
    ...(disputed ? [] : [t(lang, "steps.grounds.undisputed")]),
    ...(notice
      ? [
          t(lang, "steps.grounds.noticeSent", {
            sentDate: showDate(notice.sentDate),
            deadlineDate: showDate(notice.deadlineDate!),
          }),
        ]
      : []),
  ].join(" ");
}

/** «… varsel om konkurs, forkynt 06.02.2026 etter konkursloven § 63 …» only when the service is recorded. */
function bankruptcyGrounds(lang: Language, letters: readonly FeeHistoryEntry[]): string {
  const notice = letters.findLast((h) => h.kind === "bankruptcy-notice");
  if (!notice) return "";
  if (!notice.servedDate) return t(lang, "steps.grounds.bankruptcyNotServed", { sentDate: showDate(notice.sentDate) });
  return t(lang, "steps.grounds.bankruptcyServed", {
    servedDate: showDate(notice.servedDate),
    deadlineDate: notice.deadlineDate ? showDate(notice.deadlineDate) : "",
  });
}

/**
 * What the rent notice and the eviction petition say of the lease (issue 18 #9; tvfbl. § 13-2 (3) a): the leased
 * premises and the written lease's clause, only from the creditor's record on the case (never the debtor's address,
 * which may not be the leased object). The law refuses both letters without the record, so the fallback is never
 * printed in them; it says what is missing rather than leaving a hole.
 */
export function leaseValues(lang: Language, lease: (LeasePremises & { leaseDate?: string }) | null | undefined) {
  if (!lease || !hasLease({ lease })) return { premises: "", clause: t(lang, "steps.lease.none") };
  return {
    premises: premisesOf(lease),
    clause: lease.leaseDate
      ? t(lang, "steps.lease.clauseDated", { leaseDate: showDate(lease.leaseDate) })
      : t(lang, "steps.lease.clause"),
  };
}
