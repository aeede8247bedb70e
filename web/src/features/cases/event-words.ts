import type { TFunction } from "i18next";
import type { CaseEventView } from "@innfri/core/cases/case-views.schema";
import { formatMoney } from "@/lib/format";

/**
 * How the events tab words an event (SPEC 2: every change with who and when): the kind's headline, made precise
 * where the event's data says more (a note added, changed or deleted), and the detail that tells which (the note's
 * start, the uploaded file's name), a payment with its kind and amount ("Innbetaling 1 234,50 kr"), a merge with the
 * cases it joined ("Slått sammen: sak 5 er slått sammen med denne saken"). Kinds without data
 * words keep their headline alone.
 */
const NOTE_ACTIONS = ["created", "updated", "deleted"] as const;
/** The payment event's `data.kind` (core payment-rules `CASE_VOUCHER_KIND_NAMES`). */
const PAYMENT_KINDS = ["payment", "creditNote", "correction"] as const;

export function eventTitle(e: Pick<CaseEventView, "kind" | "data">, t: TFunction): string {
  const action = e.data.action;
  if (e.kind === "note" && NOTE_ACTIONS.includes(action as (typeof NOTE_ACTIONS)[number]))
    return t(`cases.page.noteEvents.${action as (typeof NOTE_ACTIONS)[number]}`);
  if (e.kind === "payment" && typeof e.data.amountOre === "number") {
    const kind = PAYMENT_KINDS.find((k) => k === e.data.kind) ?? "payment";
    return `${t(`cases.payments.kind.${kind}`)} ${formatMoney(e.data.amountOre)}`;
  }
  // a merge names the case merged in (on the target) or the case it went into (on the merged one), in both languages
  if (e.kind === "merged" && Array.isArray(e.data.caseIds) && e.data.caseIds.length)
    return t("cases.page.events.mergedIn", { caseIds: (e.data.caseIds as string[]).join(", ") });
  if (e.kind === "merged" && typeof e.data.targetCaseId === "string")
    return t("cases.page.events.mergedInto", { caseId: e.data.targetCaseId });
  return t(`cases.page.events.${e.kind}`);
}

export function eventDetail(e: Pick<CaseEventView, "kind" | "data">): string | null {
  if (e.kind === "note" && typeof e.data.excerpt === "string") return `«${e.data.excerpt}»`;
  if (e.kind === "document-uploaded" && typeof e.data.fileName === "string") return e.data.fileName;
  if (e.kind === "letter-posted" && typeof e.data.title === "string") return e.data.title;
  // the objection recorded or lifted (issue 18): its reason, as the creditor wrote it
  if ((e.kind === "disputed" || e.kind === "dispute-lifted") && typeof e.data.reason === "string")
    return `«${e.data.reason}»`;
  // a rent case's lease recorded (issue 18 #9): the leased premises
  if (e.kind === "lease-recorded" && typeof e.data.premises === "string") return e.data.premises;
  return null;
}
